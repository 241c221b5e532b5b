/**
 * The heap a remembered client costs: the production pipeline asked by 10,000 different clients,
 * the heap compared after a garbage collection before and after. `npm run bench` runs it after
 * the load test; `npm run bench -- --only heap` runs just this (it needs only a build).
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** The heap those clients may add at most (issue #21: a few hundred bytes per client). */
export const HEAP_BUDGET_MB = 20

export interface HeapResult {
  keys: number
  idleMb: number
  afterMb: number
  deltaMb: number
  bytesPerKey: number
  seconds: number
  /** Statuses of the measured requests (every one counted by the limit). */
  statuses: Record<string, number>
}

const runner = fileURLToPath(new URL('./heap-run.ts', import.meta.url))
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10

/** Runs heap-run.ts in a fresh process (its own heap, no benchmark state in it) on `distDir`. */
export function measureHeap(distDir: string, signal?: AbortSignal, keys = 10_000): Promise<HeapResult> {
  const env: NodeJS.ProcessEnv = { ...process.env, TRUST_PROXY: '1', NODE_ENV: 'production' }
  for (const name of ['ANTHROPIC_API_KEY', 'ANTHROPIC_BASE_URL', 'REDIS_URL', 'RATE_LIMIT_MAX_CLIENTS', 'RATE_LIMIT_IPV6_PREFIX'])
    delete env[name]
  const child = spawn(process.execPath, ['--expose-gc', runner, distDir, String(keys)], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
    signal,
  })
  let stdout = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code) => {
      const line = stdout.trim().split('\n').at(-1) ?? ''
      if (code !== 0 || !line.startsWith('{')) return reject(new Error(`the heap measurement failed (${code}): ${stdout}`))
      const raw = JSON.parse(line) as {
        keys: number
        idleBytes: number
        afterBytes: number
        seconds: number
        statuses: Record<string, number>
      }
      resolve({
        keys: raw.keys,
        idleMb: mb(raw.idleBytes),
        afterMb: mb(raw.afterBytes),
        deltaMb: mb(raw.afterBytes - raw.idleBytes),
        bytesPerKey: Math.round((raw.afterBytes - raw.idleBytes) / raw.keys),
        seconds: Math.round(raw.seconds * 10) / 10,
        statuses: raw.statuses,
      })
    })
  })
}

export const heapLine = (heap: HeapResult) =>
  `Heap after ${heap.keys.toLocaleString('en')} rotated clients: ${heap.afterMb} MB, ${heap.deltaMb} MB above idle (${heap.idleMb} MB), ` +
  `${heap.bytesPerKey} bytes per client; budget ${HEAP_BUDGET_MB} MB: ${heap.deltaMb <= HEAP_BUDGET_MB ? 'ok' : 'OVER'}`

/** `--only heap` is taken out here so the other options parse as before; `only` says what was asked. */
export function takeOnlyOption(argv: string[]): { only: 'heap' | undefined; rest: string[] } {
  const index = argv.findIndex((arg) => arg === '--only' || arg.startsWith('--only='))
  if (index === -1) return { only: undefined, rest: argv }
  const inline = argv[index]!.includes('=')
  const value = inline ? argv[index]!.split('=')[1] : argv[index + 1]
  if (value !== 'heap') throw new Error(`--only takes one value, heap; got "${value ?? ''}".`)
  return { only: 'heap', rest: argv.filter((_, i) => i !== index && (inline || i !== index + 1)) }
}
