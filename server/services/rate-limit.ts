import { Redis } from 'ioredis'
import { BurstyRateLimiter, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { defaults, type Env } from '../env.ts'
import { jsonLineLogger, type Logger } from '../log.ts'
import { MemoryCount, type LimitDecision, type RateLimitConfig } from './memory-count.ts'

export type { LimitDecision } from './memory-count.ts'

export interface RedisTimeouts {
  /** A command (or a paused Redis) gets this long before the in-process count answers instead. */
  commandTimeoutMs: number
  connectTimeoutMs: number
}

/** Counts questions per client; several app instances share the count through Redis. */
export interface RequestLimiter {
  readonly store: 'memory' | 'redis'
  consume(clientKey: string): Promise<LimitDecision>
  /** Clients the in-process count holds a record for now (bounded by `maxClients`). */
  countedClients(): Promise<number>
  /**
   * Resolves once Redis is connected (true), or REDIS_CONNECT_TIMEOUT_MS after the limiter was
   * made (false: the in-process count stands in, logged once). Without Redis, at once (false).
   * Every count waits for it, so no question is counted apart from Redis while it connects;
   * the production server waits for it before it listens.
   */
  ready(): Promise<boolean>
  /** Whether counts are shared between instances right now ('none' without REDIS_URL). */
  sharedStore(): 'none' | 'up' | 'down'
  close(): Promise<void>
}

export interface LimiterOptions {
  redis?: Partial<RedisTimeouts>
  log?: Logger
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
    connectTimeout: timeouts.connectTimeoutMs ?? defaults.REDIS_CONNECT_TIMEOUT_MS,
    // A Redis that accepts the connection and then stops answering (paused, swapping, overloaded)
    // would otherwise hold every question until the client gives up.
    commandTimeout: timeouts.commandTimeoutMs ?? defaults.REDIS_COMMAND_TIMEOUT_MS,
  })
  // Failures surface through `consume` (which logs the switch to the in-process count once);
  // without a listener ioredis would print every reconnect failure.
  client.on('error', () => {})
  return client
}

/** Counts in Redis; an unreachable Redis rejects at once (no queue), so the caller can fall back. */
function sharedLimiter(redis: Redis, config: RateLimitConfig) {
  const [main, burst] = windows(config).map(
    (w): RateLimiterAbstract => new RateLimiterRedis({ ...w, storeClient: redis, rejectIfRedisNotReady: true }),
  ) as [RateLimiterAbstract, RateLimiterAbstract]
  return new BurstyRateLimiter(main, burst)
}

/** Resolves true once `redis` is ready, false after `timeoutMs` (it keeps trying in the background). */
function firstConnection(redis: Redis, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (redis.status === 'ready') return resolve(true)
    const done = (connected: boolean) => {
      clearTimeout(timer)
      redis.off('ready', onReady)
      resolve(connected)
    }
    const onReady = () => done(true)
    const timer = setTimeout(() => done(false), timeoutMs)
    timer.unref()
    redis.once('ready', onReady)
  })
}

export function createRequestLimiter(config: RateLimitConfig, redisUrl?: string, options: LimiterOptions = {}): RequestLimiter {
  const log = options.log ?? jsonLineLogger
  const memory = new MemoryCount(config)
  const redis = redisUrl ? connectRedis(redisUrl, options.redis) : undefined
  const shared = redis ? sharedLimiter(redis, config) : undefined
  const connectTimeoutMs = options.redis?.connectTimeoutMs ?? defaults.REDIS_CONNECT_TIMEOUT_MS
  const connected = redis ? firstConnection(redis, connectTimeoutMs) : Promise.resolve(false)

  // Logged on the change only: a Redis that is down would otherwise print a line per question.
  let sharedDown = false
  const markShared = (up: boolean, error?: unknown) => {
    if (up === !sharedDown) return
    sharedDown = !up
    log(
      up
        ? {
            level: 'info',
            event: 'rate_limit_store_up',
            store: 'redis',
            message: 'Redis answers again: rate limits are shared between instances again.',
          }
        : {
            level: 'warn',
            event: 'rate_limit_store_down',
            store: 'redis',
            message: 'Redis is unreachable or not answering: rate limits now count per process until it is back.',
            error: error instanceof Error ? error.message : String(error),
          },
    )
  }

  // Back after an outage ioredis noticed itself: say so without waiting for a question.
  redis?.on('ready', () => markShared(true))

  void connected.then((up) => {
    if (up || !redis) return
    sharedDown = true
    log({
      level: 'warn',
      event: 'rate_limit_store_down',
      store: 'redis',
      message: `Redis did not answer within ${connectTimeoutMs} ms of start-up: rate limits count per process until it does.`,
    })
  })

  /** Resolves when the question may go ahead, rejects with the RateLimiterRes of a refusal. */
  async function count(key: string): Promise<unknown> {
    if (!shared) return refuseOver(memory.consume(key))
    await connected
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
      return refuseOver(memory.consume(key))
    }
  }

  /** The in-process decision in the shape Redis's refusals have. */
  const refuseOver = (decision: LimitDecision) => {
    if (!decision.allowed) throw new RateLimiterRes(0, decision.retryAfterSeconds * 1000)
    return decision
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
    countedClients: () => Promise.resolve(memory.size()),
    ready: () => connected,
    sharedStore: () => (!redis ? 'none' : redis.status === 'ready' && !sharedDown ? 'up' : 'down'),
    async close() {
      await redis?.quit().catch(() => redis.disconnect())
    },
  }
}

/** The limiter the environment describes: its allowance, and Redis when REDIS_URL is set. */
export function limiterFrom(env: Env): RequestLimiter {
  return createRequestLimiter(
    {
      points: env.RATE_LIMIT_POINTS,
      windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
      burstPoints: env.RATE_LIMIT_BURST_POINTS,
      burstWindowSeconds: env.RATE_LIMIT_BURST_WINDOW_SECONDS,
      maxClients: env.RATE_LIMIT_MAX_CLIENTS,
    },
    env.REDIS_URL,
    { redis: { commandTimeoutMs: env.REDIS_COMMAND_TIMEOUT_MS, connectTimeoutMs: env.REDIS_CONNECT_TIMEOUT_MS } },
  )
}
