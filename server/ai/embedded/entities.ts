import { knowledge, WORK_KINDS, type Entity } from './knowledge.ts'
import { documentFrequency } from './retrieve.ts'
import { escapeRegExp, STOP, stem, withoutThisSite, words } from './text.ts'
import { mendedWords } from './vocabulary.ts'
import { keptPerMessage } from './per-message.ts'
import { frequencyRank } from './word-vectors/index.ts'

/** Words of a name that do not single a thing out: 'Design', 'Photography', 'Posts'. */
const GENERIC = new Set(
  `design designs graphic graphics project projects photo photos photography video videos film films post posts social media
  page site website websites web studio co series edit section1 section ai art skill skills brand the and of for shoot built enhanced production
  short marketing use used using made make`
    .split(/\s+/)
    .map(stem),
)

const distinctive = (name: string) => [
  ...new Set(
    words(name)
      .filter((w) => !STOP.has(w) && /[\p{L}\p{N}]/u.test(w))
      .map(stem)
      .filter((s) => !GENERIC.has(s)),
  ),
]
const nameStems = new Map(knowledge.entities.map((e) => [e.key, distinctive(e.name)]))
/** How many names each stem appears in: a word only one name has ('Wanderlust', 'Harbor') names that thing alone. */
const nameCount = new Map<string, number>()
for (const list of nameStems.values()) for (const s of list) nameCount.set(s, (nameCount.get(s) ?? 0) + 1)
/** Among the most common English words ('form', 'story'), a word names nothing by itself, even if one name has it. */
const COMMON_WORD = 700
const rankOfStem = new Map<string, number>()
for (const e of knowledge.entities)
  for (const w of words(e.name)) rankOfStem.set(stem(w), Math.min(rankOfStem.get(stem(w)) ?? Infinity, frequencyRank(w) ?? Infinity))
const singlesOut = (s: string) =>
  nameCount.get(s) === 1 &&
  // A coined word ('Magnific') names its one thing however often the site repeats it.
  (((documentFrequency.get(s) ?? 0) <= 4 && (rankOfStem.get(s) ?? Infinity) > COMMON_WORD) || rankOfStem.get(s) === Infinity)
const serviceStems = new Map(knowledge.entities.map((e) => [e.key, e.service ? distinctive(e.service) : []]))

/** Pieces of work and the words visitors call them by ('the bakery film', 'the coffee site'). */
const FAMILY_WORDS: Partial<Record<Entity['kind'], string[]>> = {
  video: ['film', 'video', 'clip', 'reel', 'movie'],
  site: ['site', 'website', 'landing'],
  card: ['project', 'campaign', 'poster'],
  project: ['project', 'shoot', 'series', 'session'],
}
/** For each piece of work, the words of its description no other piece of the same kind uses. */
const ownWords = new Map<string, string[]>()
for (const [kind] of Object.entries(FAMILY_WORDS)) {
  const same = knowledge.entities.filter((e) => e.kind === kind)
  const stemsOf = new Map(
    same.map((e) => [
      e.key,
      new Set(
        words(`${e.name} ${e.description}`)
          .filter((w) => !STOP.has(w) && w.length > 3)
          .map(stem),
      ),
    ]),
  )
  // A word of its own description no other piece of the kind uses, or a word of its own name no other name uses.
  const namesOf = new Map(same.map((e) => [e.key, new Set(distinctive(e.name))]))
  for (const e of same) {
    // Words the whole site uses often ('portfolio', 'brand') name nothing in particular.
    ownWords.set(
      e.key,
      [...stemsOf.get(e.key)!].filter(
        (s) =>
          !GENERIC.has(s) &&
          (namesOf.get(e.key)!.has(s) || (documentFrequency.get(s) ?? 0) <= 8) &&
          (same.every((o) => o === e || !stemsOf.get(o.key)!.has(s)) ||
            (namesOf.get(e.key)!.has(s) && same.every((o) => o === e || !namesOf.get(o.key)!.has(s)))),
      ),
    )
  }
}
/** Every word of a piece's name and description. */
const describedBy = new Map(
  knowledge.entities.map((e) => [
    e.key,
    new Set(
      words(`${e.name} ${e.description}`)
        .filter((w) => !STOP.has(w))
        .map(stem),
    ),
  ]),
)
const familyStems = new Map(Object.entries(FAMILY_WORDS).map(([kind, list]) => [kind, list.map(stem)]))

/** Words for a project that only a photo shoot is. */
const SHOOT_WORDS = new Set(['shoot', 'session'].map(stem))

/** A project outside photography that only a word for a shoot brought near ('shoot our company ...'). */
function shootOfOther(e: Entity, stems: readonly string[], one: (i: number) => boolean): boolean {
  if (e.kind !== 'project' || e.group === 'photography') return false
  const own = new Set(ownWords.get(e.key))
  const other = familyStems.get('project')!.filter((w) => !SHOOT_WORDS.has(w))
  return !stems.some((s, i) => other.includes(s) && one(i) && stems.slice(Math.max(0, i - 4), i + 5).some((t) => own.has(t)))
}

/** A piece of work named by what it is about next to what it is ('the bakery film', 'the site for the coffee roastery'): one only, or none. */
function describedEntity(text: string): Entity | undefined {
  // 'Who runs this site, is it an agency?': this site is the portfolio itself, not a website it shows.
  // 'How many images are in that project?': what is counted describes no piece ('AI Prompt Images').
  // 'Which website builders do you use?': a website builder is a tool, not a website that has a builder.
  const raw = mendedWords(
    withoutThisSite(text)
      .replace(/\bhow many (\p{L}+)/giu, 'how many')
      .replace(/\b(?:web ?site|site|web|page|landing page|app|shop|store) builders?\b/gi, 'builder'),
  )
  const stems = raw.map((w) => (STOP.has(w) ? '' : stem(w)))
  // 'How many projects has she completed?' asks about many: only a word for one thing ('the film') describes one.
  const one = (i: number) => !raw[i]!.endsWith('s') || raw[i] === 'series'
  const near = new Map<string, Set<string>>()
  for (const kind of familyStems.keys()) {
    near.set(
      kind,
      new Set(
        stems.flatMap((s, i) =>
          familyStems.get(kind)!.includes(s) && one(i) ? stems.slice(Math.max(0, i - 4), i + 5).filter((t) => t !== '') : [],
        ),
      ),
    )
  }
  const nearby = (kind: string) => near.get(kind)!
  if ([...near.values()].every((n) => n.size === 0)) return undefined
  const matches = knowledge.entities.filter((e) => familyStems.has(e.kind) && ownWords.get(e.key)?.some((s) => nearby(e.kind).has(s)))
  // 'If you shoot our company conference': a shoot is a photography project, never the company's stationery.
  if (matches.length === 1) return shootOfOther(matches[0]!, stems, one) ? undefined : matches[0]
  // 'The event reel': of the films whose words include 'event', the one whose name does.
  const nameSaid = (e: Entity) => nameStems.get(e.key)!.filter((s) => nearby(e.kind).has(s))
  const byName = matches.filter((e) => nameSaid(e).length > 0)
  // 'A shoot for a coffee roaster': when the other pieces' descriptions use that word of the name too, the one whose
  // own words hold more of what was said.
  const shared =
    byName.length === 1 && nameSaid(byName[0]!).every((s) => matches.some((o) => o !== byName[0] && describedBy.get(o.key)!.has(s)))
  if (shared) {
    const held = matches.map((e) => [...nearby(e.kind)].filter((s) => describedBy.get(e.key)!.has(s)).length)
    const most = Math.max(...held)
    if (held.filter((n) => n === most).length === 1) return matches[held.indexOf(most)]
  }
  return byName.length === 1 ? byName[0] : undefined
}

// 'ai built website' names the AI-Built Website: a hyphen and a space are one.
const namePattern = new Map(
  knowledge.entities.map((e) => [
    e.key,
    new RegExp(`(?<![\\p{L}])${escapeRegExp(e.name).replace(/[- ]/g, '[-\\s]').replace(/&/g, '(?:&|and)')}(?![\\p{L}])`, 'iu'),
  ]),
)

/**
 * 'Your AI video page' names the page 'AI Video Production': a project whose name is all common words is named by
 * the words it starts with, followed by 'page'.
 */
const pagePattern = new Map(
  knowledge.entities
    .filter(
      (e) =>
        e.kind === 'project' &&
        nameStems.get(e.key)!.length === 0 &&
        words(e.name).length >= 3 &&
        // 'The social media page' is the category Social Media's, not Social Media Graphics'.
        !knowledge.entities.some((o) => o.name.toLowerCase() === words(e.name).slice(0, -1).join(' ')),
    )
    .map((e) => [
      e.key,
      new RegExp(`(?<![\\p{L}])${words(e.name).slice(0, -1).map(escapeRegExp).join('[-\\s]')}\\s+(page|section)\\b`, 'iu'),
    ]),
)

/**
 * 'The brand identity page' is the page at /portfolio/brand-identity, not the skill group of that name on /skills:
 * the words of a page's own address, followed by 'page'.
 */
const ownPagePattern = new Map(
  knowledge.entities.flatMap((e) => {
    const slug = e.kind === 'project' || e.kind === 'category' ? /\/portfolio\/([a-z-]+)$/.exec(e.href)?.[1] : undefined
    const parts = slug?.split('-') ?? []
    if (parts.length < 2) return []
    return [[e.key, new RegExp(`(?<![\\p{L}])${parts.map(escapeRegExp).join('[-\\s]')}\\s+page\\b`, 'iu')] as const]
  }),
)

/**
 * 'The carousel posts' names Carousel Spotlight: a project is also called by the words of its page's address, when
 * they are two or more words, not its name and not part of another's (an address ending in a number is no name).
 */
const addressPattern = new Map(
  knowledge.entities.flatMap((e) => {
    const slug = e.kind === 'project' ? /\/portfolio\/([a-z-]+)$/.exec(e.href)?.[1] : undefined
    const parts = slug?.split('-') ?? []
    const said = parts.join(' ')
    // 'Ramadan posts' is also part of another thing's name ('Social Media Ramadan Posts'): no name of this one.
    if (parts.length < 2 || said === e.name.toLowerCase() || knowledge.entities.some((o) => o !== e && o.name.toLowerCase().includes(said)))
      return []
    const last = parts.length - 1
    const phrase = parts.map((w, i) => (i === last ? `${escapeRegExp(w)}s?` : escapeRegExp(w))).join('[-\\s]')
    return [[e.key, new RegExp(`(?<![\\p{L}])${phrase}(?![\\p{L}])`, 'iu')] as const]
  }),
)

/** The one thing of those `allowed` whose name holds every word of `called` ('the brand identity one'), if just one does. */
export function oneCalled(called: string, allowed: (e: Entity) => boolean): Entity | undefined {
  const wanted = words(called)
    .filter((w) => !STOP.has(w) && w !== 'ones')
    .map(stem)
  if (wanted.length === 0) return undefined
  const found = knowledge.entities.filter((e) => allowed(e) && wanted.every((s) => words(e.name).some((w) => stem(w) === s)))
  return found.length === 1 ? found[0] : undefined
}

/** Entities a visitor's text names: the whole name, or every distinctive word of it ('the perfume shoot'). */
/** Each tool with the stems of what it is for ('AI Web Builder'), and how many tools' roles use each stem. */
const roleOf = (tool: Entity) => (tool.maker ? tool.tags!.replace(tool.maker, '') : tool.tags!)
const roles = knowledge.entities.filter((e) => e.kind === 'tool' && e.tags).map((tool) => ({ tool, stems: distinctive(roleOf(tool)) }))
const roleCount = new Map<string, number>()
for (const r of roles) for (const s of new Set(r.stems)) roleCount.set(s, (roleCount.get(s) ?? 0) + 1)
/** 'The AI builder one', 'the audio tool': a tool called by what it is for. */
const CALLED_BY_ROLE =
  /\bthe ((?:[\p{L}-]+ ){0,2}[\p{L}-]+) (tool|app|program|programme|software)\b|\bthe ((?:[\p{L}-]+ ){1,2}[\p{L}-]+) one\b/iu

/** The one tool whose role holds every word the visitor called it by, one of them no other tool's role has. */
function toolByRole(text: string): Entity | undefined {
  const m = CALLED_BY_ROLE.exec(text)
  const called = m ? (m[1] ?? m[3])! : ''
  const said = distinctive(called)
  if (said.length === 0) return undefined
  const fits = roles.filter((r) => said.every((s) => r.stems.includes(s)) && said.some((s) => roleCount.get(s) === 1))
  return fits.length === 1 ? fits[0]!.tool : undefined
}

const named = keptPerMessage((text) => findNamed(text, false))
const namedStrongly = keptPerMessage((text) => findNamed(text, true))

export const entitiesNamed = (text: string, opts: { strong?: boolean } = {}): Entity[] => [...(opts.strong ? namedStrongly : named)(text)]

function findNamed(text: string, strong: boolean): Entity[] {
  const mended = mendedWords(text)
  const stems = new Set(mended.map(stem))
  // 'illutsrator' is Illustrator: a name is also found in the words with their typos mended.
  const mendedText = mended.join(' ')
  const found: { entity: Entity; weight: number }[] = []
  for (const entity of knowledge.entities) {
    if (ownPagePattern.get(entity.key)?.test(text)) {
      found.push({ entity, weight: 4 })
      continue
    }
    if (namePattern.get(entity.key)!.test(text) || namePattern.get(entity.key)!.test(mendedText)) {
      found.push({ entity, weight: 3 + entity.name.length / 100 })
      continue
    }
    if (addressPattern.get(entity.key)?.test(text)) {
      found.push({ entity, weight: 2 })
      continue
    }
    if (pagePattern.get(entity.key)?.test(text)) {
      found.push({ entity, weight: 1 })
      continue
    }
    const own = nameStems.get(entity.key)!
    // Part of a name counts when every distinctive word is there and, for a one-word part, the word is rare ('perfume', not 'story').
    const matched = own.filter((s) => stems.has(s))
    if (
      own.length > 0 &&
      matched.length === own.length &&
      (own.length > 1 ||
        entity.kind === 'skill-group' ||
        ((documentFrequency.get(own[0]!) ?? 0) <= 4 && (rankOfStem.get(own[0]!) ?? Infinity) > COMMON_WORD))
    )
      found.push({ entity, weight: 1 + own.length / 10 })
    else if (
      // 'Premiere', 'the premiere one': a tool goes by the first word of its name when that word is no everyday one.
      entity.kind === 'tool' &&
      own[0] !== undefined &&
      stem(words(entity.name)[0]!) === own[0] &&
      stems.has(own[0]) &&
      (rankOfStem.get(own[0]) ?? Infinity) > COMMON_WORD
    )
      found.push({ entity, weight: 1 })
    else if (matched.some((s) => singlesOut(s))) found.push({ entity, weight: 0.8 + matched.length / 10 })
    else if ((serviceStems.get(entity.key) ?? []).length > 0 && serviceStems.get(entity.key)!.every((s) => stems.has(s)))
      found.push({ entity, weight: 0.5 })
  }
  // 'and midj... how good are you?': a name cut short with dots, when it starts one name only.
  for (const [, start] of text.matchAll(/(\p{L}{3,})(?:\.{2,}|…)/gu)) {
    const begun = knowledge.entities.filter((e) => words(e.name).some((w) => w.startsWith(start!.toLowerCase())))
    if (begun.length === 1 && !found.some((f) => f.entity === begun[0])) found.push({ entity: begun[0]!, weight: 1.5 })
  }
  const byRole = toolByRole(text)
  if (byRole && !found.some((f) => f.entity === byRole)) found.push({ entity: byRole, weight: 1 })
  // 'The bakery film' is the film about a bakery, not the bakery's website: the kind of thing asked for decides.
  const described = describedEntity(text)
  if (described && !found.some((f) => f.entity === described && f.weight >= 1)) found.push({ entity: described, weight: 1 })
  // 'The brand identity one', 'the brand identity work': the one piece of work whose name holds those words.
  const called = /\bthe ([\p{L}][\p{L}\s-]{2,40}?) (ones?|work)\b/iu.exec(text)?.[1]
  const piece = called ? oneCalled(called, (e) => WORK_KINDS.has(e.kind)) : undefined
  if (piece && !found.some((f) => f.entity === piece)) found.push({ entity: piece, weight: 1 })
  // 'The brand identity project' or 'the brand identity work' is the project, not the skill group of that name.
  if (/\bprojects?\b|\bthe [\p{L}\s-]+ (one|work)\b/iu.test(text))
    for (const f of found) if (f.entity.kind === 'project' && f.weight >= 1) f.weight += 2.5
  found.sort((a, b) => b.weight - a.weight)
  // Strong: named by the whole name or all of its own words, not by a service word ('coffee') alone.
  if (strong) found.splice(0, found.length, ...found.filter((f) => f.weight >= 1))
  // A tool or skill named inside a longer name ('Premiere Pro Editing') gives way to the longer one.
  return found
    .map((f) => f.entity)
    .filter((e, i, all) => all.indexOf(e) === i)
    .filter((e, i, all) => !all.slice(0, i).some((o) => o.name.toLowerCase().includes(e.name.toLowerCase()) && o.name !== e.name))
}

/** The text with one thing's name put in place of another's ('... in social media?' to '... in Videography?'), if it is written out. */
export function withNameOf(text: string, from: Entity, to: Entity): string | undefined {
  const pattern = namePattern.get(from.key)!
  return pattern.test(text) ? text.replace(pattern, to.name) : undefined
}

const everyPlace = new Map([...namePattern].map(([key, pattern]) => [key, new RegExp(pattern.source, `${pattern.flags}g`)]))

/** Entities an answer wrote out by name, in the order it wrote them. */
const written = keptPerMessage(findWritten)
export const entitiesWritten = (text: string): Entity[] => [...written(text)]

function findWritten(text: string): Entity[] {
  const found: { entity: Entity; at: number }[] = []
  for (const entity of knowledge.entities) {
    const m = namePattern.get(entity.key)!.exec(text)
    if (m) found.push({ entity, at: m.index })
  }
  const keep = (all: readonly { entity: Entity; at: number }[]) => {
    const kept: { entity: Entity; at: number }[] = []
    // A name inside a longer one gives way; two things of the same name (a category and a skill group) both stay.
    for (const f of [...all].sort((a, b) => a.at - b.at || b.entity.name.length - a.entity.name.length))
      if (
        !kept.some((k) => k.entity === f.entity) &&
        !kept.some((k) => f.at >= k.at && f.at < k.at + k.entity.name.length && k.entity.name !== f.entity.name)
      )
        kept.push(f)
    return kept
  }
  const kept = keep(found)
  // '33 Degree Speciality' first written inside '33 Degree Speciality Coffee' may stand alone later on.
  const inside = found.filter((f) => !kept.some((k) => k.entity === f.entity))
  if (inside.length === 0) return kept.map((k) => k.entity)
  // A page's address ('/portfolio/typography-posts') writes no name.
  const prose = text.replace(/\(\/[^)\s]*\)|https?:\/\/\S+/g, (link) => ' '.repeat(link.length))
  const later = inside.flatMap((f) => [...prose.matchAll(everyPlace.get(f.entity.key)!)].map((m) => ({ entity: f.entity, at: m.index })))
  return keep([...found, ...later]).map((k) => k.entity)
}

/**
 * '33 Degree': the first words of two or more pieces' names, and no other thing's whole name (not 'Social Media', a
 * category), each piece with the phrase that calls it so.
 */
const sharedNames = (() => {
  const work = knowledge.entities.filter((e) => WORK_KINDS.has(e.kind))
  const byStart = new Map<string, Entity[]>()
  for (const e of work) {
    const w = words(e.name)
    for (let n = 2; n < w.length; n += 1) {
      const start = w.slice(0, n).join(' ')
      byStart.set(start, [...(byStart.get(start) ?? []), e])
    }
  }
  const names = new Set(knowledge.entities.map((e) => e.name.toLowerCase()))
  return [...byStart]
    .filter(([start, pieces]) => pieces.length >= 2 && !names.has(start))
    .map(([start, pieces]) => ({ pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(start)}(?![\\p{L}\\p{N}])`, 'iu'), pieces }))
})()

/** The pieces a text calls by the start their names share ('the 33 Degree photos'), when it names none of them whole. */
export function piecesSharingName(text: string): Entity[] {
  const shared = sharedNames.find((s) => s.pattern.test(text))
  if (!shared) return []
  const whole = written(text).filter((e) => shared.pieces.includes(e))
  return whole.length === 0 ? shared.pieces : []
}
