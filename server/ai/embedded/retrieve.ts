import MiniSearch from 'minisearch'
import { entityOf, knowledge, type Passage } from './knowledge.ts'
import { nearWords, type Near } from './semantic.ts'
import { phraseSynonyms, synonymsOf } from './synonyms.ts'
import { STOP, STOP_STEMS, stem, withoutThisSite, words } from './text.ts'
import { mendedWords } from './vocabulary.ts'

/**
 * "Not on this site" below this share of the question's weight covered by the best passage.
 * Measured, not guessed: `node tests/eval/threshold.ts` scores the development questions the site
 * answers and those it does not, and takes the middle of the range that separates them best
 * (last measured 2026-11-25, end of session: 0.4 to 0.575, 52 of 56 questions; 0.46 sits inside).
 */
export const COVERAGE_THRESHOLD = 0.46

/**
 * 'A colour and type system': 'type' is a stop word in questions ('what type of work'), but a design term before these. It
 * is read as 'typeface', which fonts stand for, and not as 'typography', which letters stand for ('letter paper' too).
 */
const TYPE_AS_DESIGN = /\btype(?=\s+(systems?|scales?|hierarch\w*|famil\w*|pairings?|treatments?|setting|choices?|styles?)\b)/gi
const siteWords = (text: string) => words(text.replace(TYPE_AS_DESIGN, 'typeface'))

const processTerm = (term: string) => (STOP.has(term) || STOP_STEMS.has(stem(term)) ? null : stem(term))
const index = new MiniSearch<Passage>({
  fields: ['title', 'keywords', 'text'],
  storeFields: ['id'],
  tokenize: siteWords,
  processTerm,
  searchOptions: { boost: { title: 2, keywords: 1.2 } },
})
index.addAll(knowledge.passages)

/** In how many passages each stem appears: rare words weigh more in a question. */
export const documentFrequency = new Map<string, number>()
for (const p of knowledge.passages) {
  for (const s of new Set(
    siteWords(`${p.title} ${p.keywords} ${p.text}`)
      .filter((w) => !STOP.has(w))
      .map(stem)
      .filter((s) => !STOP_STEMS.has(s)),
  )) {
    documentFrequency.set(s, (documentFrequency.get(s) ?? 0) + 1)
  }
}
const N = knowledge.passages.length
const RARE = Math.log(1 + N / 3)
/** A word the site never uses weighs most: a question about it is most likely not answered here. */
const weightOf = (s: string) => Math.log(1 + N / Math.max(documentFrequency.get(s) ?? 0, 0.5))

export interface Query {
  /** The question's own topic stems, typos mended. */
  stems: string[]
  /** Stems the trade's synonyms add. */
  extra: string[]
  /** Stems that only set the scene ('for my blog', 'in Canada'): an unknown one weighs like a rare word, not the most. */
  context?: string[]
  /** For a stem of the question, the site stems nearest in meaning ('rule' -> 'guidelin'). */
  near?: Record<string, Near[]>
}

/** A site word near in meaning covers the visitor's word at this share of its likeness. */
const NEAR_CREDIT = 0.6

/** Words after 'for my', 'on our', 'in a', ...: the visitor's situation rather than the thing asked about. */
function contextStems(text: string): string[] {
  const found: string[] = []
  for (const m of text.matchAll(
    /\b(?:for|on|in|at|to|from|with)\s+(?:my|our|a|an|the|his|her|their|your)\s+([\p{L}\s]{2,40}?)(?=[,.?!;]|$|\s(?:and|but|so|or|because|which|that)\b)/giu,
  )) {
    found.push(
      ...words(m[1]!)
        .filter((w) => !STOP.has(w))
        .map(stem),
    )
  }
  // 'Our company has its yearly conference': who the visitor is, not what is asked about.
  for (const m of text.matchAll(/\b(?:my|our)\s+(company|business|firm|organi[sz]ation|team|office|employer|boss|colleagues?)\b/gi))
    found.push(stem(m[1]!.toLowerCase()))
  return found
}

/** 'Do you do branding for new companies?': whom the work is for, said in a word that fits any client, asks nothing. */
const ANY_CLIENT =
  /\bfor\s+(?:(?:new|small|local|young|growing|other|all kinds of|any)\s+)?(?:companies|businesses|firms|startups|clients|customers)\b/gi

export function toQuery(asked: string): Query {
  // 'A whole website made with AI': 'whole' says how much of a site, not what ('the whole thing looks planned' stays).
  const text = withoutThisSite(asked)
    .replace(ANY_CLIENT, ' ')
    .replace(TYPE_AS_DESIGN, 'typeface')
    .replace(/\b(a|an) whole (?=(web ?site|site|app|web app|online shop|shop|store)\b)/gi, '$1 ')
  const near = new Map<string, Near[]>()
  for (const w of mendedWords(text)) {
    // 'A 2 day conference': a small number is a quantity of the visitor's, not a topic.
    // 'A schedule + signups': a plus that joins words is no word.
    if (STOP.has(w) || STOP_STEMS.has(stem(w)) || /^\d{1,2}$/.test(w) || /^\++$/.test(w)) continue
    const s = stem(w)
    // Only a word the site never uses looks for site words of like meaning; the site's own words match as they are.
    near.set(s, [...(near.get(s) ?? []), ...(documentFrequency.has(s) ? [] : nearWords(w))])
  }
  const stems = [...near.keys()]
  return { stems, extra: synonymsOf(stems).filter((s) => !stems.includes(s)), context: contextStems(text), near: Object.fromEntries(near) }
}

/** Photos or film: the medium a question names, when it names one of them only. */
const MEDIA = {
  photo: ['photo', 'pictur', 'pic', 'photograph', 'photographi', 'headshot', 'portrait'],
  video: ['video', 'film', 'clip', 'reel', 'teaser', 'footag', 'movi', 'animat'],
  web: ['websit', 'webdesign', 'landing'],
} as const
type Medium = keyof typeof MEDIA
function mediumOf(stems: ReadonlySet<string>): Medium | undefined {
  const named = (Object.keys(MEDIA) as Medium[]).filter((m) => MEDIA[m].some((s) => stems.has(s)))
  return named.length === 1 ? named[0] : undefined
}
/** A passage about a film is video; one about a photo page is photo; a website is neither; others have no medium. */
const mediumByEntity = new Map<string, Medium | undefined>()
function passageMedium(p: Passage): Medium | undefined {
  if (!p.entity) return undefined
  if (!mediumByEntity.has(p.entity)) mediumByEntity.set(p.entity, mediumOfEntity(p.entity))
  return mediumByEntity.get(p.entity)
}
function mediumOfEntity(key: string): Medium | undefined {
  const entity = entityOf(key)
  if (!entity) return undefined
  if (entity.kind === 'video') return 'video'
  if (entity.kind === 'site') return 'web'
  // 'AI-Built Website' in the AI category is a website all the same.
  const named = mediumOf(new Set(words(entity.name).map(stem)))
  if (named) return named
  const category = entity.kind === 'category' ? entity.key : entity.group
  return category === 'photography' ? 'photo' : category === 'videography' ? 'video' : category === 'web-design' ? 'web' : undefined
}
/** How much of its coverage a passage of the other medium keeps. */
const OTHER_MEDIUM = 0.6
/**
 * How much a passage of a shoot or a film keeps when a need of six words or more names neither: the read sets
 * scored the same at 0.9 and 0.85 and lost one case at 0.75.
 */
const NO_MEDIUM = 0.85
const NEED_STEMS = 6

export interface Hit {
  passage: Passage
  score: number
  /** Share of the question's weight the passage covers (0 to 1). */
  coverage: number
  covered: string[]
}

/** How much of the query a passage's matched stems cover; a synonym covers the word it stands for, a little less. */
function coverageOf(query: Query, matched: ReadonlySet<string>, ignore: ReadonlySet<string>) {
  let total = 0
  let got = 0
  const covered: string[] = []
  const own = new Set(query.stems)
  // A two-word term stands for the site's word as a whole: 'uber eats' is covered by 'delivery apps'.
  const byPhrase = new Set(
    phraseSynonyms(query.stems)
      // 'The entire day' is the site's 'full day': a passage with 'day' alone has not said it.
      .filter((p) => p.to.some((x) => matched.has(x) && !p.words.includes(x)))
      .flatMap((p) => p.words),
  )
  for (const s of query.stems) {
    if (ignore.has(s)) continue
    // Words that only set the scene weigh half; an unknown one no more than a rare word.
    const w = query.context?.includes(s) ? 0.5 * Math.min(weightOf(s), RARE) : weightOf(s)
    total += w
    if (matched.has(s)) {
      got += w
      covered.push(s)
    } else if (byPhrase.has(s) || synonymsOf([s]).some((x) => matched.has(x) && !own.has(x))) {
      got += 0.8 * w
      covered.push(s)
    } else {
      const likeness = Math.max(0, ...(query.near?.[s] ?? []).filter((n) => matched.has(n.stem)).map((n) => n.similarity))
      if (likeness > 0) {
        got += NEAR_CREDIT * likeness * w
        covered.push(s)
      }
    }
  }
  return { coverage: total === 0 ? 0 : got / total, covered }
}

/**
 * The passages that match a question best: BM25 over the stems and their synonyms, then
 * ordered by how much of the question each covers, ties by score; passages of a focused entity first.
 */
export function retrieve(
  query: Query,
  opts: { focus?: readonly string[]; ignore?: ReadonlySet<string>; cues?: readonly string[]; limit?: number } = {},
): Hit[] {
  const near = Object.values(query.near ?? {}).flatMap((n) => n.map((x) => x.stem))
  const terms = [...new Set([...query.stems, ...query.extra, ...(opts.cues ?? []), ...near])]
  if (terms.length === 0) return []
  const focus = new Set(opts.focus ?? [])
  const results = index.search(terms.join(' '), {
    combineWith: 'OR',
    // The terms are stems already: stemming them again would turn 'coffe' into 'coff'.
    processTerm: (t) => t,
    boostDocument: (id) => (focus.size && focus.has(knowledge.passages[id as number]?.entity ?? '') ? 3 : 1),
  })
  const hits = results.slice(0, 60).map((r) => {
    const passage = knowledge.passages[r.id as number]!
    const { coverage, covered } = coverageOf(query, new Set(r.queryTerms), opts.ignore ?? new Set())
    const cues = (opts.cues ?? []).filter((c) => r.queryTerms.includes(c)).length
    // Where a 'when' or 'where' answer lives counts only on top of a real match (or alone, when nothing else was
    // asked, or inside the thing the question is about).
    const bonus = query.stems.length === 0 || coverage >= 0.3 || focus.has(passage.entity ?? '') ? 0.12 * Math.min(cues, 3) : 0
    return { passage, score: r.score, coverage: Math.min(1, coverage + bonus), covered, answers: bonus > 0 ? Math.min(cues, 2) : 0 }
  })
  // 'My product photos look cheap': a film about the same product is the other medium, a step behind.
  const asked = mediumOf(new Set(query.stems))
  const otherMedium = (h: Hit) => (asked && passageMedium(h.passage) && passageMedium(h.passage) !== asked ? 1 : 0)
  for (const h of hits) if (otherMedium(h)) h.coverage *= OTHER_MEDIUM
  // 'Customers squint at our menu and the cups are plain white': a need that names no pictures or film is less likely a shoot.
  const anyMedium = (['photo', 'video'] as const).some((m) => MEDIA[m].some((x) => query.stems.includes(x) || query.extra.includes(x)))
  if (!anyMedium && query.stems.length >= NEED_STEMS)
    for (const h of hits) if (['photo', 'video'].includes(passageMedium(h.passage) ?? '')) h.coverage *= NO_MEDIUM
  // A time of another medium ('a website within the week' against the wedding photos within 48 hours) answers nothing.
  const answers = (h: (typeof hits)[number]) => (otherMedium(h) ? 0 : h.answers)
  const inFocus = (h: Hit) => (focus.size && focus.has(h.passage.entity ?? '') ? 1 : 0)
  const general = (h: Hit) => (focus.size === 0 && h.passage.general ? 0.02 : 0)
  // For a 'where' or 'when' question, a passage that holds a place or a time comes before one that only names the topic.
  hits.sort(
    (a, b) =>
      inFocus(b) - inFocus(a) || answers(b) - answers(a) || b.coverage + general(b) - (a.coverage + general(a)) || b.score - a.score,
  )
  return hits.slice(0, opts.limit ?? 5).map(({ answers: _, ...hit }) => hit)
}
