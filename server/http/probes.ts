import type { IncomingMessage } from 'node:http'
import { secureHeaders } from './security-headers.ts'

/** Liveness: 200 while the server takes requests, 503 once it is shutting down. */
export const HEALTH_PATH = '/healthz'
/** Readiness: also 503 while the rate limit cannot be shared (REDIS_URL set, Redis unreachable). */
export const READY_PATH = '/readyz'

export interface ProbeState {
  /** SIGTERM/SIGINT received: finishing in-flight requests, taking no new work. */
  stopping(): boolean
  /** Whether the rate limit is shared through Redis right now ('none' without REDIS_URL). */
  sharedStore(): 'none' | 'up' | 'down'
}

export const alwaysUp: ProbeState = { stopping: () => false, sharedStore: () => 'none' }

function probe(status: number, body: Record<string, string>, head: boolean): Response {
  const text = `${JSON.stringify(body)}\n`
  const headers = secureHeaders({
    'content-type': 'application/json',
    'cache-control': 'no-store',
    'content-length': String(Buffer.byteLength(text)),
  })
  // A balancer that sees 503 stops sending; it need not keep this connection either.
  if (status === 503) headers.set('connection', 'close')
  return new Response(head ? null : text, { status, headers })
}

/**
 * Health checks as load balancers send them, answered before anything else looks at the request:
 * HAProxy's `option httpchk` sends `GET /healthz HTTP/1.0` without a Host, others probe by IP with
 * any Host, or with HEAD. Null for every other request.
 */
export function answerProbe(req: IncomingMessage, state: ProbeState): Response | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const path = (req.url ?? '').split('?', 1)[0]
  if (path !== HEALTH_PATH && path !== READY_PATH) return null
  const head = req.method === 'HEAD'
  if (state.stopping()) return probe(503, { status: 'stopping' }, head)
  if (path === HEALTH_PATH) return probe(200, { status: 'ok' }, head)
  const store = state.sharedStore()
  if (store === 'down') return probe(503, { status: 'not_ready', rateLimit: 'redis_unreachable' }, head)
  return probe(200, { status: 'ready', rateLimit: store === 'up' ? 'shared' : 'process' }, head)
}
