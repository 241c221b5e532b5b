import { describe, expect, it } from 'vitest'
import { BodyTooLargeError, readBodyWithLimit } from '../../server/api/body-limit.ts'

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/trpc/ai-agent-proxy', { method: 'POST', body, headers, duplex: 'half' } as RequestInit)

function streamOf(chunks: number, size: number) {
  let sent = 0
  let pulled = 0
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        pulled++
        if (sent++ < chunks) controller.enqueue(new Uint8Array(size).fill(120))
        else controller.close()
      },
    },
    { highWaterMark: 0 },
  ) // pull only when read, so `pulled` counts reads
  return { stream, pulled: () => pulled }
}

describe('readBodyWithLimit', () => {
  it('returns a body under the limit byte for byte', async () => {
    const body = await readBodyWithLimit(post('{"query":"héllo"}'), 100)
    expect(new TextDecoder().decode(body)).toBe('{"query":"héllo"}')
  })

  it('refuses by the declared Content-Length before reading anything', async () => {
    const { stream, pulled } = streamOf(1, 10)
    await expect(readBodyWithLimit(post(stream, { 'content-length': '5000' }), 1000)).rejects.toBeInstanceOf(BodyTooLargeError)
    expect(pulled()).toBe(0)
  })

  it('refuses a body larger than its Content-Length claims, and stops reading early', async () => {
    const { stream, pulled } = streamOf(100, 1000)
    await expect(readBodyWithLimit(post(stream, { 'content-length': '10' }), 4000)).rejects.toThrow(/too large/)
    expect(pulled()).toBeLessThan(10)
  })

  it('refuses a stream with no length once it passes the limit', async () => {
    const { stream } = streamOf(5, 1000)
    await expect(readBodyWithLimit(post(stream), 4000)).rejects.toBeInstanceOf(BodyTooLargeError)
    const { stream: small } = streamOf(4, 1000)
    await expect(readBodyWithLimit(post(small), 4000)).resolves.toHaveLength(4000)
  })
})
