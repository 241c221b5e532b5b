import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { NodeRequest, sendNodeResponse } from 'srvx/node'
import type { Env } from '../env.ts'
import type { Logger } from '../log.ts'
import { keyOf } from '../services/client-address.ts'
import { alwaysUp, answerProbe, type ProbeState } from './probes.ts'
import { screenRequest } from './request-screen.ts'

/** What one client may hold on the server: slow headers, slow bodies, idle and parallel connections. */
export type ServerLimits = Pick<
  Env,
  'HEADERS_TIMEOUT_MS' | 'REQUEST_TIMEOUT_MS' | 'KEEP_ALIVE_TIMEOUT_MS' | 'MAX_CONNECTIONS_PER_CLIENT' | 'RATE_LIMIT_IPV6_PREFIX'
>

type FetchHandler = (request: Request & { ip?: string }) => Promise<Response>

/** Paths in log lines are cut short: they come from the client. */
const loggedPath = (url: string | undefined) => (url ?? '').split('?', 1)[0]!.slice(0, 200)

/** Responses built with `new Response()` have no reason phrase; Node would send `HTTP/1.1 200 ` without one. */
function withReasonPhrase(response: Response): Response {
  if (response.statusText) return response
  const { status, headers, body } = response
  return new Response(body, { status, statusText: STATUS_CODES[status] ?? '', headers })
}

async function writeResponse(res: ServerResponse, response: Response, log: Logger, req: IncomingMessage) {
  // A request whose body has not all arrived is answered on a connection that then closes (below): the response says
  // so, or a client that keeps connections alive sends its next request into the closed socket.
  if (!req.complete) res.shouldKeepAlive = false
  try {
    await sendNodeResponse(res, withReasonPhrase(response))
  } catch (error) {
    if (!res.destroyed) res.destroy()
    log({ level: 'warn', event: 'response_failed', method: req.method, path: loggedPath(req.url), error: (error as Error).message })
  }
}

/**
 * Refuses a connection beyond `max` open ones from the same client before a byte is parsed:
 * a few hundred slow connections from one client would otherwise use up the descriptors. A
 * client is an IPv4 address or an IPv6 prefix (every address of a /64 is one visitor's).
 */
function capConnectionsPerClient(server: Server, max: number, ipv6Prefix: number, log: Logger) {
  if (max <= 0) return
  const open = new Map<string, number>()
  server.on('connection', (socket: Socket) => {
    const address = keyOf(socket.remoteAddress, ipv6Prefix)
    const count = (open.get(address) ?? 0) + 1
    if (count > max) {
      // Logged once per flood (when the cap is first hit), not once per refused connection.
      if (count === max + 1) log({ level: 'warn', event: 'connection_limit', max })
      open.set(address, count)
      socket.once('close', () => release(address))
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\nRetry-After: 5\r\n\r\n')
      socket.destroySoon()
      return
    }
    open.set(address, count)
    socket.once('close', () => release(address))
  })
  function release(address: string) {
    const count = (open.get(address) ?? 1) - 1
    if (count <= 0) open.delete(address)
    else open.set(address, count)
  }
}

/**
 * The node:http server around the fetch handler: health checks answered first (any Host, or
 * none), timeouts for slow headers, slow bodies and idle connections, a cap on connections per
 * address, and requests no fetch handler could even represent (an unparsable Host, TRACE)
 * answered here with a 4xx instead of a bare 500. One response per connection whose request
 * body has not all arrived: it is closed after that response, so Node never adds its own 408
 * for the rest of the body.
 */
export function createNodeServer(fetch: FetchHandler, limits: ServerLimits, log: Logger, probes: ProbeState = alwaysUp): Server {
  const server = createServer(
    {
      headersTimeout: limits.HEADERS_TIMEOUT_MS,
      requestTimeout: limits.REQUEST_TIMEOUT_MS,
      keepAliveTimeout: limits.KEEP_ALIVE_TIMEOUT_MS,
      // Node checks the two timeouts above on this interval (30 s by default, longer than they are).
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(limits.HEADERS_TIMEOUT_MS / 4))),
    },
    (req, res) => {
      const socket = req.socket
      res.once('finish', () => {
        if (!req.complete) socket.destroySoon()
      })
      const probe = answerProbe(req, probes)
      if (probe) {
        req.resume()
        void writeResponse(res, probe, log, req)
        return
      }
      // A client that goes away mid-upload: one line, not a stack (the handler sees its body end early).
      let aborted = false
      req.on('error', (error: NodeJS.ErrnoException) => {
        // The handler stopped reading the body itself (its deadline, or srvx's body limit), and logs that.
        if (aborted || error.code === 'ABORT_ERR' || error.name === 'AbortError' || error.code === 'ERR_BODY_TOO_LARGE') return
        aborted = true
        log({ level: 'info', event: 'client_aborted', method: req.method, path: loggedPath(req.url), code: error.code })
      })
      const rejection = screenRequest(req)
      if (rejection) {
        log({ level: 'warn', event: 'bad_request', reason: rejection.reason, method: req.method, path: loggedPath(req.url) })
        void writeResponse(res, rejection.response, log, req)
        return
      }
      void fetch(new NodeRequest({ req, res })).then((response) => writeResponse(res, response, log, req))
    },
  )
  capConnectionsPerClient(server, limits.MAX_CONNECTIONS_PER_CLIENT, limits.RATE_LIMIT_IPV6_PREFIX, log)
  return server
}
