import { env } from '../env.ts'
import type { RequestLogRecord } from '../log.ts'
import { limiterFrom, type RequestLimiter } from './rate-limit.ts'

/** How a request still running ends when the process stops before it does. */
export type EndNow = (outcome: RequestLogRecord['outcome']) => void

/**
 * What the whole process shares, whichever copy of this module asks: the production server
 * (server/http/serve.ts) loads it from source, the app's build carries its own bundled copy,
 * and both must see one rate limiter (the server waits for its Redis before listening) and one
 * shutdown (so the API can log requests cut by it).
 */
interface ApiProcess {
  limiter?: RequestLimiter
  /** Set on SIGTERM/SIGINT: health checks answer 503 and requests cut from now on are `shutdown`. */
  stopping: boolean
  /** Requests whose log line is not written yet, each with the way to write it now. */
  inFlight: Set<EndNow>
}

const KEY = Symbol.for('discovery-portfolio.api-process')
type WithState = typeof globalThis & { [KEY]?: ApiProcess }

export function apiProcess(): ApiProcess {
  const global = globalThis as WithState
  global[KEY] ??= { stopping: false, inFlight: new Set() }
  return global[KEY]
}

/** The process's rate limiter, configured from the environment; made on first use. */
export function processLimiter(): RequestLimiter {
  const state = apiProcess()
  state.limiter ??= limiterFrom(env)
  return state.limiter
}

/** Shutdown: writes the log line of every request still running, as `shutdown`. */
export function endInFlight() {
  const state = apiProcess()
  for (const end of [...state.inFlight]) end('shutdown')
}
