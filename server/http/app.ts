import { STATUS_CODES } from 'node:http'
import { join } from 'node:path'
import { withClientIp } from './client-ip.ts'
import { isHtml } from './content-types.ts'
import { finishHandlerResponse } from './handler-response.ts'
import { jsonLineLogger, type Logger } from './log.ts'
import { decodeSafePath, trailingSlashRedirect } from './paths.ts'
import { badRequest, notFound, permanentRedirect, serverError } from './plain-responses.ts'
import { loadStaticFiles, serveStaticFile } from './static-files.ts'

/** The default export of `dist/server/server.js`. */
export interface AppHandler {
  fetch(request: Request): Response | Promise<Response>
}

export interface RequestHandlerOptions {
  /** The build output: `client/` is served as files, everything else goes to `handler`. */
  distDir: string
  handler: AppHandler
  log?: Logger
}

/** srvx adds the socket's peer address to the requests it hands over. */
type IncomingRequest = Request & { ip?: string }

/**
 * The whole production request pipeline as a fetch function, so tests can call it without a
 * port: prerendered pages and assets from memory, the rest through the app handler.
 */
export async function createRequestHandler({
  distDir,
  handler,
  log = jsonLineLogger,
}: RequestHandlerOptions): Promise<(request: IncomingRequest) => Promise<Response>> {
  const files = await loadStaticFiles(join(distDir, 'client'))

  async function callHandler(request: IncomingRequest, path: string): Promise<Response> {
    try {
      const response = await handler.fetch(withClientIp(request, request.ip))
      if (!(response instanceof Response)) throw new TypeError('The app handler did not return a Response')
      if (response.status === 404 && isHtml(response.headers.get('content-type'))) {
        log({ level: 'warn', event: 'not_found', path })
      }
      return await finishHandlerResponse(response, request)
    } catch (error) {
      const detail = error instanceof Error ? (error.stack ?? error.message) : String(error)
      log({ level: 'error', event: 'handler_error', method: request.method, path, error: detail })
      return serverError()
    }
  }

  async function route(request: IncomingRequest): Promise<Response> {
    const url = new URL(request.url)
    const path = decodeSafePath(url.pathname)
    if (path === null) return badRequest()

    if (request.method === 'GET' || request.method === 'HEAD') {
      const redirect = trailingSlashRedirect(url)
      if (redirect) return permanentRedirect(redirect)
      const file = files.get(path)
      if (file) return serveStaticFile(file, request)
      // A missing hashed asset (an old build's file name) is never a page: no need to render one.
      if (path.startsWith('/assets/')) {
        log({ level: 'warn', event: 'not_found', path })
        return notFound()
      }
    }
    return callHandler(request, path)
  }

  return async function handleRequest(request) {
    const response = await route(request)
    if (response.statusText) return response
    // Responses built with `new Response()` have no reason phrase; Node would send `HTTP/1.1 200 ` without one.
    const { status, headers, body } = response
    return new Response(body, { status, statusText: STATUS_CODES[status] ?? '', headers })
  }
}
