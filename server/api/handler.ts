import { fetchRequestHandler } from '@trpc/server/adapters/fetch'
import { createContext, type RequestMeta } from '../context.ts'
import { defaults } from '../env.ts'
import { retryAfterOf } from '../errors.ts'
import { hashClient, type RequestLogRecord } from '../log.ts'
import { appRouter } from '../router.ts'
import { clientKeyOf } from '../services/client-address.ts'
import { apiProcess } from '../services/process-state.ts'
import { BodyTimeoutError, BodyTooLargeError, readBodyWithLimit } from './body-limit.ts'
import { isCrossSite } from './cross-site.ts'
import { defaultDeps, type ApiDeps } from './deps.ts'
import { jsonError } from './json-error.ts'
import { startDeadline } from './request-deadline.ts'
import { streamWithinDeadline, type StreamEnd } from './stream-deadline.ts'

export const API_ENDPOINT = '/api/trpc'

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

/**
 * The body, ended by `signal` or by `bodyTimeoutMs`, whichever comes first: a body still arriving
 * when Node's own request timeout fires would get Node's bare 408 instead of this API's.
 */
async function readBodyWithin(request: Request, deps: ApiDeps, signal: AbortSignal) {
  if (deps.bodyTimeoutMs === undefined) return readBodyWithLimit(request, deps.maxBodyBytes, signal)
  const stop = new AbortController()
  const timer = setTimeout(() => stop.abort(), deps.bodyTimeoutMs)
  try {
    return await readBodyWithLimit(request, deps.maxBodyBytes, AbortSignal.any([signal, stop.signal]))
  } finally {
    clearTimeout(timer)
  }
}

/** Buffers the body under the size limit, then lets tRPC answer. `signal` ends both. */
async function respond(deps: ApiDeps, request: Request, meta: RequestMeta, signal: AbortSignal, bodyRead: () => void): Promise<Response> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  const body = hasBody ? await readBodyWithin(request, deps, signal) : undefined
  bodyRead()
  // The body is JSON whatever the client labelled it (curl -d says form-urlencoded): any HTTP client works.
  const headers = new Headers(request.headers)
  if (hasBody) headers.set('content-type', 'application/json')
  const buffered = new Request(request.url, { method: request.method, headers, body, signal })
  return fetchRequestHandler({
    endpoint: API_ENDPOINT,
    req: buffered,
    router: appRouter,
    allowMethodOverride: false,
    // Batches of one only: httpBatchStreamLink sends a streamed call as a batch (?batch=1).
    allowBatching: true,
    maxBatchSize: 1,
    createContext: ({ req }) => createContext(deps, req.headers, meta),
    onError: ({ error }) => {
      meta.error = error.code === 'INTERNAL_SERVER_ERROR' ? `${error.code}:${error.cause?.name ?? 'Error'}` : error.code
    },
    responseMeta: ({ errors }) => {
      const headers = new Headers({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' })
      const retryAfter = errors.map(retryAfterOf).find((s) => s !== undefined)
      if (retryAfter !== undefined) headers.set('retry-after', String(retryAfter))
      return { headers }
    },
  })
}

/** The connection closes after it: the rest of the body may still be on its way, and nothing else is answered on it. */
function bodyTimeout() {
  const response = jsonError(408, 'TIMEOUT', 'The request body did not arrive in time.')
  response.headers.set('connection', 'close')
  return response
}
const answerTimeout = () => jsonError(504, 'GATEWAY_TIMEOUT', 'The answer took too long. Please try again in a moment.')

/** httpBatchStreamLink's calls (the widget's `ai-agent-stream`) ask for JSON Lines. */
const isStreamedCall = (request: Request) => request.headers.get('trpc-accept') === 'application/jsonl'

/**
 * Answers within the deadline whatever the body, the limiter or the answerers do: the work's
 * signal aborts a little before the deadline (the answerer stops and the embedded one answers
 * instead), and whatever still has not answered at the deadline gets a 408 or 504. A streamed
 * answer must end within the same deadline. `onEnd` runs once the response is complete.
 */
async function respondInTime(deps: ApiDeps, request: Request, meta: RequestMeta, onEnd: (status: number, stream?: StreamEnd) => void): Promise<Response> {
  let bodyDone = false
  let timedOut = false
  let streaming = false
  const deadline = startDeadline(deps.deadlineMs ?? defaults.API_DEADLINE_MS, request.signal)
  let response: Response | undefined
  try {
    const work = respond(deps, request, meta, deadline.signal, () => (bodyDone = true)).catch((error: unknown) => {
      if (request.signal.aborted) return jsonError(499, 'CLIENT_CLOSED_REQUEST', 'The client closed the request.')
      if (error instanceof BodyTooLargeError) return jsonError(413, 'PAYLOAD_TOO_LARGE', error.message)
      if (error instanceof BodyTimeoutError) {
        meta.error = 'BODY_DEADLINE'
        return bodyTimeout()
      }
      return jsonError(400, 'BAD_REQUEST', 'The request body could not be read.')
    })
    const late = deadline.expired.then(() => {
      timedOut = true
      meta.error = bodyDone ? 'DEADLINE' : 'BODY_DEADLINE'
      return bodyDone ? answerTimeout() : bodyTimeout()
    })
    response = await Promise.race([work, late])
    if (!isStreamedCall(request) || timedOut) return response
    streaming = true
    const { status } = response
    return streamWithinDeadline(response, deadline, (end) => {
      if (end === 'deadline') meta.error = 'STREAM_DEADLINE'
      onEnd(status, end)
    })
  } finally {
    if (!streaming) {
      deadline.clear()
      onEnd(response?.status ?? 500)
    }
  }
}

const logged = (response: Response, log: (status: number) => void) => {
  log(response.status)
  return response
}

/** The API as a fetch handler: `(Request) => Promise<Response>`, for the Start route, srvx or tests. */
export function createApiHandler(deps: ApiDeps) {
  return async function handleApi(request: Request): Promise<Response> {
    const started = performance.now()
    const meta: RequestMeta = {}
    const path = new URL(request.url).pathname
    const inFlight = apiProcess().inFlight
    let status = 0
    let written = false
    // One line per request, once its response is complete (a streamed answer's after its last
    // byte), or when the process stops before that (`shutdown`, from endInFlight()).
    const write = (outcome: Outcome, stream?: StreamOutcome) => {
      if (written) return
      written = true
      inFlight.delete(endNow)
      const record: RequestLogRecord = {
        level: 'info',
        event: 'api_request',
        method: request.method,
        path,
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
    const log = (finalStatus: number, end?: StreamEnd) => {
      status = finalStatus
      const clientGone = request.signal.aborted && end !== 'complete'
      if (end === undefined) return write(outcomeOf(status, meta, clientGone))
      const stream = streamOutcome(end, clientGone)
      const outcome = stream === 'complete' ? outcomeOf(status, meta, false) : stream === 'error' ? 'error' : stream
      write(outcome, stream)
    }
    // One canonical path: `/API/TRPC/...` is not the API (the router matches paths without case).
    if (!path.startsWith(`${API_ENDPOINT}/`)) return logged(jsonError(404, 'NOT_FOUND', `No such endpoint: the API lives under ${API_ENDPOINT}/.`), log)
    // Requests another site makes a browser send never come from this site's chat.
    if (isCrossSite(request, deps.siteOrigin)) return logged(jsonError(403, 'FORBIDDEN', 'Requests from other sites are not accepted.'), log)
    const response = await respondInTime(deps, request, meta, (finalStatus, end) => log(finalStatus, end))
    // A streamed answer's status is out before its log line: a shutdown mid-stream reports it.
    if (!written) status = response.status
    return response
  }
}

let defaultHandler: ((request: Request) => Promise<Response>) | undefined

/** The handler configured from the environment, built on first use. */
export function handleApiRequest(request: Request): Promise<Response> {
  defaultHandler ??= createApiHandler(defaultDeps())
  return defaultHandler(request)
}
