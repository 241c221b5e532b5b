/**
 * The production server: `npm run serve` after `npm run build`.
 * Env: PORT (default 3000, 0 picks a free port), HOST (default localhost), DIST_DIR (default ./dist).
 */
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve, type Server } from 'srvx'
import { createRequestHandler } from './app.ts'
import { loadAppHandler, MissingBuildError } from './dist.ts'

/** How long in-flight requests get to finish after SIGTERM/SIGINT before connections are cut. */
const shutdownGraceMs = 5000

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
  const address = server.node?.server?.address()
  if (!address || typeof address === 'string') return String(address ?? hostname)
  const wildcard = hostname === '0.0.0.0' || hostname === '::'
  const host = wildcard ? 'localhost' : hostname
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`
}

function stopOnSignals(server: Server) {
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    setTimeout(() => void server.close(true), shutdownGraceMs).unref()
    await server.close()
    process.exit(0)
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

const projectRoot = fileURLToPath(new URL('../../', import.meta.url))
const distDir = resolve(process.env.DIST_DIR || join(projectRoot, 'dist'))
const hostname = process.env.HOST || 'localhost'
const port = parsePort(process.env.PORT)

const handler = await loadAppHandler(distDir).catch((error: unknown) => {
  if (error instanceof MissingBuildError) fail(error.message)
  throw error
})
const server = serve({
  fetch: await createRequestHandler({ distDir, handler }),
  port,
  hostname,
  silent: true,
  gracefulShutdown: false,
})
await server.ready().catch((error: unknown) => fail(`Could not listen on ${hostname}:${port}: ${(error as Error).message}`))
stopOnSignals(server)
console.log(`Listening on ${listeningUrl(server, hostname)}`)
