import type { HarmCategory } from './harm.ts'
import { HARM_MODEL } from './harm-model-data.ts'
import { firstName, ownerName } from './owner.ts'
import { escapeRegExp, stem, words } from './text.ts'

/**
 * Harmful requests the rules in harm.ts have no words for, caught by a learned model: multinomial logistic
 * regression over tf-idf of stems and stem pairs, trained by `npm run train:harm` on the development set, the
 * held-out sets already read and messages written for it (scripts/harm-training/), harmful requests with their
 * category against ordinary ones, many of which share their words. Like a spam filter it weighs all the words
 * at once, so 'write five LinkedIn recommendations from managers I never worked for' lands without a rule.
 */
export interface HarmModel {
  classes: ('none' | HarmCategory)[]
  bias: number[]
  /** Each feature: its inverse document frequency, then one weight per class. */
  features: Record<string, number[]>
}

/**
 * How sure the model must be. Measured by `npm run train:harm -- --cross-validate` (each read set, and each fifth
 * of the written messages, left out in turn; 485 harmful requests, 2,548 other messages): beside the rules, at
 * 0.9 it caught 21 of the 80 harmful requests they missed and refused 3 ordinary messages they did not; at 0.8,
 * 37 and 9; at 0.95, 11 and none. A wrong refusal turns a client away, so the stricter side of that range.
 */
export const HARM_MODEL_THRESHOLD = 0.9

/** Any word that starts with one of the owner's names, with an elided article before it or a typo's s after it. */
const OWNER_WORD = new RegExp(
  `\\b(${[...new Set([...words(ownerName), ...words(firstName)])].map(escapeRegExp).join('|')})[\\p{L}']*`,
  'giu',
)

/** The message's features: stems (the owner's names as one word, so the model holds for any owner) and stem pairs. */
export function featuresOf(message: string): Map<string, number> {
  const stems = words(message.replace(OWNER_WORD, 'owner')).map(stem)
  const counts = new Map<string, number>()
  const add = (f: string) => counts.set(f, (counts.get(f) ?? 0) + 1)
  stems.forEach((s, i) => {
    add(s)
    if (i > 0) add(`${stems[i - 1]} ${s}`)
  })
  return counts
}

/** Sublinear tf-idf over the features the model knows, scaled to unit length. */
export function weighted(counts: ReadonlyMap<string, number>, idf: (feature: string) => number | undefined): Map<string, number> {
  const out = new Map<string, number>()
  for (const [f, n] of counts) {
    const w = idf(f)
    if (w !== undefined) out.set(f, (1 + Math.log(n)) * w)
  }
  const norm = Math.hypot(...out.values()) || 1
  for (const [f, v] of out) out.set(f, v / norm)
  return out
}

/** Class probabilities (softmax) of a weighted feature vector. */
export function probabilities(m: HarmModel, x: ReadonlyMap<string, number>): number[] {
  const scores = [...m.bias]
  for (const [f, v] of x) {
    const row = m.features[f]
    if (row) for (let k = 0; k < scores.length; k += 1) scores[k]! += v * row[k + 1]!
  }
  const top = Math.max(...scores)
  const e = scores.map((s) => Math.exp(s - top))
  const sum = e.reduce((a, b) => a + b, 0)
  return e.map((v) => v / sum)
}

/** The harm the model sees in a message, when it is sure enough: the most likely harmful class. */
export function harmByModel(message: string, m: HarmModel = HARM_MODEL): HarmCategory | undefined {
  const p = probabilities(
    m,
    weighted(featuresOf(message), (f) => m.features[f]?.[0]),
  )
  const none = m.classes.indexOf('none')
  if (1 - p[none]! < HARM_MODEL_THRESHOLD) return undefined
  let best = -1
  for (let k = 0; k < p.length; k += 1) if (k !== none && (best < 0 || p[k]! > p[best]!)) best = k
  return m.classes[best] as HarmCategory
}
