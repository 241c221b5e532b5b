/**
 * The production server: `npm run serve` after `npm run build`.
 * Env: PORT (default 3000, 0 picks a free port), HOST (default localhost), DIST_DIR (default ./dist),
 * and the limits in server-limits.ts (HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS,
 * MAX_CONNECTIONS_PER_CLIENT, SHUTDOWN_GRACE_MS).
 */
import type { Server } from 'node:http'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequestHandler } from './app.ts'
import { loadAppHandler, MissingBuildError } from './dist.ts'
import { jsonLineLogger } from './log.ts'
import { createNodeServer } from './node-server.ts'
import { readServerLimits } from './server-limits.ts'

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT must be a whole number from 0 to 65535, got "${value}".`)
  return port
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
 * SIGTERM/SIGINT: stop accepting, let in-flight requests finish (idle keep-alive connections
 * close at once), cut whatever is left after the grace period, then exit.
 */
function stopOnSignals(server: Server, graceMs: number) {
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    jsonLineLogger({ level: 'info', event: 'shutdown', signal, graceMs })
    server.close(() => process.exit(0))
    server.closeIdleConnections()
    setTimeout(() => {
      server.closeAllConnections()
      process.exit(0)
    }, graceMs).unref()
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

const projectRoot = fileURLToPath(new URL('../../', import.meta.url))
const distDir = resolve(process.env.DIST_DIR || join(projectRoot, 'dist'))
const hostname = process.env.HOST || 'localhost'
const port = parsePort(process.env.PORT)
const limits = readServerLimits()

const handler = await loadAppHandler(distDir).catch((error: unknown) => {
  if (error instanceof MissingBuildError) fail(error.message)
  throw error
})
const server = createNodeServer(await createRequestHandler({ distDir, handler }), limits, jsonLineLogger)
await new Promise<void>((resolveListen) => {
  server.once('error', (error) => fail(`Could not listen on ${hostname}:${port}: ${error.message}`))
  server.listen(port, hostname, resolveListen)
})
stopOnSignals(server, limits.shutdownGraceMs)
console.log(`Listening on ${listeningUrl(server, hostname)}`)
