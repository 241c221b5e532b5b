import { TRPCError } from '@trpc/server'
import { afterAll, describe, expect, it } from 'vitest'
import { pagePaths } from '#content/lib/routes.ts'
import { APOLOGY } from '../../server/ai/answer-with-fallback.ts'
import { AnswererError, type Answerer } from '../../server/ai/answerer.ts'
import { MAX_QUERY_LENGTH } from '../../server/ai/schema.ts'
import { createRequestLimiter } from '../../server/services/rate-limit.ts'
import { callerFor, testDeps } from '../helpers/api.ts'

const deps = testDeps()
const caller = callerFor(deps)
afterAll(() => deps.limiter.close())

/** The error a call fails with, so its code and message can be checked. */
async function failure(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(TRPCError)
  return error as TRPCError
}

const failing = (name: Answerer['name'], error: Error): Answerer => ({
  name,
  answer: () => Promise.reject(error),
})

describe('ai-agent-proxy input validation (createCaller)', () => {
  it.each([
    ['an empty query', { query: '' }, 'query must not be empty'],
    ['a whitespace-only query', { query: ' \n\t ' }, 'query must not be empty'],
    ['a query that is too long', { query: 'a'.repeat(MAX_QUERY_LENGTH + 1) }, `query must be at most ${MAX_QUERY_LENGTH} characters`],
    ['a number for query', { query: 42 }, 'query must be a string'],
    ['null for query', { query: null }, 'query must be a string'],
    ['a missing query', {}, 'query is required'],
    ['history that is not an array', { query: 'hi', history: 'nope' }, 'history must be an array'],
    [
      'a history turn with a bad role',
      { query: 'hi', history: [{ role: 'system', content: 'x' }] },
      "history role must be 'user' or 'assistant'",
    ],
    [
      'too many history turns',
      { query: 'hi', history: Array.from({ length: 11 }, () => ({ role: 'user', content: 'x' })) },
      'history holds at most 10 turns',
    ],
  ])('rejects %s with BAD_REQUEST and a readable message', async (_, input, message) => {
    const error = await failure(caller['ai-agent-proxy'](input as never))
    expect(error.code).toBe('BAD_REQUEST')
    expect(error.message).toContain(message)
  })

  it('rejects a body that is not an object', async () => {
    const error = await failure(caller['ai-agent-proxy']('hello' as never))
    expect(error.code).toBe('BAD_REQUEST')
    expect(error.message).toContain('the body must be a JSON object')
  })

  it('accepts a query at the length limit, trimmed, with history', async () => {
    const out = await caller['ai-agent-proxy']({
      query: `  ${'tools '.repeat(100).slice(0, MAX_QUERY_LENGTH)}  `,
      history: [
        { role: 'assistant', content: 'Hi! Ask me anything about my work.' },
        { role: 'user', content: 'Hello' },
      ],
    })
    expect(out.answer.length).toBeGreaterThan(20)
  })
})

describe('ai-agent-proxy answers and fallbacks', () => {
  it('answers with text and real pages of the site as sources', async () => {
    const out = await caller['ai-agent-proxy']({ query: 'What tools do you use?' })
    expect(out.answer).toMatch(/Photoshop/)
    expect(out.sources?.length).toBeGreaterThan(0)
    for (const source of out.sources ?? []) expect(pagePaths).toContain(source.href)
  })

  it('falls back to the embedded answerer when the primary one fails', async () => {
    const d = testDeps({ answerer: failing('anthropic', new AnswererError('upstream', 'boom')) })
    const meta = {}
    const out = await callerFor(d, undefined, meta)['ai-agent-proxy']({ query: 'Do you do wedding photography?' })
    expect(out.answer).toMatch(/Weddings/)
    expect(meta).toEqual({ answeredBy: 'embedded', fallbackReason: 'upstream' })
    await d.limiter.close()
  })

  it('falls back when the primary answer breaks the output contract', async () => {
    const broken: Answerer = {
      name: 'anthropic',
      answer: () => Promise.resolve({ answer: 'x', sources: [{ title: 'Evil', href: 'https://evil.example' }] }),
    }
    const d = testDeps({ answerer: broken })
    const out = await callerFor(d)['ai-agent-proxy']({ query: 'How can I book you?' })
    expect(out.answer).toMatch(/WhatsApp/)
    expect(out.sources?.every((s) => s.href.startsWith('/'))).toBe(true)
    await d.limiter.close()
  })

  it('answers with an apology, not an error, when every answerer throws', async () => {
    const broken = failing('embedded', new TypeError('corpus exploded'))
    const d = testDeps({ answerer: failing('anthropic', new Error('down')), fallback: broken })
    const meta = {}
    await expect(callerFor(d, undefined, meta)['ai-agent-proxy']({ query: 'hello' })).resolves.toEqual(APOLOGY)
    expect(meta).toEqual({ answeredBy: 'apology', fallbackReason: 'error+error' })
    await d.limiter.close()
  })

  it('limits one client and tells it when to come back', async () => {
    const limiter = createRequestLimiter({ points: 2, windowSeconds: 60, burstPoints: 1, burstWindowSeconds: 60 })
    const d = testDeps({ limiter })
    const one = callerFor(d, { 'x-client-ip': '198.51.100.1' })
    await one['ai-agent-proxy']({ query: 'hi' })
    await one['ai-agent-proxy']({ query: 'hi' })
    await one['ai-agent-proxy']({ query: 'hi' }) // the burst point
    const error = await failure(one['ai-agent-proxy']({ query: 'hi' }))
    expect(error.code).toBe('TOO_MANY_REQUESTS')
    expect(error.message).toMatch(/wait \d+ seconds?/)
    const other = callerFor(d, { 'x-client-ip': '198.51.100.2' })
    await expect(other['ai-agent-proxy']({ query: 'hi' })).resolves.toHaveProperty('answer')
    await limiter.close()
  })
})
