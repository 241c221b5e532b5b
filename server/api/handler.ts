import type { RequestMeta } from '../context.ts'
import { defaults } from '../env.ts'
import { BodyTimeoutError, BodyTooLargeError } from './body-limit.ts'
import { isCrossSite } from './cross-site.ts'
import { defaultDeps, type ApiDeps } from './deps.ts'
import { jsonError } from './json-error.ts'
import { startRequestLog, type RequestLog } from './request-log.ts'
import { startDeadline } from './request-deadline.ts'
import { streamWithinDeadline, type StreamEnd } from './stream-deadline.ts'
import { API_ENDPOINT, callTrpc } from './trpc-call.ts'

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
async function respondInTime(
  deps: ApiDeps,
  request: Request,
  meta: RequestMeta,
  onEnd: (status: number, stream?: StreamEnd) => void,
): Promise<Response> {
  let bodyDone = false
  let timedOut = false
  let streaming = false
  const deadline = startDeadline(deps.deadlineMs ?? defaults.API_DEADLINE_MS, request.signal)
  let response: Response | undefined
  try {
    const work = callTrpc(deps, request, meta, deadline.signal, () => (bodyDone = true)).catch((error: unknown) => {
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

const logged = (response: Response, log: RequestLog) => {
  log.ended(response.status)
  return response
}

/** The API as a fetch handler: `(Request) => Promise<Response>`, for the Start route, srvx or tests. */
export function createApiHandler(deps: ApiDeps) {
  return async function handleApi(request: Request): Promise<Response> {
    const meta: RequestMeta = {}
    const log = startRequestLog(request, meta, deps)
    const path = new URL(request.url).pathname
    // One canonical path: `/API/TRPC/...` is not the API (the router matches paths without case).
    if (!path.startsWith(`${API_ENDPOINT}/`))
      return logged(jsonError(404, 'NOT_FOUND', `No such endpoint: the API lives under ${API_ENDPOINT}/.`), log)
    // Requests another site makes a browser send never come from this site's chat.
    if (isCrossSite(request, deps.siteOrigin))
      return logged(jsonError(403, 'FORBIDDEN', 'Requests from other sites are not accepted.'), log)
    const response = await respondInTime(deps, request, meta, log.ended)
    log.sent(response.status)
    return response
  }
}

let defaultHandler: ((request: Request) => Promise<Response>) | undefined

/** The handler configured from the environment, built on first use. */
export function handleApiRequest(request: Request): Promise<Response> {
  defaultHandler ??= createApiHandler(defaultDeps())
  return defaultHandler(request)
}
