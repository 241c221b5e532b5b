/** Words of a question, lower case, without possessives: the unit every rule of the embedded assistant works on. */
export const tokens = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .split(/[^\p{L}\p{N}'&+]+/u)
    .map((w) => w.replace(/^'+|'+$/g, '').replace(/'s$/, ''))
    .filter((w) => w.length > 0)

/** Words that carry no topic: asking words, pronouns, verbs of wanting and doing. */
export const FILLER = new Set(
  `a about all also am an and any anything are as at be been being both but by can could did do does doing done
  for from get give got had has have having he her here him his how i i'd i'll i'm if in into is it it's its just
  let like me mine more most much my need needs no not now of off on one only or other our ours out over please
  really she should so some something such tell than that the their them then there these they this those to too
  us very was we were what whats when where which who whom whose why will with would yes you you're your yours
  want wanted wants know show see looking look able possible maybe perhaps kind type sort kinds types sorts
  way ways thing things someone somebody anyone lot bit little again else ever still even well okay ok hi hello hey
  thanks thank please just quick question old older low high small big large short long real actual`.split(/\s+/),
)

/** Words of asking for a service: they never decide what the service is. */
export const SERVICE_VERBS = new Set(
  `make makes making made create creates creating design designs designing designed build builds building
  offer offers offering provide provides providing help helps do does produce produces handle handles
  deliver work works working service services custom professional new good nice great best cheap quick fast
  take takes taking shoot shoots edit edits editing`.split(/\s+/),
)

/** 'photos' and 'photography' meet at 'photo'; 'animation' and 'animated' at 'animat'. */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true
  const shorter = Math.min(a.length, b.length)
  if (shorter < 4) return a.replace(/s$/, '') === b.replace(/s$/, '')
  let common = 0
  while (common < shorter && a[common] === b[common]) common += 1
  return common === shorter || (common >= 5 && common >= shorter * 0.7)
}

export const hasWord = (words: readonly string[], term: string) => words.some((w) => sameWord(w, term))

/** Levenshtein distance, stopping early once it is past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j += 1) {
      const value = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1))
      row.push(value)
      best = Math.min(best, value)
    }
    if (best > max) return max + 1
    prev = row
  }
  return prev[b.length] ?? max + 1
}

/** 'a', 'a and b', 'a, b and c'. */
export function list(items: readonly string[], joiner = 'and'): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} ${joiner} ${items.at(-1)}`
}

const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve']

/** 'six' for 6, as prose reads; digits from 13 on. */
export const inWords = (n: number) => numberWords[n] ?? String(n)

/** 'Brand identities' -> 'brand identities' inside a sentence; 'AI video' stays as it is. */
export const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s)

/** The sentences of a text, each with its full stop. */
export const sentences = (text: string) => text.match(/[^.!?]+[.!?]+(\s|$)|[^.!?]+$/g)?.map((s) => s.trim()).filter(Boolean) ?? []
