import type { Answerer } from './ai/answerer.ts'
import type { AnsweredBy } from './ai/answer-with-fallback.ts'
import { clientKeyOf, type ProxyHeader } from './api/client-address.ts'
import type { Logger } from './api/logger.ts'
import type { RequestLimiter } from './api/rate-limit.ts'

/** What the API is built from, chosen once at start-up (server/api/deps.ts). */
export interface ApiDeps {
  answerer: Answerer
  /** Answers when `answerer` fails; the embedded answerer. */
  fallback: Answerer
  limiter: RequestLimiter
  logger: Logger
  /** Proxies we run in front of the app (TRUST_PROXY); 0 ignores X-Forwarded-For. */
  trustProxy: number
  /** The header those proxies write (TRUST_PROXY_HEADER); `auto` by default. */
  proxyHeader?: ProxyHeader
  /** IPv6 clients are counted by this prefix (RATE_LIMIT_IPV6_PREFIX, default 64). */
  ipv6Prefix?: number
  maxBodyBytes: number
  /** The body must have arrived within this (a little under REQUEST_TIMEOUT_MS); the API deadline bounds it too. */
  bodyTimeoutMs?: number
  /** Total time an API request may take (API_DEADLINE_MS, default 10 s). */
  deadlineMs?: number
  /** The public origin (SITE_URL): requests whose `Origin` is this one are same-site. */
  siteOrigin?: string
}

/** Filled in while a request runs, for its one log line. */
export interface RequestMeta {
  answeredBy?: AnsweredBy
  fallbackReason?: string
  /** The tRPC error code, when the request failed (and the cause's class for internal errors). */
  error?: string
}

export interface Context {
  /** The client's rate-limit key: an IPv4 address, or an IPv6 prefix (`2001:db8:1:2::/64`). */
  clientAddress: string
  answerer: Answerer
  fallback: Answerer
  limiter: RequestLimiter
  logger: Logger
  meta: RequestMeta
}

export function createContext(deps: ApiDeps, headers: Headers, meta: RequestMeta = {}): Context {
  return {
    clientAddress: clientKeyOf(headers, deps),
    answerer: deps.answerer,
    fallback: deps.fallback,
    limiter: deps.limiter,
    logger: deps.logger,
    meta,
  }
}
