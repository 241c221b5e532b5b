import { createHash, randomBytes } from 'node:crypto'

/** One structured line per API request. Never holds the question, the prompt or any key. */
export interface RequestLogRecord {
  ts: string
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

export interface Logger {
  request(record: RequestLogRecord): void
}

export const jsonLogger: Logger = {
  request(record) {
    process.stdout.write(`${JSON.stringify(record)}\n`)
  },
}

export const silentLogger: Logger = { request() {} }

/** Something that happened outside a request (a store going down or coming back): one JSON line. */
export interface EventRecord {
  level: 'info' | 'warn' | 'error'
  event: string
  [field: string]: unknown
}

export type EventLog = (record: EventRecord) => void

/** Warnings and errors on stderr, the rest on stdout, like the HTTP server's own lines. */
export const logEvent: EventLog = (record) => {
  const line = `${JSON.stringify({ ...record, ts: new Date().toISOString() })}\n`
  if (record.level === 'info') process.stdout.write(line)
  else process.stderr.write(line)
}

/** Per-process salt: hashes cannot be matched against a list of addresses or across restarts. */
const salt = randomBytes(16)

export const hashClient = (address: string) =>
  createHash('sha256').update(salt).update(address).digest('base64url').slice(0, 12)
