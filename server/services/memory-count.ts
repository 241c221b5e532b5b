import { defaults } from '../env.ts'

/** How many questions a client may ask: the same rules whether counted here or in Redis. */
export interface RateLimitConfig {
  /** Questions per client per window. */
  points: number
  windowSeconds: number
  /** Extra questions a client may spend once the window's points are gone, refilled slowly. */
  burstPoints: number
  burstWindowSeconds: number
  /** Clients counted in memory at most; the least recently seen are forgotten beyond it. */
  maxClients?: number
}

export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** What one remembered client costs: two fixed windows, four numbers. No timer, no closure. */
interface Entry {
  used: number
  resetAt: number
  burstUsed: number
  burstResetAt: number
}

/**
 * The in-process count: the window's points, then the burst's, per client, in one Map used as an
 * LRU (insertion order = least recently seen first). Expiry is read from the timestamps when a
 * client comes back, never scheduled: a timer per client (rate-limiter-flexible's memory store
 * sets one per key) is created inside the request's async context, and on Node 24 every timer
 * keeps that context alive until it fires, which held each client's whole request (about 14 KB)
 * for the length of the window. Beyond `maxClients` the least recently seen client is forgotten
 * and starts again with a full allowance, which only an attacker with more addresses than that
 * in one window can use, and such an attacker has no use for it.
 */
export class MemoryCount {
  readonly #entries = new Map<string, Entry>()
  readonly #windowMs: number
  readonly #burstWindowMs: number
  readonly #maxClients: number
  readonly #points: number
  readonly #burstPoints: number
  readonly #now: () => number

  constructor(config: RateLimitConfig, now: () => number = Date.now) {
    this.#points = config.points
    this.#burstPoints = config.burstPoints
    this.#now = now
    this.#windowMs = config.windowSeconds * 1000
    this.#burstWindowMs = config.burstWindowSeconds * 1000
    this.#maxClients = config.maxClients ?? defaults.RATE_LIMIT_MAX_CLIENTS
  }

  consume(key: string): LimitDecision {
    const now = this.#now()
    const entry = this.#entries.get(key) ?? { used: 0, resetAt: 0, burstUsed: 0, burstResetAt: 0 }
    this.#entries.delete(key)
    this.#forgetOldest(now)
    this.#entries.set(key, entry)

    if (entry.resetAt <= now) {
      entry.used = 0
      entry.resetAt = now + this.#windowMs
    }
    entry.used++
    if (entry.used <= this.#points) return { allowed: true }

    if (entry.burstResetAt <= now) {
      entry.burstUsed = 0
      entry.burstResetAt = now + this.#burstWindowMs
    }
    entry.burstUsed++
    if (entry.burstUsed <= this.#burstPoints) return { allowed: true }
    const waitMs = Math.min(entry.resetAt, entry.burstResetAt) - now
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }
  }

  /** Clients with a count still running. */
  size(): number {
    const now = this.#now()
    let count = 0
    for (const entry of this.#entries.values()) if (!this.#expired(entry, now)) count++
    return count
  }

  #expired(entry: Entry, now: number) {
    return entry.resetAt <= now && entry.burstResetAt <= now
  }

  /** Room for one more: over the cap the least recently seen go, and the two least recently seen go anyway once both their windows ended. */
  #forgetOldest(now: number) {
    while (this.#entries.size >= this.#maxClients) this.#entries.delete(this.#entries.keys().next().value!)
    for (let i = 0; i < 2; i++) {
      const oldest = this.#entries.entries().next().value
      if (!oldest || !this.#expired(oldest[1], now)) return
      this.#entries.delete(oldest[0])
    }
  }
}
