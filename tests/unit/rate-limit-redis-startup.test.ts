import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, type RunningServer } from '../unit/fixtures/prod-dist/http-client.ts'
import { createAppDist, jsonLines, removeDist, startApp, stopApp } from '../helpers/prod-app.ts'
import { freePort, startRedis, type RunningRedis } from '../helpers/redis.ts'

/** The production limit: 10 questions a minute, then 5 from the burst allowance. */
const LIMIT = 15
const TRIES = 20

const ask = (server: RunningServer) =>
  send(server.url, '/api/trpc/ai-agent-proxy', { method: 'POST', body: '{"query":"hi"}', headers: { 'content-type': 'application/json' } })

async function answeredOf(servers: RunningServer[]) {
  let answered = 0
  for (let i = 0; i < TRIES; i++) {
    const { status } = await ask(servers[i % servers.length]!)
    expect([200, 429]).toContain(status)
    if (status === 200) answered++
  }
  return answered
}

const storeLines = (server: RunningServer, event: string) => jsonLines(server.stderr() + server.stdout()).filter((l) => l.event === event)
const readyz = async (server: RunningServer) => {
  const res = await send(server.url, '/readyz')
  return { status: res.status, body: JSON.parse(res.body.toString()) as Record<string, string> }
}

let distDir: string
const redises: RunningRedis[] = []
beforeAll(async () => {
  distDir = await createAppDist()
})
afterAll(async () => {
  await Promise.all(redises.map((r) => r.stop()))
  await removeDist(distDir)
})

describe('with REDIS_URL, questions are counted in Redis from the first one', () => {
  const servers: RunningServer[] = []
  afterAll(() => Promise.all(servers.map(stopApp)))

  it(`two instances that just started, asked alternately by one client: ${LIMIT} of ${TRIES} answered, and no warning`, async () => {
    const redis = await startRedis()
    redises.push(redis)
    servers.push(...(await Promise.all([startApp(distDir, { REDIS_URL: redis.url }), startApp(distDir, { REDIS_URL: redis.url })])))
    expect(await answeredOf(servers)).toBe(LIMIT)
    const probe = new Redis(redis.url)
    try {
      expect(await probe.get('ai-agent-proxy:127.0.0.1')).toBe(String(TRIES))
    } finally {
      probe.disconnect()
    }
    for (const server of servers) {
      expect(storeLines(server, 'rate_limit_store_down')).toEqual([])
      expect(await readyz(server)).toEqual({ status: 200, body: { status: 'ready', rateLimit: 'shared' } })
    }
  }, 30_000)
})

describe('a Redis unreachable at start-up', () => {
  let server: RunningServer
  let port: number
  beforeAll(async () => {
    port = await freePort()
    server = await startApp(distDir, { REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_CONNECT_TIMEOUT_MS: '500' })
  }, 30_000)
  afterAll(() => stopApp(server))

  it('starts after REDIS_CONNECT_TIMEOUT_MS, says so once, and counts in the process meanwhile', async () => {
    expect(storeLines(server, 'rate_limit_store_down')).toEqual([
      expect.objectContaining({ level: 'warn', store: 'redis', message: expect.stringContaining('500 ms of start-up') as unknown }),
    ])
    expect(await answeredOf([server])).toBe(LIMIT)
    expect(storeLines(server, 'rate_limit_store_down')).toHaveLength(1)
    expect((await send(server.url, '/healthz')).status).toBe(200)
    expect(await readyz(server)).toEqual({ status: 503, body: { status: 'not_ready', rateLimit: 'redis_unreachable' } })
  })

  it('once Redis answers, the counts are shared again: logged once, and /readyz says ready', async () => {
    redises.push(await startRedis(port))
    await expect.poll(async () => (await readyz(server)).status, { timeout: 10_000 }).toBe(200)
    expect(storeLines(server, 'rate_limit_store_up')).toHaveLength(1)
    expect((await ask(server)).status).toBe(200) // a fresh count in Redis: nothing was counted there yet
    expect(storeLines(server, 'rate_limit_store_up')).toHaveLength(1)
    expect(storeLines(server, 'rate_limit_store_down')).toHaveLength(1)
  }, 20_000)
})
