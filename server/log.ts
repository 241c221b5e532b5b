import { createHash, randomBytes } from 'node:crypto'

/** One structured log line: what happened, how much it matters, and its own fields. Never a question, a prompt or a key. */
export interface LogEntry {
  level: 'info' | 'warn' | 'error'
  event: string
  [field: string]: unknown
}

export type Logger = (entry: LogEntry) => void

/** One JSON object per line: warnings and errors on stderr, the rest on stdout. */
export const jsonLineLogger: Logger = (entry) => {
  const line = `${JSON.stringify({ ...entry, ts: new Date().toISOString() })}\n`
  if (entry.level === 'info') process.stdout.write(line)
  else process.stderr.write(line)
}

/** The one line each API request leaves, once its answer is complete. */
export interface RequestLogRecord extends LogEntry {
  level: 'info'
  event: 'api_request'
  method: string
  path: string
  status: number
  /**
   * What really happened, whatever the status says (a streamed answer's status is sent before
   * its body): answered; refused as invalid, over the limit or too large; cut at the deadline
   * (API_DEADLINE_MS) or by the shutdown; the client left first; or a failure on our side.
   */
  outcome: 'ok' | 'rejected' | 'rate_limited' | 'too_large' | 'deadline' | 'client_aborted' | 'shutdown' | 'error'
  /** Streamed answers only: how the body ended. */
  stream?: 'complete' | 'deadline' | 'client_aborted' | 'shutdown' | 'error'
  latencyMs: number
  answerer?: string
  fallbackReason?: string
  error?: string
  /** A salted hash of the client address: lets one follow a client in the logs without storing it. */
  client?: string
}

/** Per-process salt: hashes cannot be matched against a list of addresses or across restarts. */
const salt = randomBytes(16)

export const hashClient = (address: string) => createHash('sha256').update(salt).update(address).digest('base64url').slice(0, 12)
