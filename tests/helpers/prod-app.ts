import { spawn, type ChildProcessByStdio } from 'node:child_process'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { connect } from 'node:net'
import { dirname, join } from 'node:path'
import type { Readable } from 'node:stream'
import { pathToFileURL } from 'node:url'
import { createFixtureDist } from '../unit/fixtures/prod-dist/create-fixture.ts'
import { startServer, type RunningServer } from '../unit/fixtures/prod-dist/http-client.ts'

const root = join(import.meta.dirname, '../..')
const fileUrl = (path: string) => pathToFileURL(join(root, path)).href

/** Pages the build would have prerendered, beyond the fixture's `/` and `/portfolio/graphics`. */
const extraPages = ['home', 'portfolio/artificial-intelligence']

/**
 * A build output for the production server whose API is the real one from `server/api` (the
 * same module the app's `/api/trpc/$` route calls), configured by the server's environment;
 * everything else is the fixture handler. `/slow` answers after a moment and says on stdout
 * when it started, so a test can signal the server while a request is in flight.
 */
export async function createAppDist(): Promise<string> {
  const distDir = await createFixtureDist()
  for (const page of extraPages) {
    const file = join(distDir, 'client', page, 'index.html')
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, `<!doctype html><html lang="en"><head><title>${page}</title></head><body><h1>${page}</h1></body></html>`)
  }
  await writeFile(
    join(distDir, 'server', 'app-server.js'),
    `import fixture from './server-fixture.js'
import { handleApiRequest } from ${JSON.stringify(fileUrl('server/api/handler.ts'))}

export default {
  async fetch(request) {
    const { pathname } = new URL(request.url)
    if (pathname.toLowerCase().startsWith('/api/trpc')) return handleApiRequest(request)
    if (pathname === '/slow') {
      process.stdout.write('{"event":"slow_started"}\\n')
      await new Promise((resolve) => setTimeout(resolve, 500))
      return new Response('done after a moment\\n', { headers: { 'content-type': 'text/plain' } })
    }
    return fixture.fetch(request)
  },
}
`,
  )
  // The fixture handler moves aside; the wrapper above takes its place as the app's entry.
  const serverDir = join(distDir, 'server')
  await rename(join(serverDir, 'server.js'), join(serverDir, 'server-fixture.js'))
  await rename(join(serverDir, 'app-server.js'), join(serverDir, 'server.js'))
  return distDir
}

export const removeDist = (distDir: string | undefined) => (distDir ? rm(distDir, { recursive: true, force: true }) : undefined)

/** The production server (`node server/http/serve.ts`) on the given build, with short limits unless `env` says otherwise. */
export function startApp(distDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  return startServer({ DIST_DIR: distDir, ANTHROPIC_API_KEY: '', REDIS_URL: '', TRUST_PROXY: '', ...env })
}

export async function stopApp(server: RunningServer | undefined) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return
  server.child.kill('SIGTERM')
  const stopped = await Promise.race([server.exited.then(() => true), new Promise((r) => setTimeout(r, 10_000, false))])
  if (!stopped) server.child.kill('SIGKILL')
}

/** The JSON lines a process printed. */
export function jsonLines(text: string): Record<string, unknown>[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>]
      } catch {
        return []
      }
    })
}

/** Whether something accepts connections on the port (false once the server has let it go). */
export function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** `npm run <script>` in the project, as an operator would start it. */
export function spawnNpm(script: string, env: Record<string, string>): ChildProcessByStdio<null, Readable, Readable> {
  return spawn('npm', ['run', script], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}
