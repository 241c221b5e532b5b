/** Deterministic randomness: the same file name always gives the same artwork. */
export type Rng = {
  /** A float in [0, 1). */
  next(): number
  /** A float in [min, max). */
  range(min: number, max: number): number
  /** An integer in [min, max]. */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
}

/** FNV-1a, 32 bit. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** mulberry32, seeded from a string. */
export function createRng(seedText: string): Rng {
  let state = hashString(seedText)
  const next = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    range: (min, max) => min + next() * (max - min),
    int: (min, max) => Math.floor(min + next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
  }
}
