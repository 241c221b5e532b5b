import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRequestLimiter, type RequestLimiter } from '../../server/services/rate-limit.ts'
import { handlerFor, testDeps } from '../helpers/api.ts'
import { postJson, startHttpServer } from '../helpers/http-server.ts'
import { startRedis, type RunningRedis } from '../helpers/redis.ts'

const limits = { points: 4, windowSeconds: 60, burstPoints: 1, burstWindowSeconds: 120 }
const allowed = limits.points + limits.burstPoints

let redis: RunningRedis
const limiters: RequestLimiter[] = []
beforeAll(async () => {
  redis = await startRedis() // fails with an install hint when redis-server is missing
}, 20_000)
afterAll(async () => {
  await Promise.all(limiters.map((l) => l.close()))
  await redis?.stop()
})

/** One app instance's limiter, connected to the shared Redis. */
async function instance(): Promise<RequestLimiter> {
  const limiter = createRequestLimiter(limits, redis.url)
  limiters.push(limiter)
  await limiter.ready()
  expect(limiter.store).toBe('redis')
  return limiter
}

describe('rate limit shared through a real Redis', () => {
  it('two instances share one count per client', async () => {
    const [a, b] = [await instance(), await instance()]
    for (let i = 0; i < allowed; i++) expect(await (i % 2 ? a : b).consume('192.0.2.50')).toEqual({ allowed: true })
    const refused = await a.consume('192.0.2.50')
    expect(refused.allowed).toBe(false)
    expect(await b.consume('192.0.2.50')).toMatchObject({ allowed: false })
    expect(await b.consume('192.0.2.51')).toEqual({ allowed: true })
  })

  it('separate in-memory limiters would not share it (the control case)', async () => {
    const [a, b] = [createRequestLimiter(limits), createRequestLimiter(limits)]
    for (let i = 0; i < allowed; i++) await a.consume('192.0.2.60')
    expect((await a.consume('192.0.2.60')).allowed).toBe(false)
    expect((await b.consume('192.0.2.60')).allowed).toBe(true)
  })

  it('two HTTP servers behind one Redis answer 429 to a client that spread its requests', async () => {
    const servers = await Promise.all(
      [instance(), instance()].map(async (l) => startHttpServer(handlerFor(testDeps({ limiter: await l })))),
    )
    try {
      const client = { 'x-client-ip': '192.0.2.70' }
      const statuses: number[] = []
      for (let i = 0; i <= allowed; i++) statuses.push((await postJson(servers[i % 2]!.url, { query: 'hi' }, client)).status)
      expect(statuses).toEqual([...Array<number>(allowed).fill(200), 429])
    } finally {
      await Promise.all(servers.map((s) => s.close()))
    }
  })

  it('keeps limiting in memory, without errors, when Redis goes away', async () => {
    const limiter = await instance()
    await redis.stop()
    const decisions = []
    for (let i = 0; i <= allowed; i++) decisions.push((await limiter.consume('192.0.2.80')).allowed)
    expect(decisions).toEqual([...Array<boolean>(allowed).fill(true), false])
  })
})
