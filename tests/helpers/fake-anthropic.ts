import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What the fake upstream does with the next requests. */
export type UpstreamMode =
  | { kind: 'reply'; text: string }
  /** Streams `chunks` as separate text deltas; waits for `release` (if given) after the first one. */
  | { kind: 'chunks'; chunks: string[]; release?: Promise<void> }
  | { kind: 'status'; status: number; type: string; retryAfter?: string }
  | { kind: 'hang' }
  | { kind: 'empty' }
  /** Sends the headers and then one byte of whitespace every `everyMs`, never finishing. */
  | { kind: 'drip'; everyMs: number }

export interface RecordedRequest {
  method: string
  path: string
  headers: IncomingHttpHeaders
  body: Record<string, unknown>
}

export interface FakeAnthropic {
  /** Pass as ANTHROPIC_BASE_URL. */
  url: string
  requests: RecordedRequest[]
  mode: UpstreamMode
  close(): Promise<void>
}

const usage = { input_tokens: 2048, output_tokens: 64, cache_creation_input_tokens: 0, cache_read_input_tokens: 2000 }

/** A Messages API response as the real service sends it. */
function message(model: unknown, content: { type: 'text'; text: string }[]) {
  return {
    id: `msg_${Math.random().toString(36).slice(2, 14)}`,
    type: 'message',
    role: 'assistant',
    model,
    content,
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage,
  }
}

const sse = (res: ServerResponse, event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)

/** A streamed Messages API response: the events the real service sends, one text delta per chunk. */
async function streamChunks(res: ServerResponse, model: unknown, chunks: string[], release?: Promise<void>) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
  sse(res, 'message_start', { type: 'message_start', message: { ...message(model, []), stop_reason: null } })
  sse(res, 'content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } })
  for (const [i, text] of chunks.entries()) {
    sse(res, 'content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } })
    if (i === 0 && release) await release
    if (res.destroyed) return
  }
  sse(res, 'content_block_stop', { type: 'content_block_stop', index: 0 })
  sse(res, 'message_delta', {
    type: 'message_delta',
    delta: { stop_reason: 'end_turn', stop_sequence: null },
    usage: { output_tokens: 64 },
  })
  sse(res, 'message_stop', { type: 'message_stop' })
  res.end()
}

/**
 * A local HTTP server that speaks the Anthropic Messages API (`POST /v1/messages`, plain and
 * streamed) on 127.0.0.1, so the real SDK can be exercised end to end without the network.
 */
export async function startFakeAnthropic(mode: UpstreamMode = { kind: 'reply', text: 'Hello from the fake.' }): Promise<FakeAnthropic> {
  const requests: RecordedRequest[] = []
  const fake = { requests, mode } as FakeAnthropic
  const timers = new Set<NodeJS.Timeout>()

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {}
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body })
      const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}`, ...headers })
        res.end(JSON.stringify(payload))
      }
      if (req.method !== 'POST' || req.url?.split('?')[0] !== '/v1/messages') {
        return send(404, { type: 'error', error: { type: 'not_found_error', message: 'Not found' } })
      }
      const current = fake.mode
      const streamed = body.stream === true
      if (current.kind === 'hang') return // never answers; the client's deadline must fire
      if (current.kind === 'status') {
        const retry: Record<string, string> = current.retryAfter ? { 'retry-after': current.retryAfter } : { 'retry-after-ms': '20' }
        return send(current.status, { type: 'error', error: { type: current.type, message: 'fake failure' } }, retry)
      }
      if (current.kind === 'drip') {
        res.writeHead(200, { 'content-type': streamed ? 'text/event-stream' : 'application/json' })
        const timer = setInterval(
          () => (res.destroyed ? clearInterval(timer) : res.write(streamed ? ': still here\n\n' : ' ')),
          current.everyMs,
        )
        timers.add(timer)
        res.on('close', () => clearInterval(timer))
        return
      }
      if (current.kind === 'empty') return streamed ? void streamChunks(res, body.model, []) : send(200, message(body.model, []))
      const parts = current.kind === 'chunks' ? current.chunks : [current.text]
      if (streamed) return void streamChunks(res, body.model, parts, current.kind === 'chunks' ? current.release : undefined)
      send(200, message(body.model, [{ type: 'text', text: parts.join('') }]))
    })
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const timer of timers) clearInterval(timer)
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return fake
}
