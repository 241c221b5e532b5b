import { join } from 'node:path'
import { redirectFor } from '#content/lib/redirects.ts'
import { withClientIp } from './client-ip.ts'
import { isHtml } from './content-types.ts'
import { finishHandlerResponse } from './handler-response.ts'
import { jsonLineLogger, type Logger } from '../log.ts'
import { canonicalPath, decodeSafePath, isApiPath, isMiscasedApiPath } from './paths.ts'
import { badRequest, methodNotAllowed, notFound, permanentRedirect, serverError } from './plain-responses.ts'
import { relativeLocation } from './redirect-location.ts'
import { loadStaticFiles, serveStaticFile } from './static-files.ts'

/** The default export of `dist/server/server.js`. */
export interface AppHandler {
  fetch(request: Request): Response | Promise<Response>
  /** Loads and exercises what the first request would otherwise load (app/server.ts). */
  warm?(): Promise<void>
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
  const canonicalRules = { isKnown: (path: string) => files.has(path), redirectFor }

  async function callHandler(request: IncomingRequest, path: string): Promise<Response> {
    try {
      const response = await handler.fetch(withClientIp(request, request.ip))
      if (!(response instanceof Response)) throw new TypeError('The app handler did not return a Response')
      if (response.status === 404 && isHtml(response.headers.get('content-type'))) {
        log({ level: 'warn', event: 'not_found', path })
      }
      return await finishHandlerResponse(relativeLocation(response, request), request)
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
    // The API keeps its own methods (tRPC answers 405 itself); `/API/...` is neither API nor page.
    if (isApiPath(path)) return callHandler(request, path)
    if (isMiscasedApiPath(path)) {
      log({ level: 'warn', event: 'not_found', path })
      return notFound()
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      log({ level: 'warn', event: 'method_not_allowed', method: request.method, path })
      return methodNotAllowed('GET, HEAD')
    }

    const file = files.get(path)
    if (file) return serveStaticFile(file, request)
    const canonical = canonicalPath(url.pathname, canonicalRules)
    if (canonical) return permanentRedirect(`${canonical}${url.search}`)
    // A missing hashed asset (an old build's file name) is never a page: no need to render one.
    if (path.startsWith('/assets/')) {
      log({ level: 'warn', event: 'not_found', path })
      return notFound()
    }
    return callHandler(request, path)
  }

  return async function handleRequest(request) {
    try {
      return await route(request)
    } catch (error) {
      // Whatever went wrong, the client gets a page and the log one line, never a bare 500.
      log({ level: 'error', event: 'request_error', method: request.method, error: (error as Error).message })
      return serverError()
    }
  }
}
