import { createTRPCClient, httpBatchStreamLink } from '@trpc/client'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import type { Answerer } from '../../server/ai/answerer.ts'
import { createEmbeddedAnswerer } from '../../server/ai/embedded-answerer.ts'
import type { StreamEvent } from '../../server/ai/schema.ts'
import { buildDeps, type ApiDeps } from '../../server/api/deps.ts'
import { parseEnv } from '../../server/env.ts'
import type { AppRouter } from '../../server/router.ts'
import { handlerFor, memoryLogger, testDeps } from '../helpers/api.ts'
import { startFakeAnthropic, type UpstreamMode } from '../helpers/fake-anthropic.ts'
import { startHttpServer } from '../helpers/http-server.ts'

/** The short deadlines these tests configure, and a bound far above them yet far below the broken behaviours (an hour of Retry-After, an endless drip, a hang). */
const API_DEADLINE_MS = 800
const ANSWERER_DEADLINE_MS = 300
const BOUND_MS = 5_000

// One local Messages API for the whole file, started as the file loads.
const fake = await startFakeAnthropic()
afterAll(() => fake.close())
beforeEach(() => {
  fake.requests.length = 0
})

/** Streams one question through the real tRPC client and HTTP server; returns the events, the time taken and the log. */
async function streamOnce(deps: ApiDeps & { logger: ReturnType<typeof memoryLogger> }, query = 'What tools do you use?') {
  const server = await startHttpServer(handlerFor(deps))
  const started = performance.now()
  const seen: StreamEvent[] = []
  let error: unknown
  try {
    const client = createTRPCClient<AppRouter>({ links: [httpBatchStreamLink({ url: `${server.url}/api/trpc`, maxItems: 1 })] })
    const events = await client['ai-agent-stream'].mutate({ query }, { signal: AbortSignal.timeout(60_000) })
    for await (const event of events) seen.push(event)
  } catch (caught) {
    error = caught
  } finally {
    await server.close()
    await deps.limiter.close()
  }
  return { seen, error, ms: performance.now() - started, lines: deps.logger.lines }
}

const claudeDeps = (env: Record<string, string>, deadlineMs?: number) => {
  const logger = memoryLogger()
  const deps = buildDeps(parseEnv({ ANTHROPIC_API_KEY: 'sk-ant-test', ANTHROPIC_BASE_URL: fake.url, ...env }), {
    logger,
    limiter: testDeps().limiter,
  })
  return { ...(deadlineMs ? { ...deps, deadlineMs } : deps), logger }
}

const misbehaviours: [string, UpstreamMode][] = [
  ['hangs', { kind: 'hang' }],
  ['answers 429 with Retry-After: 3600', { kind: 'status', status: 429, type: 'rate_limit_error', retryAfter: '3600' }],
  ['drips a body that never ends', { kind: 'drip', everyMs: 20 }],
]

/** The answer of the stream's last event when it is the final one. */
const finalAnswer = (events: readonly { type: string; answer?: string }[]) => {
  const last = events.at(-1)
  return last?.type === 'final' ? last.answer : undefined
}

describe('ai-agent-stream falls back to the embedded answer within the deadline (real SDK, fake Messages API)', () => {
  it.each(misbehaviours)('under the answerer’s own deadline, an upstream that %s', async (_name, mode) => {
    fake.mode = mode
    const { seen, error, ms, lines } = await streamOnce(claudeDeps({ ANTHROPIC_DEADLINE_MS: String(ANSWERER_DEADLINE_MS) }))
    expect(error).toBeUndefined()
    expect(seen.filter((e) => e.type === 'delta')).toEqual([])
    expect(finalAnswer(seen)).toContain('Photoshop')
    expect(ms).toBeLessThan(BOUND_MS)
    expect(fake.requests).toHaveLength(1)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ status: 200, answerer: 'embedded' })
  })

  it.each(misbehaviours)('under the API deadline (the answerer’s is an hour), an upstream that %s', async (_name, mode) => {
    fake.mode = mode
    const { seen, error, ms, lines } = await streamOnce(claudeDeps({ ANTHROPIC_DEADLINE_MS: '3600000' }, API_DEADLINE_MS))
    expect(error).toBeUndefined()
    expect(finalAnswer(seen)).toContain('Photoshop')
    expect(ms).toBeLessThan(BOUND_MS)
    expect(lines[0]).toMatchObject({ status: 200, answerer: 'embedded' })
  })

  it('an upstream that stops after its first words: the embedded answer replaces them', async () => {
    fake.mode = { kind: 'chunks', chunks: ['Alex uses ', 'never sent'], release: new Promise(() => {}) }
    const { seen, error, ms, lines } = await streamOnce(claudeDeps({ ANTHROPIC_DEADLINE_MS: String(ANSWERER_DEADLINE_MS) }))
    expect(error).toBeUndefined()
    expect(seen[0]).toEqual({ type: 'delta', text: 'Alex uses ' })
    expect(finalAnswer(seen)).toContain('Photoshop')
    expect(ms).toBeLessThan(BOUND_MS)
    expect(lines[0]).toMatchObject({ answerer: 'embedded', fallbackReason: 'timeout' })
  })

  it('logs the streamed call once, after its last event, with the answerer that answered', async () => {
    fake.mode = { kind: 'chunks', chunks: ['Alex designs ', 'logos.'] }
    const { seen, lines } = await streamOnce(claudeDeps({ ANTHROPIC_DEADLINE_MS: '5000' }))
    expect(seen.at(-1)).toMatchObject({ type: 'final', answer: 'Alex designs logos.' })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ status: 200, outcome: 'ok', answerer: 'anthropic' })
  })
})

describe('a streamed answer never outlives the API deadline', () => {
  it('an answerer that ignores the abort is cut at the deadline, and the client is told', async () => {
    let stop!: () => void
    const stopped = new Promise<void>((resolve) => (stop = resolve))
    // Not a stand-in for the SDK: an answerer that breaks its contract, which only the handler can stop.
    const stubborn: Answerer = {
      name: 'anthropic',
      answer: () => stopped.then(() => ({ answer: 'late' })),
      async *stream() {
        yield 'Alex uses '
        await stopped
      },
    }
    const deps = { ...testDeps({ answerer: stubborn, fallback: createEmbeddedAnswerer() }), deadlineMs: API_DEADLINE_MS }
    try {
      const { seen, error, ms, lines } = await streamOnce(deps)
      expect(seen).toEqual([{ type: 'delta', text: 'Alex uses ' }])
      // The browser's fetch and Node's report the cut body differently; either way the call fails.
      expect(error).toBeInstanceOf(Error)
      expect(ms).toBeLessThan(BOUND_MS)
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatchObject({ error: 'STREAM_DEADLINE' })
    } finally {
      stop()
    }
  })
})
