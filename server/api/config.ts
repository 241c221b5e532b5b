import { readServerLimits } from '../http/server-limits.ts'
import { DEFAULT_IPV6_PREFIX, type ProxyHeader } from './client-address.ts'

/** Settings of the API, read once from the environment. Every value has a sane default. */
export interface RateLimitConfig {
  /** Questions per client per window. */
  points: number
  windowSeconds: number
  /** Extra questions a client may spend once the window's points are gone, refilled slowly. */
  burstPoints: number
  burstWindowSeconds: number
  /** Clients counted in memory at most; the least recently seen are forgotten beyond it. */
  maxClients?: number
}

export interface RedisTimeouts {
  /** A command (or a paused Redis) gets this long before the in-process count answers instead. */
  commandTimeoutMs: number
  connectTimeoutMs: number
}

export interface ApiConfig {
  /** How many proxies we run in front of the app (TRUST_PROXY); 0 ignores X-Forwarded-For. */
  trustProxy: number
  /** The header those proxies write the client into (TRUST_PROXY_HEADER). */
  proxyHeader: ProxyHeader
  /** IPv6 clients are counted by this prefix length (RATE_LIMIT_IPV6_PREFIX). */
  ipv6Prefix: number
  rateLimit: RateLimitConfig
  /** Share rate-limit counts between instances through Redis when set. */
  redisUrl: string | undefined
  redis: RedisTimeouts
  maxBodyBytes: number
  /**
   * The body must have arrived within this: a little under the server's own request timeout
   * (REQUEST_TIMEOUT_MS), so the API's 408, in its JSON shape and logged as a deadline, comes first.
   */
  bodyTimeoutMs: number
  /** Every API request is answered within this many milliseconds, whatever the upstreams do. */
  deadlineMs: number
}

type Env = Record<string, string | undefined>

export const MAX_BODY_BYTES = 16 * 1024
export const DEFAULT_API_DEADLINE_MS = 10_000
export const DEFAULT_MAX_CLIENTS = 10_000
/** How much earlier than Node's request timeout the API gives up on a body. */
export const BODY_TIMEOUT_MARGIN_MS = 250

export const isTruthy = (value: string | undefined) => /^(1|true|yes|on)$/i.test(value?.trim() ?? '')

export function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : fallback
}

/**
 * TRUST_PROXY=<hops>: the number of proxies we run in front of the app (Express's meaning).
 * `true`/`yes`/`on` mean one proxy, never "trust every hop" (that would let clients pick their address).
 */
export function proxyHops(value: string | undefined): number {
  const v = value?.trim() ?? ''
  if (/^\d+$/.test(v)) return Math.min(Number(v), 32)
  return isTruthy(v) ? 1 : 0
}

/** TRUST_PROXY_HEADER: `x-forwarded-for`, `forwarded`, or `auto` (the default: the first of those the request has). */
export function proxyHeaderOf(value: string | undefined): ProxyHeader {
  const v = value?.trim().toLowerCase()
  return v === 'x-forwarded-for' || v === 'forwarded' ? v : 'auto'
}

export function readApiConfig(env: Env = process.env): ApiConfig {
  return {
    trustProxy: proxyHops(env.TRUST_PROXY),
    proxyHeader: proxyHeaderOf(env.TRUST_PROXY_HEADER),
    ipv6Prefix: Math.min(128, positiveInt(env.RATE_LIMIT_IPV6_PREFIX, DEFAULT_IPV6_PREFIX)),
    rateLimit: {
      points: positiveInt(env.RATE_LIMIT_POINTS, 10),
      windowSeconds: positiveInt(env.RATE_LIMIT_WINDOW_SECONDS, 60),
      burstPoints: positiveInt(env.RATE_LIMIT_BURST_POINTS, 5),
      burstWindowSeconds: positiveInt(env.RATE_LIMIT_BURST_WINDOW_SECONDS, 600),
      maxClients: positiveInt(env.RATE_LIMIT_MAX_CLIENTS, DEFAULT_MAX_CLIENTS),
    },
    redisUrl: env.REDIS_URL?.trim() || undefined,
    redis: {
      commandTimeoutMs: positiveInt(env.REDIS_COMMAND_TIMEOUT_MS, 500),
      connectTimeoutMs: positiveInt(env.REDIS_CONNECT_TIMEOUT_MS, 2_000),
    },
    maxBodyBytes: MAX_BODY_BYTES,
    bodyTimeoutMs: Math.max(1, readServerLimits(env).requestTimeoutMs - BODY_TIMEOUT_MARGIN_MS),
    deadlineMs: positiveInt(env.API_DEADLINE_MS, DEFAULT_API_DEADLINE_MS),
  }
}
