import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { projects } from '#content/lib/projects.ts'
import { site, whatsappLink } from '#content/site.ts'
import { tools } from '#content/tools.ts'
import { createTRPCClient, httpBatchStreamLink } from '@trpc/client'
import { minimumCacheableTokens, tokensAtLeast } from '../../server/ai/prompt-cache.ts'
import { HARM_CATEGORIES } from '../../server/ai/embedded/harm.ts'
import { knowledge } from '../../server/ai/embedded/knowledge.ts'
import { buildSystemPrompt } from '../../server/ai/prompts.ts'
import type { StreamEvent } from '../../server/ai/schema.ts'
import { MAX_ANSWER_CHARS, MAX_TOKENS, selectAnswerer } from '../../server/ai/select-answerer.ts'
import { defaults, parseEnv, type Env } from '../../server/env.ts'
import type { AppRouter } from '../../server/router.ts'
import { buildDeps } from '../../server/api/deps.ts'
import type { RequestMeta } from '../../server/context.ts'
import { callerFor, handlerFor, memoryLogger, testDeps } from '../helpers/api.ts'
import { startFakeAnthropic } from '../helpers/fake-anthropic.ts'
import { postJson, startHttpServer } from '../helpers/http-server.ts'

const KEY = 'sk-ant-test-0123456789'
// One local Messages API for the whole file, started as the file loads.
const fake = await startFakeAnthropic()
afterAll(() => fake.close())
beforeEach(() => {
  fake.requests.length = 0
  fake.mode = { kind: 'reply', text: 'I design brand identities; have a look at /portfolio/brand-identity.' }
})

const env = (extra: Record<string, string> = {}) =>
  parseEnv({ ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: fake.url, ANTHROPIC_DEADLINE_MS: '400', ...extra })

/** Asks through the router with the answerers chosen from `vars`, as the server would at start-up. */
async function ask(vars: Env, input: { query: string; history?: { role: 'user' | 'assistant'; content: string }[] }) {
  const deps = testDeps(selectAnswerer(vars))
  const meta: RequestMeta = {}
  const output = await callerFor(deps, undefined, meta)['ai-agent-proxy'](input)
  await deps.limiter.close()
  return { output, meta }
}

describe('answerer selection', () => {
  it('uses the embedded assistant when no key is set, and Claude when one is', () => {
    expect(selectAnswerer(parseEnv({})).answerer.name).toBe('embedded')
    expect(selectAnswerer(parseEnv({ ANTHROPIC_API_KEY: '  ' })).answerer.name).toBe('embedded')
    const chosen = selectAnswerer(env())
    expect(chosen.answerer.name).toBe('anthropic')
    expect(chosen.fallback.name).toBe('embedded')
  })
})

describe('Anthropic answerer against a local Messages API server', () => {
  it('sends the model, the cached grounded system prompt, the history and the key', async () => {
    const { output, meta } = await ask(env(), {
      query: 'Do you design logos?',
      history: [
        { role: 'assistant', content: 'Hi! I can help you learn about my portfolio.' },
        { role: 'user', content: 'Hello' },
        { role: 'assistant', content: 'Hi there!' },
      ],
    })
    expect(meta.answeredBy).toBe('anthropic')
    expect(fake.requests).toHaveLength(1)
    const [request] = fake.requests
    expect(request?.path).toBe('/v1/messages')
    // SDK 1.12 sends the key as `Authorization: Bearer`; older ones used `x-api-key`. Either carries it.
    const sentKey = request?.headers['x-api-key'] ?? request?.headers.authorization?.replace(/^Bearer /, '')
    expect(sentKey).toBe(KEY)
    expect(request?.headers['anthropic-version']).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(request?.body.model).toBe(defaults.ANTHROPIC_MODEL)
    expect(request?.body.max_tokens).toBe(MAX_TOKENS)

    const system = request?.body.system as { type: string; text: string; cache_control: unknown }[]
    expect(system).toHaveLength(1)
    expect(system[0]?.cache_control).toEqual({ type: 'ephemeral' })
    const prompt = system[0]?.text ?? ''
    // The same knowledge base as the embedded assistant, and the same harm categories.
    for (const passage of knowledge.passages) expect(prompt).toContain(passage.text)
    for (const category of Object.values(HARM_CATEGORIES)) expect(prompt).toContain(category)
    for (const tool of tools) expect(prompt).toContain(`${tool.name} (${tool.category}) is in`)
    for (const id of Object.keys(projects)) expect(prompt).toContain(`/portfolio/${id}`)
    expect(prompt).toContain(whatsappLink())
    expect(prompt).toContain(site.email)
    expect(prompt).toMatch(/Never guess, never invent/)
    expect(prompt).toMatch(/Reply in the visitor's language/)
    expect(prompt).toMatch(/not stated on this site/)
    expect(prompt).toMatch(/you are .*AI assistant, an AI/)
    expect(prompt).toMatch(/Refuse harmful or unlawful requests/)
    expect(request?.body.stream).toBe(true)

    // Starts with the visitor (the widget's greeting is dropped); roles alternate; the question is last.
    expect(request?.body.messages).toEqual([
      { role: 'user', content: 'Hello' },
      { role: 'assistant', content: 'Hi there!' },
      { role: 'user', content: 'Do you design logos?' },
    ])

    expect(output.answer).toBe('I design brand identities; have a look at /portfolio/brand-identity.')
    expect(output.sources?.[0]).toEqual({ title: projects['brand-identity'].title, href: '/portfolio/brand-identity' })
  })

  it('honours ANTHROPIC_MODEL', async () => {
    await ask(env({ ANTHROPIC_MODEL: 'claude-sonnet-4-6' }), { query: 'hi' })
    expect(fake.requests[0]?.body.model).toBe('claude-sonnet-4-6')
  })

  it('keeps light Markdown for the widget, drops headings and HTML, and drops made-up paths from the sources', async () => {
    fake.mode = {
      kind: 'reply',
      text: '## Weddings\n**Yes!** See [my weddings](/portfolio/wedding-photography) and /portfolio/not-a-page.<br>',
    }
    const { output } = await ask(env(), { query: 'Do you do wedding photography?' })
    expect(output.answer).toBe('Weddings\n**Yes!** See [my weddings](/portfolio/wedding-photography) and /portfolio/not-a-page.')
    const hrefs = output.sources?.map((s) => s.href) ?? []
    expect(hrefs[0]).toBe('/portfolio/wedding-photography')
    expect(hrefs).not.toContain('/portfolio/not-a-page')
  })

  it.each([
    [500, 'api_error'],
    [529, 'overloaded_error'],
  ])('falls back to the embedded answer when the upstream answers %i (one attempt, no retry)', async (status, type) => {
    fake.mode = { kind: 'status', status, type }
    const { output, meta } = await ask(env(), { query: 'Do you do wedding photography?' })
    expect(meta).toEqual({ answeredBy: 'embedded', fallbackReason: 'upstream' })
    expect(fake.requests).toHaveLength(1)
    expect(output.answer).toContain(projects['wedding-photography'].title)
  })

  it('falls back when the upstream never answers', async () => {
    fake.mode = { kind: 'hang' }
    const { output, meta } = await ask(env({ ANTHROPIC_DEADLINE_MS: '150' }), { query: 'What tools do you use?' })
    expect(meta).toEqual({ answeredBy: 'embedded', fallbackReason: 'timeout' })
    expect(output.answer).toContain('Photoshop')
  })

  it('falls back when the upstream returns no text', async () => {
    fake.mode = { kind: 'empty' }
    const { meta } = await ask(env(), { query: 'hello' })
    expect(meta).toEqual({ answeredBy: 'embedded', fallbackReason: 'empty' })
  })

  it('serves the Claude answer over HTTP and never logs the key or the prompt', async () => {
    const logger = memoryLogger()
    const deps = buildDeps(env(), { logger, limiter: testDeps().limiter })
    const server = await startHttpServer(handlerFor(deps))
    try {
      const res = await postJson(server.url, { query: 'Do you design logos?' })
      expect(res.status).toBe(200)
      const body = (await res.json()) as { result: { data: { answer: string } } }
      expect(body.result.data.answer).toContain('/portfolio/brand-identity')
      fake.mode = { kind: 'status', status: 500, type: 'api_error' }
      expect((await postJson(server.url, { query: 'hi' })).status).toBe(200)
    } finally {
      await server.close()
      await deps.limiter.close()
    }
    expect(logger.lines.map((l) => [l.answerer, l.fallbackReason])).toEqual([
      ['anthropic', undefined],
      ['embedded', 'upstream'],
    ])
    const logged = JSON.stringify(logger.lines)
    expect(logged).not.toContain(KEY)
    expect(logged).not.toMatch(/logos|AI assistant on the portfolio/)
  })
})

describe('the Claude path keeps its deadline and its size', () => {
  const DEADLINE_MS = 300
  /** Far below the broken behaviours (an hour of Retry-After, an endless drip, a hang), far above the deadline. */
  const BOUND_MS = 5_000

  it.each([
    ['hangs', { kind: 'hang' } as const],
    ['answers 429 with Retry-After: 3600', { kind: 'status', status: 429, type: 'rate_limit_error', retryAfter: '3600' } as const],
    ['drips a body that never ends', { kind: 'drip', everyMs: 20 } as const],
  ])('an upstream that %s gives the embedded answer within the deadline', async (_name, mode) => {
    fake.mode = mode
    const started = performance.now()
    const { output, meta } = await ask(env({ ANTHROPIC_DEADLINE_MS: String(DEADLINE_MS) }), { query: 'What tools do you use?' })
    const elapsed = performance.now() - started
    expect(meta.answeredBy).toBe('embedded')
    expect(output.answer).toContain('Photoshop')
    expect(elapsed).toBeLessThan(BOUND_MS)
    expect(fake.requests).toHaveLength(1)
  })

  it('caps a runaway answer', async () => {
    fake.mode = { kind: 'chunks', chunks: Array.from({ length: 200 }, () => 'word '.repeat(10)) }
    const { output, meta } = await ask(env(), { query: 'Tell me everything' })
    expect(meta.answeredBy).toBe('anthropic')
    expect(output.answer.length).toBeLessThanOrEqual(MAX_ANSWER_CHARS)
  })

  it('keeps the cached system prompt above the default model’s minimum cacheable length (Haiku 4.5: 4096 tokens, counted low)', () => {
    // Trimming content/ must not silently stop caching: below the minimum nothing is cached.
    expect(defaults.ANTHROPIC_MODEL).toBe('claude-haiku-4-5')
    expect(minimumCacheableTokens(defaults.ANTHROPIC_MODEL)).toBe(4096)
    expect(tokensAtLeast(buildSystemPrompt())).toBeGreaterThanOrEqual(minimumCacheableTokens(defaults.ANTHROPIC_MODEL))
    // A model not in the table is held to the largest minimum, never the smallest.
    expect(minimumCacheableTokens('claude-someday-9')).toBe(4096)
    expect(minimumCacheableTokens('claude-sonnet-4-5-20250929')).toBe(1024)
    expect(tokensAtLeast('x'.repeat(5 * 4096 - 1))).toBe(4095)
  })
})

describe('ai-agent-stream through the real SDK and the tRPC client', () => {
  it('streams the text as it arrives, then the final answer', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    fake.mode = { kind: 'chunks', chunks: ['Alex designs ', 'brand identities: ', 'see /portfolio/brand-identity.'], release: gate }
    const deps = buildDeps(env(), { logger: memoryLogger(), limiter: testDeps().limiter })
    const server = await startHttpServer(handlerFor(deps))
    try {
      const client = createTRPCClient<AppRouter>({ links: [httpBatchStreamLink({ url: `${server.url}/api/trpc`, maxItems: 1 })] })
      const events = await client['ai-agent-stream'].mutate({ query: 'Do you design logos?' })
      const seen: StreamEvent[] = []
      for await (const event of events) {
        seen.push(event)
        // The first delta arrives while the upstream still holds the rest back.
        if (seen.length === 1) {
          expect(event).toEqual({ type: 'delta', text: 'Alex designs ' })
          release()
        }
      }
      expect(
        seen
          .filter((e) => e.type === 'delta')
          .map((e) => (e.type === 'delta' ? e.text : ''))
          .join(''),
      ).toBe('Alex designs brand identities: see /portfolio/brand-identity.')
      const final = seen.at(-1)
      expect(final?.type).toBe('final')
      if (final?.type === 'final') expect(final.sources?.[0]?.href).toBe('/portfolio/brand-identity')
    } finally {
      release()
      await server.close()
      await deps.limiter.close()
    }
  })

  it('falls back inside the stream: the final event is the embedded answer', async () => {
    fake.mode = { kind: 'status', status: 429, type: 'rate_limit_error', retryAfter: '3600' }
    const deps = buildDeps(env({ ANTHROPIC_DEADLINE_MS: '300' }), { logger: memoryLogger(), limiter: testDeps().limiter })
    const server = await startHttpServer(handlerFor(deps))
    try {
      const client = createTRPCClient<AppRouter>({ links: [httpBatchStreamLink({ url: `${server.url}/api/trpc`, maxItems: 1 })] })
      const seen: StreamEvent[] = []
      for await (const event of await client['ai-agent-stream'].mutate({ query: 'What tools do you use?' })) seen.push(event)
      expect(seen).toHaveLength(1)
      expect(seen[0]?.type === 'final' && seen[0].answer).toContain('Photoshop')
    } finally {
      await server.close()
      await deps.limiter.close()
    }
  })
})
