export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError'
  readonly limit: number

  constructor(limit: number) {
    super(`The request body is too large; the limit is ${Math.round(limit / 1024)} KiB.`)
    this.limit = limit
  }
}

/** The body did not arrive before the request's deadline (a slow or stalled client). */
export class BodyTimeoutError extends Error {
  override readonly name = 'BodyTimeoutError'
  constructor() {
    super('The request body did not arrive in time.')
  }
}

/**
 * Reads the whole body, refusing more than `limit` bytes: first by the declared
 * Content-Length, then by counting what actually arrives (the header can lie or be absent).
 * `signal` ends the read (a body dribbled a byte at a time would otherwise hold the request).
 */
export async function readBodyWithLimit(request: Request, limit: number, signal?: AbortSignal): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > limit) throw new BodyTooLargeError(limit)
  if (!request.body) return new Uint8Array()

  const reader = request.body.getReader()
  const stop = () => void reader.cancel().catch(() => {})
  if (signal?.aborted) stop()
  signal?.addEventListener('abort', stop, { once: true })
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (signal?.aborted) throw new BodyTimeoutError()
      if (done) break
      size += value.byteLength
      if (size > limit) {
        stop()
        throw new BodyTooLargeError(limit)
      }
      chunks.push(value)
    }
  } catch (error) {
    throw signal?.aborted && !(error instanceof BodyTooLargeError) ? new BodyTimeoutError() : error
  } finally {
    signal?.removeEventListener('abort', stop)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}
