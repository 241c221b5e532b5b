/**
 * Run by heap.ts in its own process (`node --expose-gc scripts/bench/heap-run.ts <distDir> [keys]`): the
 * production request pipeline (server/http around the build's app handler, the real API route and
 * its in-process rate limit) on a loopback port, behind one "proxy" (TRUST_PROXY=1). It asks as
 * `keys` different clients (10,000 unless given), one question each, and prints one JSON line: the heap after a
 * garbage collection, idle and after those clients, in bytes.
 */
import { Agent, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequestHandler } from '../../server/http/app.ts'
import { loadAppHandler } from '../../server/http/dist.ts'
import { env } from '../../server/env.ts'
import { createNodeServer } from '../../server/http/node-server.ts'

const CONCURRENCY = 16
const WARM_UP_CLIENTS = 50

const gc = (globalThis as { gc?: () => void }).gc
if (!gc) throw new Error('heap-run.ts needs node --expose-gc')

const distDir = process.argv[2]
const KEYS = Number(process.argv[3] ?? 10_000)
if (!distDir || !Number.isInteger(KEYS) || KEYS < 1) throw new Error('usage: node --expose-gc scripts/bench/heap-run.ts <distDir> [keys]')
/** Requests before the idle heap is read, from a few clients the measured run never uses. */
const WARM_UP = Math.min(3_000, KEYS)

const silent = () => {}
const handler = await loadAppHandler(distDir)
const server = createNodeServer(await createRequestHandler({ distDir, handler, log: silent }), env, silent)
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const { port } = server.address() as AddressInfo
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })

/** A distinct address per index: IPv4 for even indexes, a fresh IPv6 /64 for odd ones. */
const clientAddress = (i: number) =>
  i % 2 === 0
    ? `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`
    : `[2001:db8:${(i >> 16).toString(16)}:${(i & 0xffff).toString(16)}::1]:${1024 + (i % 60_000)}`

/** One question (an empty one: counted by the limit like any other, answered 400 without work). */
function ask(i: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/trpc/ai-agent-proxy',
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.1, ${clientAddress(i)}` },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    req.end('{"query":""}')
  })
}

async function askAll(from: number, count: number, clients = count) {
  const statuses = new Map<number, number>()
  let next = 0
  const worker = async () => {
    while (next < count) {
      const status = await ask(from + (next++ % clients))
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return Object.fromEntries(statuses)
}

/** The heap once garbage collection has nothing more to take: the lowest of a few collections. */
async function settledHeap(): Promise<number> {
  let lowest = Infinity
  for (let i = 0; i < 8; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    gc!()
    lowest = Math.min(lowest, process.memoryUsage().heapUsed)
  }
  return lowest
}

// Warm up with clients the measured run will not use again (every module loaded, every cache filled).
// Twice: the first round still compiles and fills caches that the second finds ready.
await askAll(1_000_000, WARM_UP, WARM_UP_CLIENTS)
await settledHeap()
await askAll(1_000_000, WARM_UP, WARM_UP_CLIENTS)
const idleBytes = await settledHeap()
const started = performance.now()
const statuses = await askAll(0, KEYS)
const seconds = (performance.now() - started) / 1000
const afterBytes = await settledHeap()

agent.destroy()
server.closeAllConnections()
server.close()
process.stdout.write(`${JSON.stringify({ keys: KEYS, idleBytes, afterBytes, seconds, statuses })}\n`)
process.exit(0)
