import { HARM_GLOSSES } from './harm-gloss-terms.ts'

/**
 * A message in another language, its words of harm said in English ('reseñas falsas' -> 'fake reviews'), so that
 * the rules and the model, which read English, can weigh it. Only the words of the tables change; names, numbers
 * and everything else stay as written. Not a translation: enough to tell a request for fake reviews from a
 * request for a logo.
 */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Letters a language writes onto the front of a word: Arabic's 'and', 'so', 'with', 'to', 'like' and 'the' ('ومفتاح' is 'مفتاح'). */
const FRONTS: Record<string, string> = { ar: '(?:[وف])?(?:[بك]?ال|لل|[بلك])?' }

/**
 * One pattern per language, longest terms first. A term is a word start ('reseñ' covers 'reseñas'), or a whole word
 * when it ends in '$' ('ex$' is not 'excelente'); a term of several words matches them as written.
 */
const patterns = new Map(
  Object.entries(HARM_GLOSSES).map(([code, terms]) => {
    const exact = new Map<string, string>()
    const prefix = new Map<string, string>()
    for (const [term, english] of terms) {
      const t = plain(term)
      if (t.endsWith('$')) exact.set(t.slice(0, -1), english)
      else prefix.set(t, english)
    }
    const items = [
      ...[...exact.keys()].map((t) => ({ t, source: `${escape(t)}(?![\\p{L}])` })),
      ...[...prefix.keys()].map((t) => ({ t, source: `${escape(t)}[\\p{L}]*` })),
    ].sort((a, b) => b.t.length - a.t.length)
    const re = new RegExp(`(?<![\\p{L}\\p{N}])${FRONTS[code] ?? ''}(${items.map((i) => i.source).join('|')})`, 'gu')
    const longestPrefix = [...prefix.keys()].sort((a, b) => b.length - a.length)
    const english = (found: string) => exact.get(found) ?? prefix.get(longestPrefix.find((t) => found.startsWith(t))!)!
    return [code, { re, english }] as const
  }),
)

/**
 * The message with the harm words of its language in English; undefined when the language has no table or the
 * message none of its words (the model, which learned English, has nothing to read in it then).
 */
export function harmGloss(message: string, code: string): string | undefined {
  const table = patterns.get(code)
  if (!table) return undefined
  let glossed = 0
  const text = plain(message)
    .replace(table.re, (_, term: string) => {
      glossed += 1
      return ` ${table.english(term)} `
    })
    .replace(/\s+/g, ' ')
    .trim()
  return glossed > 0 ? text : undefined
}
