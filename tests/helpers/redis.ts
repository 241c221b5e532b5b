import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { Redis } from 'ioredis'

export interface RunningRedis {
  url: string
  /** SIGSTOP: the server keeps its connections open and answers nothing (a hung Redis). */
  pause(): void
  /** SIGCONT: it answers again, queued commands first. */
  resume(): void
  stop(): Promise<void>
}

const INSTALL_HINT =
  'redis-server is not installed, and the shared rate-limit test needs a real Redis. ' +
  'Install it (Debian/Ubuntu: `apt-get install -y redis-server`) and run the tests again.'

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (!address || typeof address === 'string') throw new Error('could not find a free port')
  return address.port
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode}`)
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null })
    client.on('error', () => {})
    try {
      await client.connect()
      if ((await client.ping()) === 'PONG') return
    } catch {
      // not listening yet
    } finally {
      client.disconnect()
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('redis-server did not become ready in time')
}

/** Starts a throwaway redis-server on 127.0.0.1 (no persistence) and waits until it answers PING; on `port` if given. */
export async function startRedis(port?: number): Promise<RunningRedis> {
  port ??= await freePort()
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  })
  const spawned = new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve)
    child.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ENOENT' ? new Error(INSTALL_HINT) : error))
  })
  await spawned
  const url = `redis://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGCONT') // a paused server would never act on SIGTERM
    child.kill('SIGTERM')
    await exited
  }
  try {
    await waitUntilReady(url, child)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop, pause: () => void child.kill('SIGSTOP'), resume: () => void child.kill('SIGCONT') }
}
