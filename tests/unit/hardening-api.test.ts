import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRequestLimiter } from '../../server/services/rate-limit.ts'
import type { RunningServer } from '../unit/fixtures/prod-dist/http-client.ts'
import { startMisbehavingUpstream, type Misbehaviour, type MisbehavingUpstream } from '../helpers/misbehaving-upstream.ts'
import { createAppDist, jsonLines, removeDist, startApp, stopApp } from '../helpers/prod-app.ts'
import { startRedis, type RunningRedis } from '../helpers/redis.ts'

/** The deadline the servers here run with, and a bound the broken behaviour (minutes) blows by far. */
const DEADLINE_MS = 1_500
const GENEROUS_BOUND_MS = 8_000

type ApiBody = { result?: { data: { answer: string } }; error?: { message: string; data: { code: string; httpStatus: number } } }

async function ask(baseUrl: string, headers: Record<string, string> = {}) {
  const started = performance.now()
  const res = await fetch(`${baseUrl}/api/trpc/ai-agent-proxy`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: 'What tools do you use?' }),
    signal: AbortSignal.timeout(60_000),
  })
  const body = (await res.json()) as ApiBody
  return { status: res.status, body, ms: performance.now() - started, headers: res.headers }
}

/** An answer (the embedded one stands in), or a clear 503/504 in tRPC's error shape: never a hang, never a 500. */
function expectAnswerOrClearTimeout({ status, body }: { status: number; body: ApiBody }) {
  if (status === 200) {
    expect(body.result?.data.answer.length).toBeGreaterThan(0)
  } else {
    expect([503, 504]).toContain(status)
    expect(body.error?.data.httpStatus).toBe(status)
    expect(['SERVICE_UNAVAILABLE', 'GATEWAY_TIMEOUT']).toContain(body.error?.data.code)
    expect(body.error?.message).toMatch(/try again/i)
  }
}

let distDir: string
beforeAll(async () => {
  distDir = await createAppDist()
})
afterAll(() => removeDist(distDir))

describe('every API request finishes within the deadline whatever the upstream does', () => {
  let upstream: MisbehavingUpstream
  let server: RunningServer
  beforeAll(async () => {
    upstream = await startMisbehavingUpstream('retry-after')
    server = await startApp(distDir, {
      ANTHROPIC_API_KEY: 'test-key',
      ANTHROPIC_BASE_URL: upstream.url,
      API_DEADLINE_MS: String(DEADLINE_MS),
      RATE_LIMIT_POINTS: '1000',
    })
  }, 30_000)
  afterAll(async () => {
    await stopApp(server)
    await upstream?.close()
  })

  it.each<[Misbehaviour, string]>([
    ['retry-after', '429 with Retry-After: 3600'],
    ['hang', 'an upstream that never answers'],
    ['drip', 'a body dripped one byte at a time'],
  ])('%s (%s)', async (mode) => {
    upstream.mode = mode
    const before = upstream.requests
    const result = await ask(server.url)
    expect(upstream.requests, 'the request did reach the misbehaving upstream').toBeGreaterThan(before)
    expect(result.ms).toBeLessThan(GENEROUS_BOUND_MS)
    expectAnswerOrClearTimeout(result)
    await expect.poll(() => jsonLines(server.stdout()).filter((l) => l.path === '/api/trpc/ai-agent-proxy').length).toBeGreaterThan(0)
  })
})

describe('a Redis that hangs (SIGSTOP) or goes away', () => {
  let redis: RunningRedis
  let server: RunningServer
  beforeAll(async () => {
    redis = await startRedis()
    server = await startApp(distDir, {
      REDIS_URL: redis.url,
      REDIS_COMMAND_TIMEOUT_MS: '300',
      API_DEADLINE_MS: '3000',
      RATE_LIMIT_POINTS: '1000',
    })
  }, 30_000)
  afterAll(async () => {
    await stopApp(server)
    await redis?.stop()
  })

  const storeLines = (event: string) => jsonLines(server.stderr() + server.stdout()).filter((l) => l.event === event)

  it('answers from the in-process count, and logs the switch once each way', async () => {
    // Until Redis holds a count, the server's client may still be connecting.
    const probe = new Redis(redis.url)
    try {
      await expect.poll(async () => (await ask(server.url)).status === 200 && (await probe.dbsize()) > 0, { timeout: 10_000 }).toBe(true)
    } finally {
      probe.disconnect()
    }
    const downBefore = storeLines('rate_limit_store_down').length
    const upBefore = storeLines('rate_limit_store_up').length

    redis.pause()
    try {
      for (let i = 0; i < 3; i++) {
        const result = await ask(server.url, { 'x-forwarded-for': '192.0.2.1' })
        expect(result.ms).toBeLessThan(GENEROUS_BOUND_MS)
        expect(result.status).toBe(200)
      }
      await expect.poll(() => storeLines('rate_limit_store_down').length).toBe(downBefore + 1)
      expect(storeLines('rate_limit_store_down').at(-1)).toMatchObject({
        level: 'warn',
        store: 'redis',
        message: expect.stringContaining('per process') as unknown,
      })
    } finally {
      redis.resume()
    }

    // Back: the first answered count logs the recovery, once.
    await expect
      .poll(async () => (await ask(server.url)).status === 200 && storeLines('rate_limit_store_up').length > upBefore, { timeout: 10_000 })
      .toBe(true)
    await ask(server.url)
    expect(storeLines('rate_limit_store_up').length).toBe(upBefore + 1)
    expect(storeLines('rate_limit_store_down').length).toBe(downBefore + 1)
  })
})

describe('rate limit behind a proxy (TRUST_PROXY=1)', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startApp(distDir, { TRUST_PROXY: '1', RATE_LIMIT_POINTS: '3', RATE_LIMIT_BURST_POINTS: '1' })
  }, 30_000)
  afterAll(() => stopApp(server))

  it('cannot be dodged by rotating the X-Forwarded-For entries the client writes itself', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await ask(server.url, { 'x-forwarded-for': `10.8.0.${i}, 198.51.100.7` })).status)
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429])
    // Another client behind the same proxy still gets its own allowance.
    expect((await ask(server.url, { 'x-forwarded-for': '10.8.0.1, 198.51.100.8' })).status).toBe(200)
  })
})

describe('the in-process limiter under key rotation', () => {
  it('remembers at most maxClients clients, whatever number of keys rotate through it', async () => {
    const limiter = createRequestLimiter({ points: 2, windowSeconds: 600, burstPoints: 1, burstWindowSeconds: 600, maxClients: 500 })
    for (let i = 0; i < 7_000; i++) await limiter.consume(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`)
    expect(await limiter.countedClients()).toBe(500)
    // The most recent clients are still counted: the limit holds for them.
    const recent = '10.0.27.87' // key 6999
    expect((await limiter.consume(recent)).allowed).toBe(true)
    expect((await limiter.consume(recent)).allowed).toBe(true)
    expect((await limiter.consume(recent)).allowed).toBe(false)
    await limiter.close()
  })
})

describe('who may call the API', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startApp(distDir, { RATE_LIMIT_POINTS: '1000', SITE_URL: 'https://portfolio.example' })
  }, 30_000)
  afterAll(() => stopApp(server))

  it('refuses a browser without Sec-Fetch-Site whose Origin is another site, and lets this site and curl through', async () => {
    const refused = await ask(server.url, { origin: 'https://evil.example' })
    expect(refused.status).toBe(403)
    expect(refused.body.error?.data.code).toBe('FORBIDDEN')
    expect((await ask(server.url, { origin: 'null' })).status).toBe(403)
    expect((await ask(server.url, { origin: server.url })).status).toBe(200)
    expect((await ask(server.url, { origin: 'https://portfolio.example' })).status).toBe(200)
    expect((await ask(server.url)).status).toBe(200)
    // Sec-Fetch-Site, when sent, decides.
    expect((await ask(server.url, { 'sec-fetch-site': 'cross-site', origin: server.url })).status).toBe(403)
    expect((await ask(server.url, { 'sec-fetch-site': 'same-origin', origin: server.url })).status).toBe(200)
  })

  it('answers only at the one canonical path', async () => {
    for (const path of ['/API/TRPC/ai-agent-proxy', '/Api/trpc/ai-agent-proxy', '/api/TRPC/ai-agent-proxy']) {
      const res = await fetch(`${server.url}${path}`, { method: 'POST', body: '{"query":"hi"}' })
      expect(res.status, path).toBe(404)
      await res.arrayBuffer()
    }
    expect((await ask(server.url)).status).toBe(200)
  })
})
