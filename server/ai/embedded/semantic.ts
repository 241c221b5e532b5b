import { knowledge } from './knowledge.ts'
import { STOP, STOP_STEMS, stem, words } from './text.ts'
import { centroid, cosine, vectorOf } from './word-vectors/index.ts'

/**
 * How alike in meaning a visitor's word and a site word must be to stand in for each other: 'perfume'
 * and 'fragrance' 0.83, 'rules' and 'guidelines' 0.76, but 'staff' and 'assistant' 0.70 is already loose.
 * The development set and the held-out sets already read score the same from 0.6 to 0.75
 * (`npm run eval:assistant`), so this sits in the middle.
 */
export const NEAR = 0.65
/** The most site words one visitor's word may stand for. */
const MOST = 4

/** Each stem the site uses, with the mean vector of its words ('photographs', 'photography'). */
const siteStems: { stem: string; vector: Float32Array }[] = []
{
  const byStem = new Map<string, Set<string>>()
  for (const p of knowledge.passages) {
    for (const w of words(`${p.title} ${p.keywords} ${p.text}`)) {
      if (STOP.has(w) || w.length < 3 || /\d/.test(w)) continue
      const s = stem(w)
      if (STOP_STEMS.has(s)) continue
      byStem.set(s, (byStem.get(s) ?? new Set()).add(w))
    }
  }
  for (const [s, forms] of byStem) {
    const vectors = [...forms].map(vectorOf).filter((v) => v !== undefined)
    if (vectors.length) siteStems.push({ stem: s, vector: centroid(vectors) })
  }
}

export interface Near {
  stem: string
  similarity: number
}

const cache = new Map<string, Near[]>()

/** The site stems nearest in meaning to a visitor's word, most alike first; never the word's own stem. */
export function nearWords(word: string): Near[] {
  const cached = cache.get(word)
  if (cached) return cached
  const v = vectorOf(word)
  const own = stem(word)
  const found = v
    ? siteStems
        .filter((s) => s.stem !== own)
        .map((s) => ({ stem: s.stem, similarity: cosine(v, s.vector) }))
        .filter((n) => n.similarity >= NEAR)
        .sort((a, b) => b.similarity - a.similarity)
        .slice(0, MOST)
    : []
  cache.set(word, found)
  return found
}
