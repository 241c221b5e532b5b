import type { AddressInfo } from 'node:net'
import { serve } from 'srvx'

export interface RunningServer {
  url: string
  close(): Promise<void>
}

/** A real HTTP server on a free loopback port, serving a fetch handler. */
export async function startHttpServer(fetch: (request: Request) => Promise<Response>): Promise<RunningServer> {
  const server = serve({ fetch, port: 0, hostname: '127.0.0.1', silent: true })
  await server.ready()
  const address = server.node?.server?.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => server.close(true),
  }
}

/** POST a raw body to the one procedure. */
export function postRaw(baseUrl: string, body: BodyInit, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}/api/trpc/ai-agent-proxy`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  })
}

export const postJson = (baseUrl: string, value: unknown, headers: Record<string, string> = {}) =>
  postRaw(baseUrl, JSON.stringify(value), headers)

/** POST a body that goes out chunked (a stream has no Content-Length), one chunk per part. */
export function postStream(baseUrl: string, parts: Iterable<Uint8Array>) {
  const queue = [...parts]
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = queue.shift()
      if (next) controller.enqueue(next)
      else controller.close()
    },
  })
  return fetch(`${baseUrl}/api/trpc/ai-agent-proxy`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    duplex: 'half',
  } as RequestInit)
}
