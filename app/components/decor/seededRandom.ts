/**
 * A small deterministic PRNG (mulberry32). The same seed gives the same sequence on the
 * server and in the browser, so "random" decoration hydrates without a mismatch.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A number rounded to `digits` decimals, so style strings are short and identical everywhere. */
export const round = (value: number, digits = 2) => Number(value.toFixed(digits))
