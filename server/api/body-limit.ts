export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError'
  readonly limit: number

  constructor(limit: number) {
    super(`The request body is too large; the limit is ${Math.round(limit / 1024)} KiB.`)
    this.limit = limit
  }
}

/**
 * Reads the whole body, refusing more than `limit` bytes: first by the declared
 * Content-Length, then by counting what actually arrives (the header can lie or be absent).
 */
export async function readBodyWithLimit(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > limit) throw new BodyTooLargeError(limit)
  if (!request.body) return new Uint8Array()

  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      throw new BodyTooLargeError(limit)
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}
