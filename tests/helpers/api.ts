import { afterAll, beforeAll } from 'vitest'
import { createEmbeddedAnswerer } from '../../server/ai/embedded-answerer.ts'
import { MAX_BODY_BYTES, type ApiDeps } from '../../server/api/deps.ts'
import { createApiHandler } from '../../server/api/handler.ts'
import { createContext, type RequestMeta } from '../../server/context.ts'
import type { Logger, RequestLogRecord } from '../../server/log.ts'
import { createRequestLimiter } from '../../server/services/rate-limit.ts'
import { appRouter } from '../../server/router.ts'
import { createCallerFactory } from '../../server/trpc.ts'
import { startHttpServer, type RunningServer } from './http-server.ts'

/** A logger that keeps its request lines, so tests can read what would have been printed. */
export function memoryLogger(): Logger & { lines: RequestLogRecord[] } {
  const lines: RequestLogRecord[] = []
  const logger: Logger = (entry) => {
    if (entry.event === 'api_request') lines.push(entry as RequestLogRecord)
  }
  return Object.assign(logger, { lines })
}

/** Limits high enough that only the rate-limit tests ever reach them. */
export const roomyLimits = { points: 10_000, windowSeconds: 60, burstPoints: 1, burstWindowSeconds: 60 }

export function testDeps(overrides: Partial<ApiDeps> = {}): ApiDeps & { logger: ReturnType<typeof memoryLogger> } {
  const embedded = createEmbeddedAnswerer()
  const logger = memoryLogger()
  return {
    answerer: embedded,
    fallback: embedded,
    limiter: createRequestLimiter(roomyLimits),
    trustProxy: 0,
    maxBodyBytes: MAX_BODY_BYTES,
    ...overrides,
    logger,
  }
}

const createCaller = createCallerFactory(appRouter)

/** The router called in-process, as one client (by default 203.0.113.7) would. */
export function callerFor(deps: ApiDeps, headers: Record<string, string> = { 'x-client-ip': '203.0.113.7' }, meta: RequestMeta = {}) {
  return createCaller(createContext(deps, new Headers(headers), meta))
}

export const handlerFor = (deps: ApiDeps) => createApiHandler(deps)

/**
 * The API on a real HTTP server for the whole test file: started before the first test,
 * stopped (with its rate limiter) after the last. Read `url` inside tests, once it is up.
 */
export function serveApiForSuite(deps: ApiDeps & { logger: ReturnType<typeof memoryLogger> } = testDeps()) {
  let server: RunningServer | undefined
  beforeAll(async () => {
    server = await startHttpServer(handlerFor(deps))
  })
  afterAll(async () => {
    await server?.close()
    await deps.limiter.close()
  })
  return {
    deps,
    get url() {
      if (!server) throw new Error('the API server is not running yet: read url inside a test')
      return server.url
    },
  }
}
