import type { ChatTurn } from '../schema.ts'
import { extremeOf } from './compute.ts'
import { entitiesNamed, entitiesWritten } from './entities.ts'
import { entityOf, knowledge, WORK_KINDS, type Entity } from './knowledge.ts'
import { categoryOf } from './listing.ts'
import { phraseSynonyms, synonymsOf } from './synonyms.ts'
import { escapeRegExp, LEVEL_ADJECTIVES, STOP, stem, words } from './text.ts'

const ORDINALS: Record<string, number> = {
  first: 0,
  '1st': 0,
  second: 1,
  '2nd': 1,
  third: 2,
  '3rd': 2,
  fourth: 3,
  '4th': 3,
  fifth: 4,
  '5th': 4,
  sixth: 5,
  '6th': 5,
  former: 0,
}
const LAST = /\b(the|that|this) (very )?(last|latter|final)\b(?! (updated|changed|time|year|month|week|visit))|\b(last|final) one\b/i
/** Words that point at a thing said before; 'he' and 'she' are the owner or other people, never a piece of work. */
const PRONOUN = /\b(it|its|that|this|they|them|their|those|these|there|one)\b|\b(soon|long) after\b|\bafterwards\b/i
/** 'Can they draw …', 'would she design …': a person's work asked of the designer. */
const DESIGNER_DOES =
  /\b(can|could|would|will|do|does|did) (they|he|she) (draw|design|make|create|shoot|photograph|film|edit|help|work|travel|come|build|animate|illustrate|paint|sketch)\b/gi
/** 'When I type in this chat box': the chat or the site itself, not a thing the answers showed. */
const THE_CHAT_ITSELF =
  /\b(this|the|your)\s+(chat( ?box| window| widget)?|chatbot|chat bot|bot|assistant|conversation|widget|site)\b(?!\s+(one|project|piece|work)\b)/gi
/** 'The shoot', 'the photos': the work the conversation is about, named by its kind only. */
const THE_WORK = /\bthe (shoot|session|photos|pictures|pics|images|gallery|video|film|clip|site|website|project|design|posts)\b/i

/** The position a visitor points at in a list ('the second one', 'number 3', 'the last'), if any; 'a first look' points at nothing. */
export function ordinal(text: string, length: number): number | undefined {
  const lower = text.toLowerCase().replace(/\b(a|an|at)\s+(first|last|final)\b/g, '')
  if (LAST.test(lower)) return length - 1
  // 'The middle one' of an odd number of things.
  if (/\bthe middle\b|\bin the middle\b/.test(lower) && length % 2 === 1 && length >= 3) return (length - 1) / 2
  for (const [word, i] of Object.entries(ORDINALS)) if (new RegExp(`\\b${word}\\b`).test(lower)) return i
  const n = /(?:number|no\.?|#)\s*(\d)\b|\b(\d)(?:st|nd|rd|th)\b/.exec(lower)
  return n ? Number(n[1] ?? n[2]) - 1 : undefined
}

/** 'The longest one', 'the newest one': a pick from a list by a measure (compute.ts says which end of which). */
export const PICKED_BY_MEASURE =
  /\bthe (longest|shortest|newest|latest|oldest|earliest|highest|lowest|strongest|weakest) (one|film|video|clip|site|website|project|shoot|tool|skill)\b|\bthe (longer|shorter|newer|older|stronger|weaker) (one|of the two|of (them|those|these|both))\b/i

/** The list an answer gave, in the order it lists them: a name said earlier in passing ('for restaurants, real estate and brands') keeps its place in the list. */
const listIn = (text: string) => {
  const lower = text.toLowerCase()
  return [...mainList(atLevelsWritten(entitiesWritten(text), text))].sort(
    (a, b) => lower.lastIndexOf(a.name.toLowerCase()) - lower.lastIndexOf(b.name.toLowerCase()),
  )
}

/**
 * 'Graphic Design (95%), …, Motion Graphics (85%)': where things of one name are of several kinds (a skill group, a bar
 * of the About page's overview), the kind whose levels are the ones written beside the names.
 */
function atLevelsWritten(entities: readonly Entity[], text: string): Entity[] {
  const all = [...knowledge.entities, ...knowledge.overview]
  const written = (e: Entity) => new RegExp(`${escapeRegExp(e.name)} \\((\\d+)%\\)`, 'i').exec(text)?.[1]
  const fits = new Map<string, number>()
  for (const e of entities) {
    const level = written(e)
    if (level === undefined) continue
    for (const same of all.filter((o) => o.name === e.name && o.level === Number(level)))
      fits.set(same.kind, (fits.get(same.kind) ?? 0) + 1)
  }
  const kind = [...fits].sort((a, b) => b[1] - a[1])[0]?.[0]
  if (!kind) return [...entities]
  const mapped = entities.map((e) => (written(e) === undefined ? e : (all.find((o) => o.name === e.name && o.kind === kind) ?? e)))
  return [...new Set(mapped)]
}

/** The list an answer gave: its most frequent kind of entity (the websites of a category page, not the category). */
function mainList(entities: readonly Entity[]): Entity[] {
  // Projects, websites, films and cards are one family: the pieces of work a page shows.
  const family = (e: Entity) => (e.kind === 'project' || e.kind === 'site' || e.kind === 'video' || e.kind === 'card' ? 'work' : e.kind)
  const counts = new Map<string, number>()
  for (const e of entities) if (e.kind !== 'category') counts.set(family(e), (counts.get(family(e)) ?? 0) + 1)
  const top = [...counts].sort((a, b) => b[1] - a[1] || (a[0] === 'work' ? -1 : b[0] === 'work' ? 1 : 0))[0]?.[0]
  const listed = entities.filter((e) => e.kind !== 'category' && family(e) === top)
  // A project named beside its own pieces holds the list; it is not one of its items.
  return listed.filter((e) => listed.filter((p) => p.group === e.key).length < 2)
}

/** 'The night city one': a piece called by a few words of what it is. */
export const THE_X_ONE =
  /\b(?:the|that|this) (?!(?:about|with|for|of|in|on|at|to|is|was|are|were|the|a|an|one)\b)([\p{L}\p{N}-]+ ){1,3}one\b/iu

/** 'How good are you at it?', 'how strong, in %': a level asked for. */
export const LEVEL_ASKED = new RegExp(
  String.raw`\bhow (good|strong|skilled|experienced|${LEVEL_ADJECTIVES})\b|\bpercent\b|%|\blevel\b|\bproficien|\b(like|as) a (score|number|rating)\b|\bhow high (is|are|was|were)\b|\bhow well (do|does|can) (you|u|she|he|they|\w+) (know|use|handle|master|work with)\b`,
  'i',
)

/** 'The tool you use for ...': a tool, not a piece of work. */
const THE_TOOL = /\bthe (tool|program|app|software)\b/i

/** Words that say where in a list, not what a thing is ('the last one'). */
const PLACE_WORDS =
  /^(one|first|second|third|fourth|fifth|sixth|last|latter|former|final|next|other|same|previous|earlier|top|bottom|middle)$/

/** The words for each kind of work a visitor picks among. */
const KIND_NAMES: readonly [string, Entity['kind']][] = [
  ['video|film|clip|teaser|reel|movie', 'video'],
  ['website|site|web ?page|landing page', 'site'],
  ['post|carousel|card', 'card'],
]
/** A kind of work named with 'the' or 'that' ('the video', 'that site'): picks among pieces of different kinds. */
const KIND_NOUNS = KIND_NAMES.map(([names, kind]) => [new RegExp(`\\b(the|that|this|your)\\s+(${names})\\b`, 'i'), kind] as const)
/** The same kinds named on their own ('which clip was ...'), films and sites only. */
const KIND_WORDS = KIND_NAMES.filter(([, kind]) => kind !== 'card').map(
  ([names, kind]) => [new RegExp(`\\b(${names.replace(/\|/g, 's?|')}s?)\\b`, 'i'), kind] as const,
)
/** The kind of work a text names on its own ('has she made a site like that?'), films and sites only. */
export const kindOfWorkNamed = (text: string) => KIND_WORDS.find(([re]) => re.test(text))?.[1]

export interface Reference {
  entity: Entity
  /** 'pronoun' when the visitor said 'it' or 'they'; 'ellipsis' when a short question just went on ('how much?'). */
  how: 'ordinal' | 'name' | 'pronoun' | 'ellipsis'
}

const TOLD_PIECE =
  /\b(?:that|the|this)\s+((?:[\p{L}-]+\s+){0,3}?(?:website|site|video|film|clip|project|shoot|campaign|logo|series|posts?|photos?|pictures?))\s+(?:(?:you|u|he|she|they)\s+(?:built|made|did|shot|designed|created|filmed|produced|put together)\b|(?:built|made|done|shot|designed|created|filmed)\s+(?=(?:with|in|using)\b))([^,?.!]*)/iu

/** 'That AI-built studio website on your portfolio': a piece told by its words and where the visitor saw it. */
const TOLD_BY_PLACE =
  /\b(?:that|the|this)\s+((?:[\p{L}-]+\s+){1,3}?(?:website|site|video|film|clip|project|shoot|campaign|logo|series|posts?|photos?|pictures?))\s+(?:on|in|from)\s+(?:your|ur|the|this)\s+(?:portfolio|site|website|page|work)\b()/iu

/**
 * 'That studio website you built with the AI builder', 'that studio site made with AI': a piece of work told by what was
 * made and how, among all the work.
 */
export function toldPiece(query: string): { entity: Entity; rest: string } | undefined {
  const told = TOLD_PIECE.exec(query) ?? TOLD_BY_PLACE.exec(query)
  const stems = told
    ? words(`${told[1]} ${told[2]}`)
        .filter((w) => !STOP.has(w))
        .map(stem)
    : []
  // 'The skincare video' is a film, not the skincare website: a film word says where to look, the words before it which.
  const noun = told ? (words(told[1]!).at(-1) ?? '') : ''
  const film = KIND_WORDS.find(([re]) => re.test(noun))?.[1] === 'video'
  const which = film ? stems.filter((s) => s !== stem(noun)) : stems
  // 'The video you made for them' tells nothing but its kind: the conversation says which. 'The website you made with
  // the AI' tells it by one word more.
  const entity =
    which.length >= (film ? 1 : 2)
      ? bestByWords(
          knowledge.entities.filter((e) => WORK_KINDS.has(e.kind) && (!film || e.kind === 'video')),
          which,
          false,
          false,
        )
      : undefined
  // What is asked about it, with its name for the words that told it ('made with an AI builder' asks for no tools).
  return entity ? { entity, rest: query.replace(told![0], entity.name) } : undefined
}

/** 'apart from the logo concepts', 'except the website': what is set aside, up to the end of its clause. */
const LEFT_OUT = /\b(?:except(?: for)?|excluding|other than|besides|apart from|aside from|not counting|leaving out)\s+[^?,.!]*/gi

/**
 * What a follow-up points at, from the entities the previous answers named: an ordinal into the
 * last list, a fragment of one of their names or descriptions ('the bakery one'), or a pronoun
 * for the thing the last answer was about. Undefined when the question names its own subject.
 */
export function resolveReference(asked: string, history: readonly ChatTurn[]): Reference | undefined {
  // 'The before and after one': the piece with a comparison of the two.
  // 'Can they draw a cartoon pig?': 'they' who draw are the designer, not pieces the last answer showed.
  const query = asked
    .replace(/\bbefore[- ]?(?:and|&|\/|n|'n'|or|vs\.?)[- ]?after\b/gi, 'comparison')
    .replace(DESIGNER_DOES, '$1 you $3')
    .replace(THE_CHAT_ITSELF, 'the chat')
  const answers = history.filter((t) => t.role === 'assistant')
  const last = answers.at(-1)
  if (!last) return undefined
  const listed = entitiesWritten(last.content)
  // 'Which projects on the site show that?' after an answer about a category: the category, whose pieces are asked for.
  const shownFirst = (e: Entity) => {
    const at = last.content.indexOf(`${e.name} (${e.href})`)
    return at >= 0 && at <= OPENING
  }
  const category = PIECES_OF_IT.test(query) ? listed.find((e) => e.kind === 'category' && shownFirst(e)) : undefined
  if (category) return { entity: category, how: 'pronoun' }
  // 'That website you made with the AI - how long did it take?': a piece told by what was made and how, whatever was shown.
  const told = toldPiece(query)
  if (told) return { entity: told.entity, how: 'name' }
  // 'So you made sites for Bloom, Pulse and Atlas, right?' ... 'the second one': the visitor's own list, when the answer listed none.
  const said = history.filter((t) => t.role === 'user').at(-1)?.content ?? ''
  // 'I'm torn between wedding photography or a family session' ... 'the first one': the visitor's own choice comes first.
  const choosing = /\b(between|either|torn|deciding|choose|choosing|undecided)\b/i.test(said)
  const theirs = listIn(last.content).length < 2 || choosing ? visitorList(said) : []
  // 'Ok, back to the websites - the fitness one': the list of that kind, however many answers ago.
  const backTo = /\bback to (?:the |your |those |these )?(\p{L}+)/iu.exec(query)?.[1]
  const backKind = backTo ? KIND_WORDS.find(([re]) => re.test(backTo))?.[1] : undefined
  const list =
    theirs.length >= 2
      ? theirs
      : [...answers]
          .reverse()
          .map((a) => answerList(a.content))
          .find((l) => l.length >= 2 && (!backKind || l.some((e) => e.kind === backKind)))
  // 'Tell me about X' ... 'and Y?' ... 'ok back to the first one': with no list given, the pieces the answers showed, in turn.
  if (!list && /\b(back to|go back|return to)\b/i.test(query)) {
    const inTurn = [
      ...new Set(
        answers.flatMap((a) =>
          entitiesWritten(a.content)
            .filter((e) => WORK_KINDS.has(e.kind) && a.content.includes(e.name))
            .slice(0, 1),
        ),
      ),
    ]
    const i = inTurn.length >= 2 ? ordinal(query, inTurn.length) : undefined
    if (i !== undefined && inTurn[i]) return { entity: inTurn[i], how: 'ordinal' }
  }
  const other = theOther(query, list ?? [], listed)
  if (other) return { entity: other, how: 'name' }
  if (list) {
    const i = ordinal(query, list.length)
    if (i !== undefined && list[i]) return { entity: list[i], how: 'ordinal' }
    // 'The longest one, what's it about?': of the list, the one at the top or bottom of its measure.
    // 'The 3D one. What's the weakest skill in it?': a word that picks one of the list comes before the measure.
    const picker = /\b(?:the|that|this) ([\p{L}\p{N}&-]+) ones?\b/iu.exec(query)?.[1]
    const extreme = PICKED_BY_MEASURE.test(query) && !(picker && fitsAny(list, picker)) ? extremeOf(query, list) : undefined
    if (extreme) return { entity: extreme, how: 'ordinal' }
  }
  // 'After the shoot, how long do we wait for the photos?': the one piece the last answer showed, whatever its words name.
  const shown = listed.filter((e) => WORK_KINDS.has(e.kind) && last.content.includes(`${e.name} (${e.href})`))
  if (
    THE_WORK.test(query) &&
    !THE_X_ONE.test(query) &&
    shown.length === 1 &&
    entitiesNamed(query).length === 0 &&
    !namesOther(query, shown[0]!)
  )
    return { entity: shown[0]!, how: 'pronoun' }
  // 'What does it include apart from the logo concepts?': what is set aside names nothing that is meant.
  const own = words(query.replace(LEFT_OUT, ''))
    .filter((w) => !STOP.has(w))
    .map(stem)
  const held = lastListed(history)
  // 'Which of those clips was made for a florist?' after an answer about one project: a pick among its pieces.
  const picking = /\bwhich\b[^?]*\b(of )?(those|them|these)\b/i.test(query)
  // 'Which clip was the one for the flower shop?': a pick by description, among what was listed or else all the work.
  const pickingOne = /\bwhich\b[^?]*\bthe one\b|\bwhich one (was|is|did)\b/i.test(query)
  // The kind picked among is the word right after 'which' ('which clip ...'), not one the pick is for ('which one is for video').
  const pickedHead = /\bwhich\s+(\p{L}+)/iu.exec(query)?.[1] ?? ''
  const pickedKind = KIND_WORDS.find(([re]) => re.test(pickedHead))?.[1]
  const allWork = () => knowledge.entities.filter((e) => WORK_KINDS.has(e.kind) && (!pickedKind || e.kind === pickedKind))
  // A list of other things ('which clip ...' after a list of skills) is not where the pick is made.
  const listOfKind = (l: readonly Entity[] | undefined) =>
    l && l.length >= 2 && (!pickedKind || l.some((e) => e.kind === pickedKind)) ? l : undefined
  let pool: readonly Entity[] = []
  let amongAll = false
  if (picking && held.length >= 2) pool = held
  else if (list && (!pickingOne || listOfKind(list))) pool = list
  else if (pickingOne) {
    pool = listOfKind(held) ?? allWork()
    amongAll = !listOfKind(held)
  }
  // 'The tool you use for making images sharp' is no piece of the work just listed.
  if (THE_TOOL.test(query) && !pool.some((e) => e.kind === 'tool')) pool = []
  // In 'which of those clips', 'clips' names the list, not the one picked.
  const listNoun = /\b(?:those|these|them)\s+(\p{L}+)/iu.exec(query)?.[1]
  // 'The bakery one sounds cute': the word before 'one' is the one that picks; 'the coffee ones', the first of them.
  const before = /\b(?:the|that|this) (\p{L}+) ones?\b/iu.exec(query)?.[1]
  const several = /\bthe \p{L}+ ones\b/iu.test(query)
  // 'The night city one' with no list in the conversation: the piece of work those words describe.
  // 'The one about the hiking guide': the piece of work those words describe; 'the one with the smoothies, lemonade and
  // donuts': all the things listed, up to a comma before the question.
  const described =
    THE_X_ONE.exec(query)?.[0] ??
    /\bthe (?:one|film|video|clip|site|website|project|shoot|tool|program|app|software)(?: (?:you|u) use[ds]?)? (?:about|with|for|where|that shows|showing|featuring|of|that|which) ((?:[^?.!,—–-]|(?<!\s)-|-(?!\s)|,(?!\s*(?:how|what|when|where|which|who|why|is|was|are|were|does|did|do|can|could|would|will)\b))+)/iu.exec(
      query,
    )?.[1]
  const levelledInTalk = listed.find((e) => e.level !== undefined)?.kind
  const kindAsked = pickedKind ?? KIND_WORDS.find(([re]) => re.test(said))?.[1]
  // 'The AI one for the florist': what it was for picks too.
  const madeFor = /\bones? (?:for|with|about|of) (?:the |a |an |that |those )?([\p{L}-]+(?: [\p{L}-]+)?)/iu.exec(query)?.[1] ?? ''
  const calledBy = words(`${THE_X_ONE.exec(query)?.[0] ?? ''} ${madeFor}`)
    .filter((w) => !STOP.has(w) && !PLACE_WORDS.test(w))
    .map(stem)
  // 'The Facebook one', 'the one made for LinkedIn': the one piece made for that network, whatever other descriptions mention it.
  const network = before ?? /\bthe one (?:(?:made|designed|done|created|posted) )?(?:for|on) (\p{L}+)/iu.exec(query)?.[1]
  const madeForNetwork = (e: Entity) => Boolean(e.platform && network && words(e.platform).map(stem).includes(stem(network.toLowerCase())))
  const forNetwork = network ? pool.filter(madeForNetwork) : []
  // The last answer showed none made for it: the one piece on the site that was.
  const forNetworkOnSite =
    network && forNetwork.length === 0 ? knowledge.entities.filter((e) => WORK_KINDS.has(e.kind) && madeForNetwork(e)) : []
  // 'The photo editing one': the one thing of the list whose name or kind has those words together.
  const calledAs = calledBy.length >= 2 ? pool.filter((e) => hasPhrase(`${e.name} ${e.tags ?? ''}`, calledBy)) : []
  // 'The one with the smoothies, lemonade and donuts': things no piece of the last list has all of, but another piece has.
  // A verb of making counts when picking in a list: 'makes images' is how the trade says image generation.
  const describingStems = described
    ? words(described)
        .filter((w) => !STOP.has(w) && !PLACE_WORDS.test(w))
        .map(stem)
    : []
  const describedStems = describingStems.filter((s) => !MAKING.has(s))
  const hasAll = (e: Entity, withPicture = true) => describedStems.every((s) => wordsOfPiece(e, withPicture).has(s))
  // What a picture shows helps pick within the list, not look beyond it: a picture's words are many and loose.
  const beyondList =
    describedStems.length >= 2 &&
    pool.length > 0 &&
    !pool.some((e) => hasAll(e)) &&
    knowledge.entities.some((e) => WORK_KINDS.has(e.kind) && hasAll(e, false))
  // 'The coffee one' after two dessert shoots, one 'for a cafe': no piece listed says the word itself, and one piece of
  // their kind elsewhere has it in its name.
  const beforeStem = before ? stem(before.toLowerCase()) : ''
  const saysIt = (e: Entity, where: string) => words(where).map(stem).includes(beforeStem)
  const namedElsewhere =
    before && pool.length >= 2 && !pool.some((e) => saysIt(e, `${e.name} ${e.description}`))
      ? knowledge.entities.filter(
          (e) => WORK_KINDS.has(e.kind) && !pool.includes(e) && pool.some((p) => p.kind === e.kind) && saysIt(e, e.name),
        )
      : []
  const named =
    // 'The coffee ones': the first of them.
    (namedElsewhere.length === 1 || (several && namedElsewhere.length > 1) ? namedElsewhere[0] : undefined) ??
    (beyondList ? describedAmong(described!, query, levelledInTalk, kindAsked) : undefined) ??
    (forNetwork.length === 1 ? forNetwork[0] : undefined) ??
    (forNetworkOnSite.length === 1 ? forNetworkOnSite[0] : undefined) ??
    (calledAs.length === 1 ? calledAs[0] : undefined) ??
    (before && madeFor ? bestByWords(pool, calledBy, several) : undefined) ??
    (before ? bestByWords(pool, [stem(before.toLowerCase())], several) : undefined) ??
    // 'The AI video one' among tools: when its last word fits several alike, all its words pick.
    (calledBy.length >= 2 ? bestByWords(pool, calledBy, several) : undefined) ??
    // 'The one that sharpens old pictures - which tool did you use for it?': what describes it picks, not the question after.
    (describedStems.length > 0 ? bestByWords(pool, describingStems, false, !amongAll) : undefined) ??
    bestByWords(
      pool,
      // The kind named ('which clip') says what is picked among, not which one.
      picking && listNoun
        ? own.filter((s) => s !== stem(listNoun))
        : pickedKind && amongAll
          ? own.filter((s) => !KIND_WORDS.some(([re]) => re.test(s)))
          : own,
      false,
      !amongAll,
    ) ??
    (described && (pool.length === 0 || !THE_X_ONE.test(query) || (before !== undefined && !fitsAny(pool, before)))
      ? describedAmong(described, query, levelledInTalk, kindAsked)
      : undefined)
  // '..., and for a coffee business?' picks out of the last list too.
  if (named && (picking || /\bone\b|\babout\b|\bthe\b|^\W*(and|what about|how about|for|with)\b/i.test(query)))
    return { entity: named, how: 'name' }
  // 'How many areas?' (a list) ... 'how many social projects?': a word that picks one of the list just given.
  if (
    named &&
    list?.includes(named) &&
    list.every((e) => e.kind === 'category') &&
    /\bhow many\b/i.test(query) &&
    !PRONOUN.test(query) &&
    own.length <= 3
  )
    return { entity: named, how: 'name' }
  // 'The video you made for them': of a website and a film just named, the one of that kind.
  const kind = KIND_NOUNS.find(([re]) => re.test(query))?.[1]
  const ofKind = kind ? listed.filter((e) => e.kind === kind) : []
  if (ofKind.length === 1 && listed.filter((e) => WORK_KINDS.has(e.kind)).length >= 2) return { entity: ofKind[0]!, how: 'name' }
  if (entitiesNamed(query).length > 0) return undefined
  // 'What tools does he use to build websites?' after a chatbot names its own subject by another kind of work.
  const otherKind = categoryOf(own)
  const ownSubject = otherKind !== undefined && !listed.some((e) => e.key === otherKind || e.group === otherKind)
  // 'Which program for audio?' asks for a tool for a new thing, not about the piece just shown.
  const toolForNew = /\b(which|what) (program|programme|tool|app|software)s?\b[^?]*\b(for|to)\b/i.test(query)
  // 'Can I see an example of a full brand you did?' asks for a piece of work of its own, not more of what was said.
  const example = /\b(examples?|samples?|show me|can i see)\b/i.test(query)
  if (PRONOUN.test(query) || (own.length <= 3 && !ownSubject && !toolForNew && !example)) {
    // The thing the conversation is about: what the last answer named first, else what the visitor named last.
    // A piece of work the answer named comes before the tools it was made with.
    const askedBefore = entitiesNamed([...history].reverse().find((t) => t.role === 'user')?.content ?? '')
    const pieces = mainList(listed).filter((e) => WORK_KINDS.has(e.kind))
    const subject =
      // 'Do you do product photography?' ... 'what sort of products was it for?': whom or what a piece was for is asked of the work shown.
      // 'Which project used Magnific AI?' ... 'what does that one show?': only a piece of work shows something.
      (/\b(was|were|is|are) (it|they|that|those) (for|made for|about)\b|\bwho (was|were) (it|they) (for|made for)\b|\bwhat (does|do|did) (it|they|that|this|that one|this one) (show|include|contain|feature|look like)\b/i.test(
        query,
      )
        ? listed.find((e) => WORK_KINDS.has(e.kind))
        : undefined) ??
      // 'How long is it?' after a film and a website were shown: the one that has a running time.
      (/\bhow long (is|was|does) (it|that|this)\b(?! take)|\b(runtime|run time|running time|duration)\b/i.test(query)
        ? listed.find((e) => e.seconds !== undefined)
        : undefined) ??
      // 'How good is she at it, in percent?': of the things just named, the one that has a level, though the visitor
      // named the piece made with it ('which software was the reel made with?' ... 'how well do you know it?').
      (LEVEL_ASKED.test(query)
        ? (listed.find((e) => askedBefore.includes(e) && e.level !== undefined) ?? listed.find((e) => e.level !== undefined))
        : undefined) ??
      listed.find((e) => askedBefore.includes(e) && e.kind !== 'category' && e.kind !== 'skill-group') ??
      // 'We're getting married' ... (a list of shoots) ... 'how soon would we see the photos?': of a list, the piece
      // the visitor's own words were about.
      (pieces.length >= 3 ? bestByWords(pieces, visitorStems(history)) : undefined) ??
      // A piece written by its name comes before one whose name's words a description uses ('… real estate and brands').
      listed.find((e) => WORK_KINDS.has(e.kind) && last.content.includes(e.name)) ??
      listed.find((e) => WORK_KINDS.has(e.kind)) ??
      listed.find((e) => e.kind !== 'category') ??
      listed[0] ??
      [...history]
        .reverse()
        .filter((t) => t.role === 'user')
        .map((t) => entitiesNamed(t.content)[0])
        .find(Boolean)
    // 'How fast were the photos delivered for that corporate meeting you shot?' after the event film: another piece named.
    if (subject && !(WORK_KINDS.has(subject.kind) && namesOther(query, subject)))
      return { entity: subject, how: PRONOUN.test(query) ? 'pronoun' : 'ellipsis' }
  }
  return undefined
}

/**
 * The piece of work the conversation is about, by the answers that showed pieces as 'Name (/page)': the latest
 * such answer, and of several pieces there the one the visitor's own words fit ('the ramadan designs are lovely').
 */
const ownPage = (e: Entity) => knowledge.entities.filter((o) => o.href === e.href).length === 1

export function pieceShown(history: readonly ChatTurn[]): Entity | undefined {
  for (const answer of history.filter((t) => t.role === 'assistant').reverse()) {
    // 'Real Estate (/portfolio/…)', or 'Real Estate was made for Facebook (/portfolio/…)': named, with its own page.
    const shown = entitiesWritten(answer.content).filter(
      (e) =>
        WORK_KINDS.has(e.kind) &&
        (answer.content.includes(`${e.name} (${e.href})`) ||
          // Only a page of its own says which piece: a category's page holds many.
          (ownPage(e) && new RegExp(`${escapeRegExp(e.name)} [^()]{0,60}\\(${escapeRegExp(e.href)}\\)`).test(answer.content))),
    )
    if (shown.length === 1) return shown[0]
    if (shown.length > 1) return bestByWords(shown, visitorStems(history), true) ?? shown[0]
  }
  return undefined
}

/** Things a text names, in the order it names them (by the first word of each name it contains). */
export function inOrderOfMention(text: string, entities: readonly Entity[], singular = false): Entity[] {
  const lower = text.toLowerCase()
  const at = (e: Entity) => {
    const hits = words(e.name)
      .filter((w) => w.length > 3)
      .map((w) => lower.indexOf(singular ? w.replace(/(?<=\p{L}{4})e?s$/u, '') : w))
      .filter((i) => i >= 0)
    return hits.length ? Math.min(...hits) : Infinity
  }
  return entities.filter((e) => at(e) < Infinity).sort((a, b) => at(a) - at(b))
}

/** The pieces of work a visitor's message names, in the order named. */
// 'Weddings' is mentioned as 'wedding photography'.
const visitorList = (text: string) =>
  inOrderOfMention(
    text,
    entitiesNamed(text).filter((e) => WORK_KINDS.has(e.kind)),
    true,
  )

/** A category whose pieces are all of one kind goes by that kind's names: Videography is 'the video one'. */
const kindNames = new Map(
  knowledge.entities
    .filter((e) => e.kind === 'category')
    .map((e) => {
      const kinds = new Set(knowledge.entities.filter((p) => p.group === e.key && WORK_KINDS.has(p.kind)).map((p) => p.kind))
      const [only] = kinds
      return [e.key, kinds.size === 1 ? (KIND_NAMES.find(([, kind]) => kind === only)?.[0].replace(/\|/g, ' ') ?? '') : '']
    }),
)
const kindNamesOf = (e: Entity) => (e.kind === 'category' ? (kindNames.get(e.key) ?? '') : '')

/** 'The other one', 'the other desserts one, not the graphics one', 'the other 33 degree one', 'and the other?'. */
const OTHER = /\bthe other(?: ((?:[\p{L}\p{N}&-]+ ){1,3})?one\b|(?=\s*(?:[?.!,]|$)))/iu
const NOT_THAT = /\bnot the ([\p{L}-]+(?: [\p{L}-]+)?) one\b/iu

/**
 * A piece's words: its name, description, tags, network, the category it sits in ('the graphics one'), what its picture
 * shows ('the one with the sea waves'), and the parts its page shows ('comparison slider').
 */
const stemsOfPiece = (e: Entity, withPicture = true) =>
  words(
    `${e.name} ${kindNamesOf(e)} ${e.description} ${e.tags ?? ''} ${e.platform ?? ''} ${entityOf(e.group)?.name ?? ''} ${withPicture ? (e.pictured ?? '') : ''} ${(
      knowledge.sections.get(e.key) ?? []
    )
      .map((sec) => `${sec.title} ${knowledge.passages[sec.passage]?.keywords ?? ''}`)
      .join(' ')}`,
  ).map(stem)
const wordsOfPiece = (e: Entity, withPicture = true) => new Set(stemsOfPiece(e, withPicture))

/**
 * 'For the business meeting, how fast do the pictures come?' after the wedding was shown: the thing the question puts in
 * front is another piece of work, one whose words the piece shown does not have.
 */
export function namesOther(query: string, shown: Entity): boolean {
  const front =
    /^\W*(?:and\s+)?(?:for|about|at|with) (?:the|our|my|a|an|that|this) ([\p{L}\s-]{3,40}?),?\s+(?:how|what|when|which|do|does|is|are|will|would|can)\b/iu.exec(
      query,
    )?.[1] ??
    // 'How fast were the photos delivered for that corporate meeting you shot?': the thing put last.
    /\b(?:for|from|of|at) (?:that|the|your) ([\p{L}\s-]{3,40}?)(?: (?:you|u) (?:shot|made|did|filmed|covered|photographed|designed|built))?\s*[?.!]*\s*$/iu.exec(
      query,
    )?.[1]
  const own = wordsOfPiece(shown, false)
  // 'The photos' names what any piece is made of, not another piece.
  const said = front
    ? words(front)
        .filter((w) => !STOP.has(w) && !THE_WORK.test(`the ${w}`))
        .map(stem)
    : []
  return said.some(
    (s) => !own.has(s) && knowledge.entities.some((e) => WORK_KINDS.has(e.kind) && e !== shown && wordsOfPiece(e, false).has(s)),
  )
}

/**
 * 'The other one, not the graphics one': of two pieces, the one not set aside; 'the other desserts one': of the pieces
 * called that, the one the last answer did not show.
 */
function theOther(query: string, list: readonly Entity[], shown: readonly Entity[]): Entity | undefined {
  const asked = OTHER.exec(query)
  if (!asked) return undefined
  const called = asked[1] ? words(asked[1]).map(stem) : []
  const pool = called.length
    ? knowledge.entities.filter((e) => WORK_KINDS.has(e.kind) && called.every((s) => words(e.name).map(stem).includes(s)))
    : list.filter((e) => WORK_KINDS.has(e.kind))
  if (pool.length < 2) return undefined
  const notThat = NOT_THAT.exec(query)?.[1]
  const setAside = notThat
    ? pool.filter((e) =>
        words(notThat)
          .map(stem)
          .every((s) => wordsOfPiece(e).has(s)),
      )
    : pool.filter((e) => shown.includes(e))
  const rest = pool.filter((e) => !setAside.includes(e))
  return setAside.length > 0 && rest.length === 1 ? rest[0] : undefined
}

/**
 * 'The night city one' with no list to pick from: the piece of work those words describe; 'and the audio one, how
 * strong are you at it?', the tool or skill, of the kind the last answer was about when it was about one.
 */
/** 'How good is your prompt writing?': the tool or skill a level question calls by some of its words, naming none. */
export function levelledCalled(query: string): Entity | undefined {
  // 'Your proficiency in each' asks for them all.
  if (!LEVEL_ASKED.test(query) || /\b(each|every|all|list|them|those|these)\b/i.test(query)) return undefined
  const own = words(query)
    .filter((w) => !STOP.has(w) && !PLACE_WORDS.test(w))
    .map(stem)
  const wanted = new Set(own)
  // Called by a word of its name that no other one has: 'prompt writing' is Prompt Engineering.
  const levelled = knowledge.entities.filter((e) => e.level !== undefined)
  const pool = levelled.filter((e) => words(e.name).some((w) => wanted.has(stem(w))))
  const widened = new Set([...own, ...synonymsOf(own)])
  // 'Planning a posting schedule' says the whole of Content Calendars in the trade's words, though 'posting' is a word
  // of Post & Story Design.
  const phrased = new Set(phraseSynonyms(own).flatMap((p) => p.to))
  const namedWhole = levelled.filter(
    (e) => words(e.name).length >= 2 && words(e.name).every((w) => phrased.has(stem(w))) && !words(e.name).some((w) => wanted.has(stem(w))),
  )
  if (namedWhole.length === 1 && pool.every((e) => !words(e.name).every((w) => wanted.has(stem(w))))) return namedWhole[0]
  if (pool.length > 0) return pool.length === 1 ? pool[0] : undefined
  // 'How good with fonts and lettering?': called by the trade's words, the one whose whole name they say.
  const whole = levelled.filter((e) => words(e.name).every((w) => widened.has(stem(w))))
  return whole.length === 1 ? whole[0] : undefined
}

function describedAmong(
  described: string,
  query: string,
  levelledInTalk: Entity['kind'] | undefined,
  kindAsked: Entity['kind'] | undefined,
): Entity | undefined {
  const stems = words(described)
    .filter((w) => !STOP.has(w) && !PLACE_WORDS.test(w))
    .map(stem)
  // 'The tool you use for making low-res images sharp — how good are you with it?': a tool, by what it is for.
  const kind = THE_TOOL.test(query) ? 'tool' : levelledInTalk
  if (LEVEL_ASKED.test(query))
    return bestByWords(
      knowledge.entities.filter((e) => e.level !== undefined && (!kind || e.kind === kind)),
      stems,
    )
  const work = knowledge.entities.filter((e) => WORK_KINDS.has(e.kind))
  // 'Do you build websites for food businesses?' ... 'the one for the bakery': of the kind asked for, when one fits.
  const ofKind = kindAsked
    ? bestByWords(
        work.filter((e) => e.kind === kindAsked),
        stems,
        false,
        false,
      )
    : undefined
  return ofKind ?? bestByWords(work, stems, false, false)
}

/**
 * 'Compare the event reel and the music video': the pieces a visitor calls by a word or two and their kind, each the
 * one piece of that kind those words fit best.
 */
export function piecesCalled(text: string): Entity[] {
  const found: Entity[] = []
  for (const m of text.matchAll(/\bthe ((?:[\p{L}-]+ ){1,2})(reel|video|film|clip|teaser|documentary|site|website)s?\b/giu)) {
    const kind = KIND_WORDS.find(([re]) => re.test(m[2]!))?.[1]
    // The kind says where to look, the words before it which one ('the event video' is not any video about an event).
    const stems = words(m[1]!)
      .filter((w) => !STOP.has(w))
      .map(stem)
    const piece = kind
      ? bestByWords(
          knowledge.entities.filter((e) => e.kind === kind),
          stems,
        )
      : undefined
    if (piece && !found.includes(piece)) found.push(piece)
  }
  return found
}

/**
 * 'There are two coffee ones?? what's the difference': the pieces of the last list that a word calls, when it calls two
 * or more.
 */
export function onesCalled(text: string, history: readonly ChatTurn[]): Entity[] {
  const word = /\b(?:the|two|both|those|these)\s+(?:two\s+)?([\p{L}-]+)\s+ones\b/iu.exec(text)?.[1]
  if (!word) return []
  const called = stem(word.toLowerCase())
  const fits = lastListed(history).filter((e) => WORK_KINDS.has(e.kind) && wordsOfPiece(e, false).has(called))
  return fits.length >= 2 ? fits : []
}

/** Whether a text has these stems one after another. */
const hasPhrase = (text: string, stems: readonly string[]) => ` ${words(text).map(stem).join(' ')} `.includes(` ${stems.join(' ')} `)

/** The stems of everything the visitor said so far. */
const visitorStems = (history: readonly ChatTurn[]) =>
  history
    .filter((t) => t.role === 'user')
    .flatMap((t) => words(t.content))
    .filter((w) => !STOP.has(w))
    .map(stem)

/** Whether a word the visitor picks by ('the swipe one') fits any of a list, itself or as the trade says it. */
function fitsAny(pool: readonly Entity[], word: string): boolean {
  const own = stem(word.toLowerCase())
  const stems = [own, ...synonymsOf([own])]
  return pool.some((e) => stems.some((s) => wordsOfPiece(e).has(s)))
}

/**
 * The one thing of a list the visitor's words fit best ('the one for a gym' finds the fitness studio: the
 * trade's words count as the site's), undefined when none or two fit alike.
 */
function bestByWords(pool: readonly Entity[], own: readonly string[], firstOfTied = false, withPicture = true): Entity | undefined {
  const stems = [...new Set([...own, ...synonymsOf(own)])]
  if (pool.length < 2 || stems.length === 0) return undefined
  // The visitor's own word says more than a synonym of it ('aerial' over 'drone').
  // A verb of making ('the one that generates video') says less than what is made.
  const weight = (s: string) => (MAKING.has(s) ? 0.25 : own.includes(s) ? 1 : 0.5)
  const wordsOf = new Map(pool.map((entity) => [entity, wordsOfPiece(entity, withPicture)]))
  // A word only one of them has ('corporate') says more than one they all share ('photos').
  const share = (s: string) => pool.filter((e) => wordsOf.get(e)!.has(s)).length
  // A word of its name or kind says more than one of its description ('the swipe one' is Carousel Spotlight, 'the
  // motion one' After Effects, whose kind is motion graphics, not Kling, made for 'social motion').
  const named = (entity: Entity, s: string) =>
    words(`${entity.name} ${entity.kind === 'tool' ? entity.tags : kindNamesOf(entity)}`)
      .map(stem)
      .includes(s)
      ? 2
      : 1
  // 'The AI video one': the one that has every word the visitor called it by, before one that has a word many times over.
  const covered = (entity: Entity) => own.filter((s) => [s, ...synonymsOf([s])].some((w) => wordsOf.get(entity)!.has(w))).length
  const scored = pool.map((entity) => ({
    entity,
    covers: covered(entity),
    hits: stems.filter((s) => wordsOf.get(entity)!.has(s)).reduce((sum, s) => sum + (named(entity, s) * weight(s)) / share(s), 0),
  }))
  scored.sort((a, b) => b.covers - a.covers || b.hits - a.hits)
  // 'The upscaling one': of two that both mention upscaling, the one that is about it says it more often.
  const timesSaid = (entity: Entity) => stemsOfPiece(entity, withPicture).filter((s) => own.includes(s)).length
  if (
    own.length === 1 &&
    scored[0]!.hits > 0 &&
    scored[1] &&
    scored[0]!.covers === scored[1].covers &&
    scored[0]!.hits === scored[1].hits
  ) {
    const tied = scored.filter((x) => x.covers === scored[0]!.covers && x.hits === scored[0]!.hits)
    // A word of a name ('the AI one' among Magnific AI and Kling) is no measure of what a piece is about.
    const inName = tied.some((x) => words(x.entity.name).map(stem).includes(own[0]!))
    const counts = tied.map((x) => timesSaid(x.entity))
    const most = Math.max(...counts)
    if (!inName && counts.filter((n) => n === most).length === 1) return tied[counts.indexOf(most)]!.entity
  }
  const [top, next] = scored
  const ahead = !next || top!.covers > next.covers || top!.hits > next.hits
  return top!.hits > 0 && (firstOfTied || ahead) ? top!.entity : undefined
}

const MAKING = new Set(['generate', 'make', 'create', 'produce', 'build', 'turn'].map(stem))

/** 'Which projects show that?', 'what work demonstrates it?': the pieces of the thing in talk. */
const PIECES_OF_IT =
  /^\W*(which|what) (projects|pieces|examples|works?)\b[^?]*\b(show|shows|demonstrate|demonstrates|illustrate|illustrates|prove|proves) (that|it|this)\b|\bhow many (projects|pieces|examples|works?) (does|did|has|is there in) (it|that|this)( one| part| section| area)?\b|\bhow many (projects|pieces|examples|works?) (are|is) (there |in )?(in )?(it|that|this)( one| part| section| area)?\b/i

/** How far into an answer its subject may be named: after 'Yes, happily.' at most. */
const OPENING = 30

/**
 * The entities the last answer listed, for "which of them" questions; after an answer about one thing
 * ('the AI video project'), the pieces it holds.
 */
export function lastListed(history: readonly ChatTurn[]): Entity[] {
  const last = history.filter((t) => t.role === 'assistant').at(-1)
  if (!last) return []
  const list = answerList(last.content)
  const inside = list.length === 1 ? knowledge.entities.filter((e) => e.group === list[0]!.key) : []
  return inside.length >= 2 ? inside : list
}

/**
 * The list an answer gave; an answer about a category ('Web Design (/portfolio/web-design): … built in Webflow or
 * Lovable') holds its pieces, not the tools its description names.
 */
function answerList(content: string): Entity[] {
  const list = listIn(content)
  if (list.some((e) => WORK_KINDS.has(e.kind))) return list
  // '… works in six areas: Graphics (/portfolio/graphics), Web Design (…), …': a list of the categories themselves.
  const categories = entitiesWritten(content).filter((e) => e.kind === 'category' && content.includes(`${e.name} (${e.href})`))
  if (categories.length >= 3 && categories.length > list.length)
    return categories.sort((a, b) => content.indexOf(`${a.name} (`) - content.indexOf(`${b.name} (`))
  // 'The site shows six categories of work: Graphics, Web Design, …': so too when the list names them without pages.
  const listedAfter = /\bcategories of work: ([^.]*)/.exec(content)?.[1] ?? ''
  const named = knowledge.entities.filter((e) => e.kind === 'category' && listedAfter.includes(e.name))
  if (named.length >= 3) return named.sort((a, b) => listedAfter.indexOf(a.name) - listedAfter.indexOf(b.name))
  const category = categories.find((e) => content.indexOf(`${e.name} (${e.href})`) <= OPENING)
  const pieces = category ? knowledge.entities.filter((e) => e.group === category.key && WORK_KINDS.has(e.kind)) : []
  return pieces.length >= 2 ? pieces : list
}
