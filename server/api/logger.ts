import { createHash, randomBytes } from 'node:crypto'

/** One structured line per API request. Never holds the question, the prompt or any key. */
export interface RequestLogRecord {
  ts: string
  method: string
  path: string
  status: number
  outcome: 'ok' | 'rejected' | 'rate_limited' | 'too_large' | 'error'
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

/** Per-process salt: hashes cannot be matched against a list of addresses or across restarts. */
const salt = randomBytes(16)

export const hashClient = (address: string) =>
  createHash('sha256').update(salt).update(address).digest('base64url').slice(0, 12)
