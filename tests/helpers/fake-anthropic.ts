import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What the fake upstream does with the next requests. */
export type UpstreamMode =
  | { kind: 'reply'; text: string }
  | { kind: 'status'; status: number; type: string }
  | { kind: 'hang' }
  | { kind: 'empty' }

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
    usage: { input_tokens: 2048, output_tokens: 64, cache_creation_input_tokens: 0, cache_read_input_tokens: 2000 },
  }
}

/**
 * A local HTTP server that speaks the Anthropic Messages API (`POST /v1/messages`) on
 * 127.0.0.1, so the real SDK can be exercised end to end without the network.
 */
export async function startFakeAnthropic(mode: UpstreamMode = { kind: 'reply', text: 'Hello from the fake.' }): Promise<FakeAnthropic> {
  const requests: RecordedRequest[] = []
  const fake = { requests, mode } as FakeAnthropic

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
      if (current.kind === 'hang') return // never answers; the client's timeout must fire
      if (current.kind === 'status') {
        // A short retry hint keeps the SDK's one retry quick.
        return send(current.status, { type: 'error', error: { type: current.type, message: 'fake failure' } }, { 'retry-after-ms': '20' })
      }
      if (current.kind === 'empty') return send(200, message(body.model, []))
      send(200, message(body.model, [{ type: 'text', text: current.text }]))
    })
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return fake
}
