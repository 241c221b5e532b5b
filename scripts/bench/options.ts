import { parseArgs } from 'node:util'

export interface BenchOptions {
  /** Reuse an existing dist/ instead of running `npm run build`. */
  build: boolean
  /** Lighthouse runs per URL; the report shows the median of each metric. */
  runs: number
  /** Seconds of measured load per target (after a one-second warm-up). */
  durationSeconds: number
  connections: number
  lighthouse: boolean
  load: boolean
}

const usage = `Usage: npm run bench -- [--no-build] [--runs N] [--duration SECONDS] [--connections N] [--skip-lighthouse] [--skip-load]`

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a whole number >= 1, got "${value}".\n${usage}`)
  return n
}

export function parseOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      'no-build': { type: 'boolean', default: false },
      runs: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      'skip-lighthouse': { type: 'boolean', default: false },
      'skip-load': { type: 'boolean', default: false },
    },
    strict: true,
  })
  return {
    build: !values['no-build'],
    runs: positive('runs', values.runs, 3),
    durationSeconds: positive('duration', values.duration, 8),
    connections: positive('connections', values.connections, 20),
    lighthouse: !values['skip-lighthouse'],
    load: !values['skip-load'],
  }
}
