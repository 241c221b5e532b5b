/** The production server: `npm run serve` after `npm run build`, configured by server/env.ts. */
import type { Server } from 'node:http'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { env, type Env } from '../env.ts'
import { jsonLineLogger } from '../log.ts'
import { warmMeaning } from '../ai/embedded/meaning.ts'
import { apiProcess, endInFlight, processLimiter } from '../services/process-state.ts'
import type { RequestLimiter } from '../services/rate-limit.ts'
import { createRequestHandler } from './app.ts'
import { loadAppHandler, MissingBuildError } from './dist.ts'
import { createNodeServer } from './node-server.ts'

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

/** The URL to print: the real port (PORT=0 picks one), and `localhost` when bound to every interface. */
function listeningUrl(server: Server, hostname: string): string {
  const address = server.address()
  if (!address || typeof address === 'string') return String(address ?? hostname)
  const wildcard = hostname === '0.0.0.0' || hostname === '::'
  const host = wildcard ? 'localhost' : hostname
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`
}

/**
 * SIGTERM/SIGINT: /healthz answers 503 at once (and the server keeps accepting for
 * SHUTDOWN_DRAIN_MS, so a balancer sees it); then it stops accepting and lets in-flight requests
 * finish (idle keep-alive connections close at once). After SHUTDOWN_GRACE_MS, the requests still
 * running are logged as `shutdown` and their connections cut; then it exits.
 */
function stopOnSignals(server: Server, limits: Pick<Env, 'SHUTDOWN_GRACE_MS' | 'SHUTDOWN_DRAIN_MS'>, limiter: RequestLimiter) {
  const state = apiProcess()
  const exit = () => {
    void limiter.close().catch(() => {})
    process.exit(0)
  }
  const stop = (signal: NodeJS.Signals) => {
    if (state.stopping) return
    state.stopping = true
    jsonLineLogger({ level: 'info', event: 'shutdown', signal, graceMs: limits.SHUTDOWN_GRACE_MS, drainMs: limits.SHUTDOWN_DRAIN_MS })
    setTimeout(() => {
      server.close(exit)
      server.closeIdleConnections()
      setTimeout(() => {
        endInFlight()
        server.closeAllConnections()
        exit()
      }, limits.SHUTDOWN_GRACE_MS).unref()
    }, limits.SHUTDOWN_DRAIN_MS)
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

const projectRoot = fileURLToPath(new URL('../../', import.meta.url))
const distDir = resolve(env.DIST_DIR ?? join(projectRoot, 'dist'))
const { HOST: hostname, PORT: port } = env

const handler = await loadAppHandler(distDir).catch((error: unknown) => {
  if (error instanceof MissingBuildError) fail(error.message)
  throw error
})
// With REDIS_URL, the first question is counted there: wait for the connection (up to
// REDIS_CONNECT_TIMEOUT_MS; then the in-process count stands in, logged once) before listening.
const limiter = processLimiter()
await limiter.ready()
// The embedded assistant's sentence encoder (a second or two of loading, in steps of up to ~100 ms) is made
// ready before the first visitor, so that no request waits for it or shares the event loop with its loading.
await warmMeaning().catch((error: unknown) =>
  jsonLineLogger({ level: 'warn', event: 'meaning_unavailable', message: error instanceof Error ? error.message : String(error) }),
)
// The built app's own modules (the API, the knowledge base, the harm model): over a second to load on first use.
await handler
  .warm?.()
  .catch((error: unknown) =>
    jsonLineLogger({ level: 'warn', event: 'warm_up_failed', message: error instanceof Error ? error.message : String(error) }),
  )
const probes = { stopping: () => apiProcess().stopping, sharedStore: () => limiter.sharedStore() }
const server = createNodeServer(await createRequestHandler({ distDir, handler }), env, jsonLineLogger, probes)
await new Promise<void>((resolveListen) => {
  server.once('error', (error) => fail(`Could not listen on ${hostname}:${port}: ${error.message}`))
  server.listen(port, hostname, resolveListen)
})
stopOnSignals(server, env, limiter)
console.log(`Listening on ${listeningUrl(server, hostname)}`)
