import { DIMENSIONS, VECTORS, WORDS } from './data.ts'

const rows = new Map(WORDS.split(' ').map((word, row) => [word, row]))
const bytes = new Int8Array(Buffer.from(VECTORS, 'base64'))

/** A word of the table: a real English word, not a typo. */
export const isEnglishWord = (word: string) => rows.has(word)

/** The first rows are English words from most to least frequent: a word's place among them (1 = most), or undefined past them. */
const FREQUENT = 40_000
export function frequencyRank(word: string): number | undefined {
  const row = rows.get(word)
  return row !== undefined && row < FREQUENT ? row + 1 : undefined
}

/** A word's vector at unit length, or undefined for a word the table does not hold. */
export function vectorOf(word: string): Float32Array | undefined {
  const row = rows.get(word)
  if (row === undefined) return undefined
  const v = new Float32Array(DIMENSIONS)
  let norm = 0
  for (let i = 0; i < DIMENSIONS; i += 1) {
    v[i] = bytes[row * DIMENSIONS + i]!
    norm += v[i]! * v[i]!
  }
  norm = Math.sqrt(norm) || 1
  for (let i = 0; i < DIMENSIONS; i += 1) v[i]! /= norm
  return v
}

/** The mean of unit vectors, at unit length again. */
export function centroid(vectors: readonly Float32Array[]): Float32Array {
  const sum = new Float32Array(DIMENSIONS)
  for (const v of vectors) for (let i = 0; i < DIMENSIONS; i += 1) sum[i]! += v[i]!
  const norm = Math.sqrt(sum.reduce((s, x) => s + x * x, 0)) || 1
  return sum.map((x) => x / norm)
}

export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0
  for (let i = 0; i < DIMENSIONS; i += 1) dot += a[i]! * b[i]!
  return dot
}
