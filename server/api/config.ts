/** Settings of the API, read once from the environment. Every value has a sane default. */
export interface RateLimitConfig {
  /** Questions per client per window. */
  points: number
  windowSeconds: number
  /** Extra questions a client may spend once the window's points are gone, refilled slowly. */
  burstPoints: number
  burstWindowSeconds: number
}

export interface ApiConfig {
  /** Take the client address from the first X-Forwarded-For entry (behind a trusted proxy). */
  trustProxy: boolean
  rateLimit: RateLimitConfig
  /** Share rate-limit counts between instances through Redis when set. */
  redisUrl: string | undefined
  maxBodyBytes: number
}

type Env = Record<string, string | undefined>

export const MAX_BODY_BYTES = 16 * 1024

export const isTruthy = (value: string | undefined) => /^(1|true|yes|on)$/i.test(value?.trim() ?? '')

export function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : fallback
}

export function readApiConfig(env: Env = process.env): ApiConfig {
  return {
    trustProxy: isTruthy(env.TRUST_PROXY),
    rateLimit: {
      points: positiveInt(env.RATE_LIMIT_POINTS, 10),
      windowSeconds: positiveInt(env.RATE_LIMIT_WINDOW_SECONDS, 60),
      burstPoints: positiveInt(env.RATE_LIMIT_BURST_POINTS, 5),
      burstWindowSeconds: positiveInt(env.RATE_LIMIT_BURST_WINDOW_SECONDS, 600),
    },
    redisUrl: env.REDIS_URL?.trim() || undefined,
    maxBodyBytes: MAX_BODY_BYTES,
  }
}
