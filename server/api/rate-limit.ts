import { Redis } from 'ioredis'
import {
  BurstyRateLimiter,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'
import { DEFAULT_MAX_CLIENTS, type RateLimitConfig, type RedisTimeouts } from './config.ts'
import { logEvent, type EventLog } from './logger.ts'

export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Counts questions per client; several app instances share the count through Redis. */
export interface RequestLimiter {
  readonly store: 'memory' | 'redis'
  consume(clientKey: string): Promise<LimitDecision>
  /** Clients the in-process count holds a record for now (bounded by `maxClients`). */
  countedClients(): Promise<number>
  /** Resolves once the shared store is connected (until then the in-process count stands in). */
  ready(): Promise<void>
  close(): Promise<void>
}

export interface LimiterOptions {
  redis?: Partial<RedisTimeouts>
  log?: EventLog
}

const KEY_PREFIX = 'ai-agent-proxy'

type Window = { points: number; duration: number; keyPrefix: string }

function windows(config: RateLimitConfig): [Window, Window] {
  return [
    { points: config.points, duration: config.windowSeconds, keyPrefix: KEY_PREFIX },
    { points: config.burstPoints, duration: config.burstWindowSeconds, keyPrefix: `${KEY_PREFIX}:burst` },
  ]
}

export function connectRedis(url: string, timeouts: Partial<RedisTimeouts> = {}): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: timeouts.connectTimeoutMs ?? 2_000,
    // A Redis that accepts the connection and then stops answering (paused, swapping, overloaded)
    // would otherwise hold every question until the client gives up.
    commandTimeout: timeouts.commandTimeoutMs ?? 500,
  })
  // Failures surface through `consume` (which logs the switch to the in-process count once);
  // without a listener ioredis would print every reconnect failure.
  client.on('error', () => {})
  return client
}

/**
 * The in-process count, with a bound on how many clients it remembers: the least recently
 * seen are forgotten first, so rotating keys (spoofed or not) cannot grow the heap without end.
 * A forgotten client starts again with a full allowance, which only an attacker with more
 * addresses than `maxClients` in one window can use, and such an attacker has no use for it.
 */
function boundedMemoryLimiter(config: RateLimitConfig) {
  const maxClients = config.maxClients ?? DEFAULT_MAX_CLIENTS
  const [main, burst] = windows(config).map((w) => new RateLimiterMemory(w)) as [RateLimiterMemory, RateLimiterMemory]
  const limiter = new BurstyRateLimiter(main, burst)
  const recent = new Map<string, true>() // insertion order = least recently seen first
  return {
    consume(key: string) {
      recent.delete(key)
      recent.set(key, true)
      while (recent.size > maxClients) {
        const oldest = recent.keys().next().value as string
        recent.delete(oldest)
        void main.delete(oldest)
        void burst.delete(oldest)
      }
      return limiter.consume(key)
    },
    /** Counted through the stores themselves, so the bound is checked where the memory is. */
    async size() {
      let count = 0
      for (const key of recent.keys()) if ((await main.get(key)) || (await burst.get(key))) count++
      return count
    },
  }
}

/** Counts in Redis; an unreachable Redis rejects at once (no queue), so the caller can fall back. */
function sharedLimiter(redis: Redis, config: RateLimitConfig) {
  const [main, burst] = windows(config).map(
    (w): RateLimiterAbstract => new RateLimiterRedis({ ...w, storeClient: redis, rejectIfRedisNotReady: true }),
  ) as [RateLimiterAbstract, RateLimiterAbstract]
  return new BurstyRateLimiter(main, burst)
}

export function createRequestLimiter(config: RateLimitConfig, redisUrl?: string, options: LimiterOptions = {}): RequestLimiter {
  const log = options.log ?? logEvent
  const memory = boundedMemoryLimiter(config)
  const redis = redisUrl ? connectRedis(redisUrl, options.redis) : undefined
  const shared = redis ? sharedLimiter(redis, config) : undefined

  // Logged on the change only: a Redis that is down would otherwise print a line per question.
  let sharedDown = false
  const markShared = (up: boolean, error?: unknown) => {
    if (up === !sharedDown) return
    sharedDown = !up
    log(
      up
        ? { level: 'info', event: 'rate_limit_store_up', store: 'redis', message: 'Redis answers again: rate limits are shared between instances again.' }
        : {
            level: 'warn',
            event: 'rate_limit_store_down',
            store: 'redis',
            message: 'Redis is unreachable or not answering: rate limits now count per process until it is back.',
            error: error instanceof Error ? error.message : String(error),
          },
    )
  }

  async function count(key: string): Promise<RateLimiterRes> {
    if (!shared) return memory.consume(key)
    try {
      const result = await shared.consume(key)
      markShared(true)
      return result
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        markShared(true)
        throw error
      }
      markShared(false, error)
      return memory.consume(key)
    }
  }

  return {
    store: redis ? 'redis' : 'memory',
    async consume(clientKey) {
      try {
        await count(clientKey)
        return { allowed: true }
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
        }
        // A counting failure must not take the site down: let the question through.
        return { allowed: true }
      }
    },
    countedClients: () => memory.size(),
    async ready() {
      if (redis && redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve))
    },
    async close() {
      await redis?.quit().catch(() => redis.disconnect())
    },
  }
}
