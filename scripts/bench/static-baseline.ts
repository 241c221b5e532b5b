import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Baseline {
  origin: string
  stop(): Promise<void>
}

/**
 * The reference: a bare node:http server answering every request with the same bytes from
 * memory, no routing, ETags, compression or security headers. Started in this process on
 * another loopback port; the load generator runs in a worker thread, so the two do not share
 * an event loop.
 */
export async function startStaticBaseline(html: Buffer): Promise<Baseline> {
  const headers = { 'content-type': 'text/html; charset=utf-8', 'content-length': String(html.length) }
  const server = createServer((_request, response) => {
    response.writeHead(200, headers)
    response.end(html)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** The page exactly as the production server sends it to a client that asks for no compression. */
export async function fetchPage(url: string): Promise<Buffer> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`)
  return Buffer.from(await response.arrayBuffer())
}
