import { stemmer } from 'stemmer'
import { firstName, ownerName } from './owner.ts'

/** Words of a text, lower case, apostrophes kept inside words ("don't"), possessives dropped. */
export const words = (text: string): string[] =>
  text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[’‘`]/g, "'")
    .split(/[^\p{L}\p{N}'&+]+/u)
    .map((w) => w.replace(/^'+|'+$/g, '').replace(/'s$/, ''))
    .filter((w) => w.length > 0)

/** Words that carry no topic: asking, pronouns, helpers, politeness. */
export const STOP = new Set(
  `a about above after again all also am an and any anything are as at be been being both but by can could did do does doing done
  for from get gets getting give got had has have having he her here hers him his how i i'd i'll i'm i've if in into is it it's its just
  let me mine more most much my myself no nor not now of off on once one ones only or other our ours out over own please same she should so
  some something such tell than that the their theirs them then there these they this those through to too under until up us very was
  we were what what's whats when where which while who whom whose why will with would yes you you're your yours yourself
  want wanted wants know see looking look able possible maybe perhaps kind type sort way thing things someone somebody anyone anybody nobody everyone everybody lot bit
  little again else ever still even well okay ok hi hello hey thanks thank really also any anyone ${firstName.toLowerCase()}'s there's usually ever
  ${ownerName.toLowerCase()}
  i'd like would love need needs needed show something do make made offer offers provide handle work works working create creating
  us we'd currently actually honestly just pretty quite very super totally much many new old nice good great small big stuff ever before
  daughter son wife husband mom mum dad mother father sister brother friend friends boss
  aunt auntie uncle cousin nephew niece grandpa grandma granddad grandad grandmother grandfather gran nan granddaughter grandson
  roughly approximately around nah yeah yep kinda sorta literally instead rather either alternatively special unique interesting cool together go going gonna come comes coming came choose chooses choosing chose wherever whatever whoever you've we've they've he's she's slowly quickly today tonight expect
  professional professionally better nicer beautiful amazing awesome modern
  before previously already yet ever exactly precisely specifically generally mainly mostly basically
  help helps u ur pls plz january february march april june july august september october november december
  we're they're it's that's here's what're who's
  dont cant wont isnt arent didnt doesnt wasnt werent havent hasnt hadnt couldnt wouldnt shouldnt im ive youre theyre thats weve lets
  keep keeps kept own owns asks asked asking find found finding ago forever zero spring summer autumn fall winter metre meter metres meters cm inch inches feet foot ft mm
  almost nearly hardly barely may might must shall realistically
  tiny huge awful terrible horrible bad ugly somehow guy guys nothing everything anything sometimes put together build building create creating matching happen happens take takes place usually strong stronger skilled confident comfortable able
  among amongst smth sth we'll you'll they'll lol lmao haha hehe tbh imo ngl omg idk smh`.split(/\s+/),
)

/** US and UK spellings, and the few word forms the stemmer keeps apart. */
const SPELLING: Record<string, string> = {
  color: 'colour',
  colors: 'colours',
  coloring: 'colouring',
  grey: 'gray',
  favorite: 'favourite',
  organize: 'organise',
  specialty: 'speciality',
  catalog: 'catalogue',
  theater: 'theatre',
  center: 'centre',
  jewelry: 'jewellery',
  drawn: 'draw',
  drew: 'draw',
}

const stemCache = new Map<string, string>()
/** A word's stem (Porter), after the spelling table: 'photographs' and 'photography' meet at 'photograph'. */
/** Words the stemmer would fold into an unrelated one: 'internal' is not 'international' ('intern'). */
const OWN_STEM: Record<string, string> = { internal: 'internal', internally: 'internal' }

export function stem(word: string): string {
  let s = stemCache.get(word)
  if (s === undefined) {
    const w = SPELLING[word] ?? word
    s = OWN_STEM[w] ?? (/^\d/.test(w) ? w : stemmer(w))
    stemCache.set(word, s)
  }
  return s
}

/** Stems of the stop words: 'worked' carries no more topic than 'work'. */
/** Stop words whose stem is also a word of substance: 'beautiful' is no topic, 'beauty' (brands) is. */
const STEM_KEPT = new Set(['beautiful'])
export const STOP_STEMS: ReadonlySet<string> = new Set([...STOP].filter((w) => !STEM_KEPT.has(w)).map((w) => stem(w)))

/** Edit distance with swapped letters as one edit (optimal string alignment), stopping early once it is past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let before: number[] = []
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j += 1) {
      let value = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1))
      // Two letters swapped ('lovabel') is one slip, not two.
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (before[j - 2] ?? 0) + 1)
      row.push(value)
      best = Math.min(best, value)
    }
    if (best > max) return max + 1
    before = prev
    prev = row
  }
  return prev[b.length] ?? max + 1
}

/** 'a', 'a and b', 'a, b and c'. */
export function list(items: readonly string[], joiner = 'and'): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} ${joiner} ${items.at(-1)}`
}

export const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
]
/** 'six (6)' reads as prose and still shows the digit. */
/** 'two (2) pieces' at the start of a sentence: 'Two (2) pieces'. */
export const capitalised = (t: string) => t.charAt(0).toUpperCase() + t.slice(1)

export const counted = (n: number) => (NUMBER_WORDS[n] ? `${NUMBER_WORDS[n]} (${n})` : String(n))

/** The sentences of a text, each with its full stop. */
export const sentences = (text: string) =>
  text
    .match(/[^.!?]+(?:[.!?]+(?=\s|$)|$)/g)
    ?.map((s) => s.trim())
    .filter(Boolean) ?? []

/** 'On the site', 'this website': the site itself, where the question is asked, not what it is about. */
// Not 'your website projects': those are the websites the owner built.
const NOT_BUILT = String.raw`(?! (projects?|work|clients?|designs?|examples?))`
const THIS_SITE = new RegExp(
  String.raw`\b(on|across|in|of|from) (the|this|your|ur) (whole |entire )?(web ?)?site\b${NOT_BUILT}|\bon here\b|\b(does|do) the (web ?)?site\b${NOT_BUILT}|\b(this|your|ur)\s+(web\s?)?site\b${NOT_BUILT}`,
  'gi',
)
export const withoutThisSite = (text: string) => text.replace(THIS_SITE, ' ')

/** A text as it may stand inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Whether a name is set aside rather than asked for: 'the AI tools, not the Adobe ones', 'not counting Adobe'. */
export const SET_ASIDE = /(not|except|except for|excluding|other than|besides|without|apart from|aside from|not counting|leaving out|minus)/
// 'Leaving the Adobe apps aside', 'putting the AI ones to one side': a name set aside after it is named.
export const setAside = (text: string, name: string) =>
  new RegExp(`\\b${SET_ASIDE.source}\\s+(the\\s+|any\\s+)?${escapeRegExp(name)}\\b`, 'i').test(text) ||
  new RegExp(
    `\\b(leaving|leave|putting|put|setting|set|keeping|keep)\\s+(the\\s+|your\\s+|all\\s+the\\s+)?${escapeRegExp(name)}(\\s+[\\p{L}-]+)?\\s+(aside|to one side|out of it)\\b`,
    'iu',
  ).test(text)

/** Words that ask how good someone is beside 'how' ('how solid is she at Premiere?'), in every level question. */
export const LEVEL_ADJECTIVES = 'solid|decent|fluent|capable|competent|advanced|handy'
