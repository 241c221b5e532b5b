import { afterEach, describe, expect, it } from 'vitest'
import { createRequestLimiter } from '../../server/services/rate-limit.ts'
import { handlerFor, testDeps } from '../helpers/api.ts'
import { postJson, startHttpServer, type RunningServer } from '../helpers/http-server.ts'

const limits = { points: 3, windowSeconds: 60, burstPoints: 1, burstWindowSeconds: 120 }
const allowed = limits.points + limits.burstPoints

let server: RunningServer | undefined
let deps: ReturnType<typeof testDeps> | undefined
afterEach(async () => {
  await server?.close()
  await deps?.limiter.close()
})

async function start(trustProxy: number) {
  deps = testDeps({ limiter: createRequestLimiter(limits), trustProxy })
  server = await startHttpServer(handlerFor(deps))
  return server.url
}

const ask = (url: string, headers: Record<string, string>) => postJson(url, { query: 'hi' }, headers)

async function statuses(url: string, headers: Record<string, string>, n: number) {
  const out: number[] = []
  for (let i = 0; i < n; i++) out.push((await ask(url, headers)).status)
  return out
}

describe('per-client rate limit over HTTP', () => {
  it('answers 429 TOO_MANY_REQUESTS with Retry-After once a client spends its points and burst', async () => {
    const url = await start(0)
    const client = { 'x-client-ip': '192.0.2.10' }
    expect(await statuses(url, client, allowed)).toEqual(Array(allowed).fill(200))
    const res = await ask(url, client)
    expect(res.status).toBe(429)
    const retryAfter = Number(res.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(limits.windowSeconds)
    const body = (await res.json()) as { error: { message: string; data: { code: string; retryAfterSeconds: number } } }
    expect(body.error.data.code).toBe('TOO_MANY_REQUESTS')
    expect(body.error.data.retryAfterSeconds).toBe(retryAfter)
    expect(body.error.message).toMatch(/Please wait/)
    expect(deps?.logger.lines.at(-1)?.outcome).toBe('rate_limited')
  })

  it('counts invalid requests too, and does not limit another client', async () => {
    const url = await start(0)
    for (let i = 0; i < allowed; i++) expect((await postJson(url, { query: '' }, { 'x-client-ip': '192.0.2.11' })).status).toBe(400)
    expect((await ask(url, { 'x-client-ip': '192.0.2.11' })).status).toBe(429)
    expect((await ask(url, { 'x-client-ip': '192.0.2.12' })).status).toBe(200)
  })

  it('ignores X-Forwarded-For unless TRUST_PROXY is set, so a client cannot dodge the limit', async () => {
    const url = await start(0)
    const codes = []
    for (let i = 0; i <= allowed; i++)
      codes.push((await ask(url, { 'x-client-ip': '192.0.2.20', 'x-forwarded-for': `10.0.0.${i}` })).status)
    expect(codes.at(-1)).toBe(429)
  })

  it('keys on the X-Forwarded-For entry our proxy appended when TRUST_PROXY is set', async () => {
    const url = await start(1)
    const viaProxy = (client: string) => ({ 'x-client-ip': '127.0.0.1', 'x-forwarded-for': `10.0.0.1, ${client}` })
    expect(await statuses(url, viaProxy('198.51.100.30'), allowed)).toEqual(Array(allowed).fill(200))
    expect((await ask(url, viaProxy('198.51.100.30'))).status).toBe(429)
    expect((await ask(url, viaProxy('198.51.100.31'))).status).toBe(200)
  })

  it('puts requests without any address in one shared bucket', async () => {
    const url = await start(0)
    expect(await statuses(url, {}, allowed)).toEqual(Array(allowed).fill(200))
    expect((await ask(url, { 'x-forwarded-for': '203.0.113.99' })).status).toBe(429)
  })
})
