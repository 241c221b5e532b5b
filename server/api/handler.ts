import { fetchRequestHandler } from '@trpc/server/adapters/fetch'
import { createContext, type ApiDeps, type RequestMeta } from '../context.ts'
import { retryAfterOf } from '../errors.ts'
import { appRouter } from '../router.ts'
import { BodyTooLargeError, readBodyWithLimit } from './body-limit.ts'
import { clientAddressOf } from './client-address.ts'
import { defaultDeps } from './deps.ts'
import { jsonError } from './json-error.ts'
import { hashClient, type RequestLogRecord } from './logger.ts'

export const API_ENDPOINT = '/api/trpc'

const outcomeOf = (status: number): RequestLogRecord['outcome'] =>
  status < 400 ? 'ok' : status === 413 ? 'too_large' : status === 429 ? 'rate_limited' : status < 500 ? 'rejected' : 'error'

/** Buffers the body under the size limit, then lets tRPC answer. */
async function respond(deps: ApiDeps, request: Request, meta: RequestMeta): Promise<Response> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  const body = hasBody ? await readBodyWithLimit(request, deps.maxBodyBytes) : undefined
  // The body is JSON whatever the client labelled it (curl -d says form-urlencoded): any HTTP client works.
  const headers = new Headers(request.headers)
  if (hasBody) headers.set('content-type', 'application/json')
  const buffered = new Request(request.url, { method: request.method, headers, body, signal: request.signal })
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

/** The API as a fetch handler: `(Request) => Promise<Response>`, for the Start route, srvx or tests. */
export function createApiHandler(deps: ApiDeps) {
  return async function handleApi(request: Request): Promise<Response> {
    const started = performance.now()
    const meta: RequestMeta = {}
    let response: Response
    try {
      // Browsers mark requests another site makes them send; those never come from this site's chat.
      response =
        request.headers.get('sec-fetch-site') === 'cross-site'
          ? jsonError(403, 'FORBIDDEN', 'Requests from other sites are not accepted.')
          : await respond(deps, request, meta)
    } catch (error) {
      response =
        error instanceof BodyTooLargeError
          ? jsonError(413, 'PAYLOAD_TOO_LARGE', error.message)
          : jsonError(400, 'BAD_REQUEST', 'The request body could not be read.')
    }
    deps.logger.request({
      ts: new Date().toISOString(),
      method: request.method,
      path: new URL(request.url).pathname,
      status: response.status,
      outcome: outcomeOf(response.status),
      latencyMs: Math.round(performance.now() - started),
      answerer: meta.answeredBy,
      fallbackReason: meta.fallbackReason,
      error: meta.error,
      client: hashClient(clientAddressOf(request.headers, deps.trustProxy)),
    })
    return response
  }
}

let defaultHandler: ((request: Request) => Promise<Response>) | undefined

/** The handler configured from the environment, built on first use. */
export function handleApiRequest(request: Request): Promise<Response> {
  defaultHandler ??= createApiHandler(defaultDeps())
  return defaultHandler(request)
}
