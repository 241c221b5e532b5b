import type { Answerer } from './ai/answerer.ts'
import type { AnsweredBy } from './ai/answer-with-fallback.ts'
import { clientKeyOf, type ClientKeyOptions } from './services/client-address.ts'
import type { RequestLimiter } from './services/rate-limit.ts'

/** What every request's context is made from, chosen once at start-up. */
export interface ContextDeps extends ClientKeyOptions {
  answerer: Answerer
  /** Answers when `answerer` fails; the embedded answerer. */
  fallback: Answerer
  limiter: RequestLimiter
}

/** Filled in while a request runs, for its one log line. */
export interface RequestMeta {
  answeredBy?: AnsweredBy
  fallbackReason?: string
  /** The tRPC error code, when the request failed (and the cause's class for internal errors). */
  error?: string
}

export interface Context extends Pick<ContextDeps, 'answerer' | 'fallback' | 'limiter'> {
  /** The client's rate-limit key: an IPv4 address, or an IPv6 prefix (`2001:db8:1:2::/64`). */
  clientAddress: string
  meta: RequestMeta
}

export function createContext(deps: ContextDeps, headers: Headers, meta: RequestMeta = {}): Context {
  return {
    clientAddress: clientKeyOf(headers, deps),
    answerer: deps.answerer,
    fallback: deps.fallback,
    limiter: deps.limiter,
    meta,
  }
}
