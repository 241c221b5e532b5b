import { BodyTooLargeError, limitBodyStream } from 'srvx/body-limit'

export { BodyTooLargeError }

/** The body did not arrive before the request's deadline (a slow or stalled client). */
export class BodyTimeoutError extends Error {
  override readonly name = 'BodyTimeoutError'
  constructor() {
    super('The request body did not arrive in time.')
  }
}

const tooLarge = (limit: number) => new BodyTooLargeError(`The request body is too large; the limit is ${Math.round(limit / 1024)} KiB.`)

/**
 * Reads the whole body, refusing more than `limit` bytes: by the declared Content-Length without
 * touching the body (the 413 then goes out before the connection closes), then by counting what
 * arrives (srvx's limitBodyStream), since the header can lie or be absent. `signal` ends the read:
 * a body dribbled a byte at a time would otherwise hold the request.
 */
export async function readBodyWithLimit(request: Request, limit: number, signal?: AbortSignal): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get('content-length') ?? '0') > limit) throw tooLarge(limit)
  if (!request.body) return new Uint8Array()
  const counted = limitBodyStream(request.body, limit, { createError: tooLarge })
  const body = signal ? counted.pipeThrough(new TransformStream(), { signal }) : counted
  try {
    return await new Response(body).bytes()
  } catch (error) {
    throw signal?.aborted && !(error instanceof BodyTooLargeError) ? new BodyTimeoutError() : error
  }
}
