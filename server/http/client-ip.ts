import { CLIENT_IP_HEADER, parseAddress } from '../services/client-address.ts'

/**
 * Why a request's signal aborted when its client went away. It carries an HTTP status, so the
 * app's error handling treats it as an expected end (a one-line log) rather than printing a stack.
 */
export class ClientClosedRequestError extends Error {
  override readonly name = 'ClientClosedRequestError'
  readonly status = 499
  readonly statusText = 'Client Closed Request'
  constructor() {
    super('the client closed the connection before the response')
  }
}

function abortedWhenClientLeaves(signal: AbortSignal): AbortSignal {
  const controller = new AbortController()
  const abort = () => controller.abort(new ClientClosedRequestError())
  if (signal.aborted) abort()
  else signal.addEventListener('abort', abort, { once: true })
  return controller.signal
}

/**
 * A copy of the request for the app handler whose `x-client-ip` is the socket's peer address
 * (the API's rate limiter keys on it). Whatever the client sent under that name is dropped,
 * so it cannot pick its own rate-limit bucket.
 */
export function withClientIp(request: Request, clientIp: string | undefined): Request {
  const headers = new Headers(request.headers)
  headers.delete(CLIENT_IP_HEADER)
  const address = parseAddress(clientIp)
  if (address) headers.set(CLIENT_IP_HEADER, address.toString())
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  const init: RequestInit & { duplex: 'half' } = {
    method: request.method,
    headers,
    body: hasBody ? request.body : null,
    signal: abortedWhenClientLeaves(request.signal),
    duplex: 'half',
  }
  return new Request(request.url, init)
}
