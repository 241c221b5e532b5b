import { describe, expect, it } from 'vitest'
import { MAX_BODY_BYTES } from '../../server/api/deps.ts'
import { serveApiForSuite } from '../helpers/api.ts'
import { postJson, postRaw, postStream } from '../helpers/http-server.ts'

const server = serveApiForSuite()
const { deps } = server

type ErrorBody = { error: { message: string; data: { code: string; httpStatus: number; stack?: string } } }

describe('POST /api/trpc/ai-agent-proxy over real HTTP', () => {
  it('answers a valid query with tRPC’s result shape', async () => {
    const res = await postJson(server.url, { query: 'What tools do you use?' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = (await res.json()) as { result: { data: { answer: string; sources: { href: string }[] } } }
    expect(body.result.data.answer).toContain('Photoshop')
    expect(body.result.data.sources[0]?.href).toMatch(/^\//)
  })

  it('accepts history turns', async () => {
    const res = await postJson(server.url, {
      query: 'And your AI work?',
      history: [
        { role: 'user', content: 'hi' },
        { role: 'assistant', content: 'Hello!' },
      ],
    })
    expect(res.status).toBe(200)
  })

  it('rejects malformed JSON with 400', async () => {
    const res = await postRaw(server.url, '{"query": "hi"')
    expect(res.status).toBe(400)
    const body = (await res.json()) as ErrorBody
    expect(body.error.message).toMatch(/valid JSON/)
  })

  it.each(['application/x-www-form-urlencoded', 'text/plain', ''])(
    'reads a JSON body sent as %j (curl -d, plain clients)',
    async (type) => {
      const res = await postRaw(server.url, '{"query":"What tools do you use?"}', type ? { 'content-type': type } : {})
      expect(res.status).toBe(200)
      const body = (await res.json()) as { result: { data: { answer: string } } }
      expect(body.result.data.answer).toMatch(/Photoshop|Midjourney|Illustrator/)
    },
  )

  it('refuses requests a browser marks as sent from another site', async () => {
    const res = await postRaw(server.url, '{"query":"hi"}', { 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site' })
    expect(res.status).toBe(403)
    const body = (await res.json()) as ErrorBody
    expect(body.error.message).toMatch(/other sites/)
  })

  it.each([
    ['an empty query', { query: '' }, 'query must not be empty'],
    ['a blank query', { query: '   ' }, 'query must not be empty'],
    ['a number', { query: 7 }, 'query must be a string'],
    ['no query', {}, 'query is required'],
    ['an array', [1, 2], 'the body must be a JSON object'],
    ['a long query', { query: 'x'.repeat(1001) }, 'query must be at most 1000 characters'],
  ])('rejects %s with 400 and a readable message', async (_, payload, message) => {
    const res = await postJson(server.url, payload)
    expect(res.status).toBe(400)
    const body = (await res.json()) as ErrorBody
    expect(body.error.data.code).toBe('BAD_REQUEST')
    expect(body.error.message).toContain(message)
    expect(body.error.data.stack).toBeUndefined()
    expect(JSON.stringify(body)).not.toMatch(/at .+\.ts:\d+/)
  })

  it('refuses a body over 16 KiB by its Content-Length with 413', async () => {
    const res = await postJson(server.url, { query: 'x'.repeat(MAX_BODY_BYTES) })
    expect(res.status).toBe(413)
    const body = (await res.json()) as ErrorBody
    expect(body.error.data.code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('refuses a streamed body over 16 KiB that declares no length with 413', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(4096))
    const res = await postStream(
      server.url,
      Array.from({ length: 8 }, () => chunk),
    ) // no Content-Length to check up front
    expect(res.status).toBe(413)
  })

  it('accepts a small streamed (chunked) body', async () => {
    const parts = ['{"query":', '"What tools do you use?"}'].map((p) => new TextEncoder().encode(p))
    const res = await postStream(server.url, parts)
    expect(res.status).toBe(200)
  })

  it('accepts a body just under the limit', async () => {
    const res = await postJson(server.url, { query: 'hello', history: [{ role: 'user', content: 'y'.repeat(3900) }] })
    expect(res.status).toBe(200)
  })

  it('answers GET of the mutation with 405, not 5xx', async () => {
    const res = await fetch(`${server.url}/api/trpc/ai-agent-proxy?input=${encodeURIComponent('{"query":"hi"}')}`)
    expect(res.status).toBe(405)
    const body = (await res.json()) as ErrorBody
    expect(body.error.data.code).toBe('METHOD_NOT_SUPPORTED')
  })

  it('answers an unknown procedure with 404', async () => {
    const res = await fetch(`${server.url}/api/trpc/nope`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })
    expect(res.status).toBe(404)
  })

  it('does not take batches of more than one call (a batch of one is how the widget streams)', async () => {
    const res = await fetch(`${server.url}/api/trpc/ai-agent-proxy,ai-agent-proxy?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ 0: { query: 'hi' }, 1: { query: 'hi' } }),
    })
    expect(res.status).toBe(400)
  })

  it('logs one line per request without the question', async () => {
    const before = deps.logger.lines.length
    await postJson(server.url, { query: 'secret question about wedding photography' })
    const lines = deps.logger.lines.slice(before)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ method: 'POST', path: '/api/trpc/ai-agent-proxy', status: 200, outcome: 'ok', answerer: 'embedded' })
    expect(lines[0]?.latencyMs).toBeGreaterThanOrEqual(0)
    expect(JSON.stringify(lines[0])).not.toMatch(/secret|wedding/)
  })

  it('logs the error code of a rejected request', async () => {
    await postJson(server.url, { query: '' })
    expect(deps.logger.lines.at(-1)).toMatchObject({ status: 400, outcome: 'rejected', error: 'BAD_REQUEST' })
    expect(deps.logger.lines.at(-1)?.answerer).toBeUndefined()
  })
})
