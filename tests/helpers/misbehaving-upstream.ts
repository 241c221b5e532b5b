import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * How the fake Messages API misbehaves:
 * - `retry-after`: 429 with `Retry-After: 3600` (an SDK that honours it sleeps for an hour);
 * - `hang`: reads the request and never answers;
 * - `drip`: sends 200 and its headers, then the body one byte at a time, far too slowly to finish.
 */
export type Misbehaviour = 'retry-after' | 'hang' | 'drip'

export interface MisbehavingUpstream {
  /** Pass as ANTHROPIC_BASE_URL. */
  url: string
  mode: Misbehaviour
  /** Requests received so far (the SDK's retries included). */
  requests: number
  close(): Promise<void>
}

/** How often `drip` sends its next byte; the body it promises would take minutes. */
const DRIP_INTERVAL_MS = 200
/** A drip stops after this many bytes whatever happens, so nothing outlives the test by much. */
const MAX_DRIPPED_BYTES = 200

/** A local server on 127.0.0.1 that speaks just enough of `POST /v1/messages` to hold a client up. */
export async function startMisbehavingUpstream(mode: Misbehaviour): Promise<MisbehavingUpstream> {
  const timers = new Set<NodeJS.Timeout>()
  const upstream = { mode, requests: 0 } as MisbehavingUpstream

  function drip(res: ServerResponse) {
    const body = Buffer.from(JSON.stringify({ type: 'message', role: 'assistant', content: [{ type: 'text', text: 'x'.repeat(4096) }] }))
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(body.byteLength) })
    let sent = 0
    const timer = setInterval(() => {
      if (res.destroyed || sent >= MAX_DRIPPED_BYTES) {
        clearInterval(timer)
        timers.delete(timer)
        return
      }
      res.write(body.subarray(sent, sent + 1))
      sent++
    }, DRIP_INTERVAL_MS)
    timers.add(timer)
  }

  const server = createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      upstream.requests++
      if (upstream.mode === 'hang') return
      if (upstream.mode === 'drip') return drip(res)
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '3600' })
      res.end(JSON.stringify({ type: 'error', error: { type: 'rate_limit_error', message: 'slow down' } }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  upstream.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  upstream.close = () =>
    new Promise<void>((resolve) => {
      for (const timer of timers) clearInterval(timer)
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return upstream
}
