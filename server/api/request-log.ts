import type { RequestMeta } from '../context.ts'
import { hashClient, type Logger, type RequestLogRecord } from '../log.ts'
import { clientKeyOf, type ClientKeyOptions } from '../services/client-address.ts'
import { apiProcess } from '../services/process-state.ts'
import type { StreamEnd } from './stream-deadline.ts'

type Outcome = RequestLogRecord['outcome']
type StreamOutcome = NonNullable<RequestLogRecord['stream']>

/** The outcome a finished response stands for; the tRPC error code decides where the status cannot (a stream's is 200). */
function outcomeOf(status: number, meta: RequestMeta, clientGone: boolean): Outcome {
  if (clientGone || status === 499) return apiProcess().stopping ? 'shutdown' : 'client_aborted'
  if (status === 429 || meta.error === 'TOO_MANY_REQUESTS') return 'rate_limited'
  if (status === 413) return 'too_large'
  if (status === 408 || status === 504 || meta.error?.endsWith('DEADLINE')) return 'deadline'
  if (status >= 500 || meta.error?.startsWith('INTERNAL_SERVER_ERROR')) return 'error'
  if (status >= 400 || meta.error) return 'rejected'
  return 'ok'
}

/** How a streamed body ended, in the log's words. */
function streamOutcome(end: StreamEnd, clientGone: boolean): StreamOutcome {
  if (end === 'cancelled' || (end !== 'complete' && clientGone)) return apiProcess().stopping ? 'shutdown' : 'client_aborted'
  return end
}

export interface RequestLog {
  /** The response is complete; a streamed one's body ended as `end` says. */
  ended: (status: number, end?: StreamEnd) => void
  /** The status is sent while the body may still stream: a shutdown before its end reports it. */
  sent(status: number): void
}

/**
 * One line per request, once its response is complete (a streamed answer's after its last byte),
 * or when the process stops before that (`shutdown`, from endInFlight()).
 */
export function startRequestLog(request: Request, meta: RequestMeta, deps: ClientKeyOptions & { logger: Logger }): RequestLog {
  const started = performance.now()
  const inFlight = apiProcess().inFlight
  let status = 0
  let written = false
  const write = (outcome: Outcome, stream?: StreamOutcome) => {
    if (written) return
    written = true
    inFlight.delete(endNow)
    const record: RequestLogRecord = {
      level: 'info',
      event: 'api_request',
      method: request.method,
      path: new URL(request.url).pathname,
      status,
      outcome,
      stream,
      latencyMs: Math.round(performance.now() - started),
      answerer: meta.answeredBy,
      fallbackReason: meta.fallbackReason,
      error: meta.error,
      client: hashClient(clientKeyOf(request.headers, deps)),
    }
    deps.logger(record)
  }
  // Status 0: nothing was sent yet. A stream already under way is cut with the connection.
  const endNow = (outcome: Outcome) => write(outcome, status > 0 ? 'shutdown' : undefined)
  inFlight.add(endNow)
  return {
    ended(finalStatus, end) {
      status = finalStatus
      const clientGone = request.signal.aborted && end !== 'complete'
      if (end === undefined) return write(outcomeOf(status, meta, clientGone))
      const stream = streamOutcome(end, clientGone)
      write(stream === 'complete' ? outcomeOf(status, meta, false) : stream === 'error' ? 'error' : stream, stream)
    },
    sent(sentStatus) {
      if (!written) status = sentStatus
    },
  }
}
