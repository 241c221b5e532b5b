import { createWriteStream, existsSync } from 'node:fs'
import { cp, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { spawnGroup } from './process-group.ts'
import type { Teardown } from './teardown.ts'

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 */
  origin: string
  stop(): Promise<void>
}

/**
 * The load test is one client: the limiter would answer 429 after a handful of questions, and the
 * per-address connection cap would refuse its parallel connections.
 */
const SERVER_ENV = {
  PORT: '0',
  HOST: '127.0.0.1',
  RATE_LIMIT_POINTS: '1000000000',
  RATE_LIMIT_BURST_POINTS: '1000000000',
  MAX_CONNECTIONS_PER_CLIENT: '0',
}
/** Unset so the embedded answerer and the in-memory limiter are measured, never a network service. */
const UNSET_ENV = ['ANTHROPIC_API_KEY', 'ANTHROPIC_BASE_URL', 'REDIS_URL', 'TRUST_PROXY']

const START_TIMEOUT_MS = 30_000

function serverEnv(distDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...SERVER_ENV, DIST_DIR: distDir }
  for (const name of UNSET_ENV) delete env[name]
  return env
}

/** `npm run build`, its output kept in `logFile` (the error names that file when the build fails). */
export async function buildApp(root: string, logFile: string, teardown: Teardown): Promise<void> {
  const log = createWriteStream(logFile)
  // Under `npm run`, npm_execpath is npm's own CLI: no shell and no PATH lookup needed.
  const npmCli = process.env.npm_execpath
  const [command, args] = npmCli ? [process.execPath, [npmCli, 'run', 'build']] : ['npm', ['run', 'build']]
  const build = spawnGroup(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
  const untrack = teardown.add(build)
  build.child.stdout?.pipe(log)
  build.child.stderr?.pipe(log)
  const code = await build.exited
  untrack()
  await new Promise((resolve) => log.end(resolve))
  if (code !== 0) throw new Error(`npm run build failed (${code}); its output is in ${logFile}`)
}

export function hasBuild(root: string): boolean {
  return existsSync(join(root, 'dist', 'server', 'server.js')) && existsSync(join(root, 'dist', 'client'))
}

/**
 * Copies dist/ aside and serves the copy: the server loads route chunks lazily, so a rebuild
 * in another terminal during the run would otherwise turn responses into 500s.
 */
export async function snapshotBuild(root: string, target: string): Promise<void> {
  await rm(target, { recursive: true, force: true })
  await cp(join(root, 'dist'), target, { recursive: true })
}

/**
 * Starts `node server/http/serve.ts` for `distDir` on a free loopback port and waits for its
 * "Listening on" line. Its output goes to `logFile`.
 */
export async function startServer(root: string, distDir: string, logFile: string, teardown: Teardown): Promise<RunningServer> {
  const server = spawnGroup(process.execPath, [join('server', 'http', 'serve.ts')], {
    cwd: root,
    env: serverEnv(distDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const untrack = teardown.add(server)
  // Keep draining: the API logs one line per request, and a full pipe would stall the server.
  const log = createWriteStream(logFile)
  const recent: string[] = []
  const remember = (chunk: Buffer) => {
    log.write(chunk)
    recent.push(...chunk.toString().split('\n').filter(Boolean))
    recent.splice(0, Math.max(0, recent.length - 20))
  }
  server.child.stderr?.on('data', remember)
  void server.exited.then(() => log.end())

  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS)
    server.child.stdout?.on('data', (chunk: Buffer) => {
      remember(chunk)
      const match = /Listening on (http:\/\/\S+)/.exec(chunk.toString())
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    })
    void server.exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`the server exited (${code}) before listening:\n${recent.join('\n')}`))
    })
  }).catch(async (error: unknown) => {
    await server.stop()
    untrack()
    throw error
  })

  return {
    origin,
    async stop() {
      await server.stop()
      untrack()
    },
  }
}
