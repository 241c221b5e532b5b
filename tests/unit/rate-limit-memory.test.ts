import { AsyncLocalStorage } from 'node:async_hooks'
import { describe, expect, it } from 'vitest'
import { MemoryCount } from '../../server/services/memory-count.ts'
import { createRequestLimiter } from '../../server/services/rate-limit.ts'

const config = { points: 3, windowSeconds: 60, burstPoints: 2, burstWindowSeconds: 600 }

function clock(start = 1_000_000) {
  let now = start
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

const timers = () => process.getActiveResourcesInfo().filter((name) => name === 'Timeout').length

describe('the in-process count', () => {
  it('allows the window’s points, then the burst’s, then refuses with the wait until either refills', () => {
    const time = clock()
    const count = new MemoryCount(config, time.now)
    const decisions = Array.from({ length: 6 }, () => count.consume('192.0.2.1'))
    expect(decisions.slice(0, 5)).toEqual(Array(5).fill({ allowed: true }))
    expect(decisions[5]).toEqual({ allowed: false, retryAfterSeconds: 60 })
    time.advance(45_000)
    expect(count.consume('192.0.2.1')).toEqual({ allowed: false, retryAfterSeconds: 15 })
    // The window refills; the burst does not until its own window ends.
    time.advance(15_000)
    expect(Array.from({ length: 4 }, () => count.consume('192.0.2.1').allowed)).toEqual([true, true, true, false])
    time.advance(600_000)
    expect(Array.from({ length: 6 }, () => count.consume('192.0.2.1').allowed)).toEqual([true, true, true, true, true, false])
    expect(count.consume('192.0.2.2')).toEqual({ allowed: true })
  })

  it('forgets the least recently seen beyond maxClients, and clients whose windows ended', () => {
    const time = clock()
    const count = new MemoryCount({ ...config, maxClients: 100 }, time.now)
    for (let i = 0; i < 1_000; i++) count.consume(`10.0.${i >> 8}.${i & 255}`)
    expect(count.size()).toBe(100)
    time.advance(600_000)
    expect(count.size()).toBe(0)
  })

  it('schedules no timer per client, so nothing keeps a request’s async context alive', async () => {
    // What the app's framework does per request: the request's context in an AsyncLocalStorage.
    const requestContext = new AsyncLocalStorage<{ body: Uint8Array }>()
    const limiter = createRequestLimiter({ ...config, maxClients: 10_000 })
    const before = timers()
    for (let i = 0; i < 2_000; i++) {
      await requestContext.run({ body: new Uint8Array(1024) }, () => limiter.consume(`10.1.${i >> 8}.${i & 255}`))
    }
    expect(timers()).toBe(before)
    expect(await limiter.countedClients()).toBe(2_000)
    await limiter.close()
  })
})
