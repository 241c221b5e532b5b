import { knowledge } from './knowledge.ts'
import { editDistance, STOP, stem, words } from './text.ts'
import { frequencyRank, isEnglishWord } from './word-vectors/index.ts'

/** Every word the site uses (and the words visitors ask with), for mending typos. */
const known = new Set<string>()
for (const p of knowledge.passages) for (const w of words(`${p.title} ${p.text} ${p.keywords}`)) known.add(w)
for (const w of STOP) known.add(w)
const ASKING = `price prices pricing cost costs contact email whatsapp available availability experience book booking hire
  turnaround deliver delivery resume services service skills portfolio projects logo logos website websites photos photo
  reach hire hiring touch enquiry inquiry commission phone call message revisions revision deposit refund contract invoice
  discount student education degree award awards language languages speak team agency nda photoshoot photoshoots
  video videos design designer linkedin instagram behance facebook tiktok whatsapp strongest weakest longest shortest newest oldest latest recent best worst many`.split(
  /\s+/,
)
for (const w of ASKING) known.add(w)

const byLength = new Map<number, string[]>()
for (const w of known) if (w.length >= 4 && /^\p{L}+$/u.test(w)) byLength.set(w.length, [...(byLength.get(w.length) ?? []), w])

const knownStems = new Set([...known].map(stem))
/** English words more frequent than this are words, not clipped names. */
const COMMON = 30_000
/** The words of the names of things (tools, projects, films), which visitors clip: 'midj', 'photosh'. */
const nameWords = [...new Set(knowledge.entities.flatMap((e) => words(e.name)))].filter((w) => w.length >= 6 && /^\p{L}+$/u.test(w))
function unclipped(word: string): string | undefined {
  // A rare English word may still be a clipped name ('prem' for Premiere); a common one is itself ('prom', 'light').
  if (word.length < 4 || known.has(word) || (isEnglishWord(word) && (frequencyRank(word) ?? Infinity) <= COMMON)) return undefined
  const whole = nameWords.filter((w) => w.length >= word.length + 2 && w.startsWith(word))
  return whole.length === 1 ? whole[0] : undefined
}
const SOUNDS_LIKE: readonly [string, string][] = [
  ['lite', 'light'],
  ['nite', 'night'],
  ['thru', 'through'],
  ['tho', 'though'],
  ['foto', 'photo'],
  ['fotos', 'photos'],
]
const mended = new Map<string, string>()

/**
 * A word one letter off (two for long words) a word of the site becomes that word; others stay as they
 * are, and so does a real English word ('stick' is not a typo of 'stack').
 */
export function mend(word: string): string {
  // 'Café', 'résumé': the site's word without its accents.
  const bare = word.normalize('NFD').replace(/\p{M}/gu, '')
  if (bare !== word && (known.has(bare) || knownStems.has(stem(bare)))) return bare
  const whole = unclipped(word)
  if (whole) return whole
  if (word.length < 5 || known.has(word) || knownStems.has(stem(word)) || !/^\p{L}+$/u.test(word) || isEnglishWord(word)) return word
  const cached = mended.get(word)
  if (cached !== undefined) return cached
  // Spelled as it sounds: 'spotlite', 'nite'.
  for (const [from, to] of SOUNDS_LIKE) {
    const heard = word.endsWith(from) ? `${word.slice(0, -from.length)}${to}` : undefined
    if (heard && known.has(heard)) {
      mended.set(word, heard)
      return heard
    }
  }
  const max = word.length >= 8 ? 2 : 1
  let best: { word: string; distance: number } | undefined
  for (let len = word.length - max; len <= word.length + max; len += 1) {
    for (const candidate of byLength.get(len) ?? []) {
      // Typos rarely touch the first letter; real words that differ there ('revisions', 'decisions') stay apart.
      if (candidate[0] !== word[0]) continue
      const distance = editDistance(word, candidate, max)
      if (distance <= max && (!best || distance < best.distance)) best = { word: candidate, distance }
    }
  }
  const result = best?.word ?? word
  mended.set(word, result)
  return result
}

/** A word the site itself uses. */
export const isSiteWord = (word: string) => known.has(word)

/** The words of a text with typos of site words mended. */
export const mendedWords = (text: string) => words(text).map(mend)
