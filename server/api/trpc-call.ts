import { fetchRequestHandler } from '@trpc/server/adapters/fetch'
import { createContext, type RequestMeta } from '../context.ts'
import { retryAfterOf } from '../errors.ts'
import { appRouter } from '../router.ts'
import { readBodyWithLimit } from './body-limit.ts'
import type { ApiDeps } from './deps.ts'
import { apiHeaders } from './json-error.ts'

export const API_ENDPOINT = '/api/trpc'

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
export async function callTrpc(
  deps: ApiDeps,
  request: Request,
  meta: RequestMeta,
  signal: AbortSignal,
  bodyRead: () => void,
): Promise<Response> {
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
      const headers = apiHeaders()
      const retryAfter = errors.map(retryAfterOf).find((s) => s !== undefined)
      if (retryAfter !== undefined) headers.set('retry-after', String(retryAfter))
      return { headers }
    },
  })
}
