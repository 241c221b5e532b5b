import { BodyTooLargeError, limitRequestBody } from 'srvx/body-limit'

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
 * Reads the whole body, refusing more than `limit` bytes (srvx checks the declared Content-Length,
 * then counts what arrives, since the header can lie or be absent). `signal` ends the read: a body
 * dribbled a byte at a time would otherwise hold the request.
 */
export async function readBodyWithLimit(request: Request, limit: number, signal?: AbortSignal): Promise<Uint8Array<ArrayBuffer>> {
  const limited = limitRequestBody(request, limit, { createError: tooLarge })
  if (!limited.body) return new Uint8Array()
  const body = signal ? limited.body.pipeThrough(new TransformStream(), { signal }) : limited.body
  try {
    return await new Response(body).bytes()
  } catch (error) {
    throw signal?.aborted && !(error instanceof BodyTooLargeError) ? new BodyTimeoutError() : error
  }
}
