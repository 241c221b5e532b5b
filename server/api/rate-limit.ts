import { Redis } from 'ioredis'
import {
  BurstyRateLimiter,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'
import type { RateLimitConfig } from './config.ts'

export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Counts questions per client; several app instances share the count through Redis. */
export interface RequestLimiter {
  readonly store: 'memory' | 'redis'
  consume(clientKey: string): Promise<LimitDecision>
  /** Resolves once the shared store is connected (until then the in-process count stands in). */
  ready(): Promise<void>
  close(): Promise<void>
}

const KEY_PREFIX = 'ai-agent-proxy'

type Window = { points: number; duration: number; keyPrefix: string }

function windows(config: RateLimitConfig): [Window, Window] {
  return [
    { points: config.points, duration: config.windowSeconds, keyPrefix: KEY_PREFIX },
    { points: config.burstPoints, duration: config.burstWindowSeconds, keyPrefix: `${KEY_PREFIX}:burst` },
  ]
}

/** Redis counts, with an in-process count standing in while Redis is unreachable. */
const redisWindow = (client: Redis, w: Window) =>
  new RateLimiterRedis({
    ...w,
    storeClient: client,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(w),
  })

export function connectRedis(url: string): Redis {
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 })
  // Errors surface through the limiter (which then uses its insurance); without a listener
  // ioredis would print every reconnect failure.
  client.on('error', () => {})
  return client
}

export function createRequestLimiter(config: RateLimitConfig, redisUrl?: string): RequestLimiter {
  const redis = redisUrl ? connectRedis(redisUrl) : undefined
  const [main, burst] = windows(config).map((w): RateLimiterAbstract =>
    redis ? redisWindow(redis, w) : new RateLimiterMemory(w),
  ) as [RateLimiterAbstract, RateLimiterAbstract]
  const limiter = new BurstyRateLimiter(main, burst)

  return {
    store: redis ? 'redis' : 'memory',
    async consume(clientKey) {
      try {
        await limiter.consume(clientKey)
        return { allowed: true }
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
        }
        // A counting failure must not take the site down: let the question through.
        return { allowed: true }
      }
    },
    async ready() {
      if (redis && redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve))
    },
    async close() {
      await redis?.quit().catch(() => redis.disconnect())
    },
  }
}
