import { selectAnswerer } from '../ai/select-answerer.ts'
import type { ContextDeps } from '../context.ts'
import { env, type Env } from '../env.ts'
import { jsonLineLogger, type Logger } from '../log.ts'
import { processLimiter } from '../services/process-state.ts'
import { limiterFrom } from '../services/rate-limit.ts'

/** Bodies over this get 413: a question and its history fit many times over. */
export const MAX_BODY_BYTES = 16 * 1024
/** How much earlier than Node's request timeout the API gives up on a body, so the 408 is its own. */
export const BODY_TIMEOUT_MARGIN_MS = 250

/** What the API is built from: the context's parts, and the limits of the request edge. */
export interface ApiDeps extends ContextDeps {
  logger: Logger
  maxBodyBytes: number
  /** The body must have arrived within this (a little under REQUEST_TIMEOUT_MS); the API deadline bounds it too. */
  bodyTimeoutMs?: number
  /** Total time an API request may take (API_DEADLINE_MS). */
  deadlineMs?: number
  /** The public origin (SITE_URL): requests whose `Origin` is this one are same-site. */
  siteOrigin?: string
}

/** Everything the API needs, from the environment: answerers, limiter (memory or Redis), logger. */
export function buildDeps(env: Env, overrides: Partial<ApiDeps> = {}): ApiDeps {
  return {
    ...selectAnswerer(env),
    limiter: overrides.limiter ?? limiterFrom(env),
    logger: jsonLineLogger,
    trustProxy: env.TRUST_PROXY,
    proxyHeader: env.TRUST_PROXY_HEADER,
    ipv6Prefix: env.RATE_LIMIT_IPV6_PREFIX,
    maxBodyBytes: MAX_BODY_BYTES,
    bodyTimeoutMs: Math.max(1, env.REQUEST_TIMEOUT_MS - BODY_TIMEOUT_MARGIN_MS),
    deadlineMs: env.API_DEADLINE_MS,
    siteOrigin: env.SITE_URL && new URL(env.SITE_URL).origin,
    ...overrides,
  }
}

let deps: ApiDeps | undefined

/**
 * Built once per process on first use, never changed after. The limiter is the process's one
 * (services/process-state.ts), which the production server made at start-up.
 */
export function defaultDeps(): ApiDeps {
  deps ??= buildDeps(env, { limiter: processLimiter() })
  return deps
}
