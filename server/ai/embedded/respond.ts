import type { ChatTurn } from '../schema.ts'
import { attribute, compareNamed, compute, enumerate, IMAGE_COUNT, LENGTH_ASKED, listNamedIn, SERIES_COUNTED } from './compute.ts'
import {
  inOrderOfMention,
  kindOfWorkNamed,
  lastListed,
  LEVEL_ASKED,
  levelledCalled,
  namesOther,
  ordinal,
  PICKED_BY_MEASURE,
  pieceShown,
  onesCalled,
  piecesCalled,
  resolveReference,
  THE_X_ONE,
  toldPiece,
  type Reference,
} from './dialogue.ts'
import { entitiesNamed, entitiesWritten, oneCalled, piecesSharingName, withNameOf } from './entities.ts'
import { harmGloss } from './harm-gloss.ts'
import { harmBySchemes } from './harm-schemes.ts'
import { harmByRules, harmOf } from './harm.ts'
import { entityOf, knowledge, WORK_KINDS, type Entity } from './knowledge.ts'
import { detectLanguage } from './language.ts'
import { categoryOf, listing } from './listing.ts'
import { email, reach } from './owner.ts'
import { part, type Kind, type Part } from './part.ts'
import { forgetMessage } from './per-message.ts'
import { refusal } from './refusal.ts'
import { COVERAGE_THRESHOLD, documentFrequency, retrieve, toQuery, type Hit } from './retrieve.ts'
import { offTopic, onlyPleasantries, smallTalk } from './small-talk.ts'
import { wantsASiteFast, websitesMadeFast } from './made-fast.ts'
import { contents, itemPointedAt, sectionNamed, sectionPointedAt } from './sections.ts'
import { splitQuestions, SUCH_THINGS, SUCH_WORK } from './split.ts'
import { titlePicked } from './titled.ts'
import { synonymsOf } from './synonyms.ts'
import { isSiteWord } from './vocabulary.ts'
import { tools } from '#content/tools.ts'
import { capitalised, counted, escapeRegExp, list, SET_ASIDE, setAside, STOP, STOP_STEMS, stem, words, LEVEL_ADJECTIVES } from './text.ts'
import { cosine, vectorOf } from './word-vectors/index.ts'
import { BUILT_ON_ASKED, CONTACT_DETAILS, otherDocument, PERMISSION_ASKED, PUT_INTO, toolsAmong, topicReply } from './topics.ts'
import { confirmOpening, isYesNo, notOnSiteSentence, yesOpening } from './voice.ts'
import { ASKING_FOR_TIME, cuesOf, isVague, needWords, POINTING, rephrase, THEIR_CUSTOMERS_ASK, VAGUE } from './asking.ts'

/** The embedded assistant's reply before it goes on the wire: the text, its pages, and what each part of it was. */
export interface Response {
  text: string
  paths: string[]
  kinds: Kind[]
  /** Every part was answered with the designer's own papers (the CV): no piece of work goes beside it. */
  owner?: boolean
  /** Every answer was found in a few words of a long statement (`needInPart`). */
  fromPart?: boolean
  /** Every part that found nothing asked for a thing the site does not list. */
  certain?: boolean
}

/**
 * A long message carries words no page uses ('my fiancé and I tie the knot in june'): a passage that
 * matches three of its words answers it at a lower share. Measured with `npm run eval:assistant` on the
 * development set and the seen held-out sets (3 words at 0.3 lost no 'not on this site' case; 2 did).
 */
const MANY_WORDS = { count: 3, coverage: 0.3 }

const SPECIFICITY: readonly Entity['kind'][] = ['skill', 'tool', 'video', 'site', 'card', 'project', 'skill-group', 'category']

/** Words that name a kind of thing: 'the tools list' asks about the tool, not the skill of the same name. */
const KIND_WORDS: readonly [Entity['kind'], RegExp][] = [
  ['tool', /\b(tools?|software|apps?|programs?|programmes?|stack)\b/i],
  ['skill', /\bskills?\b/i],
]

/** The words of a count of pictures: what is counted, not which part. */
const COUNTED = new Set(
  'image images photo photos picture pictures pic pics piece pieces design designs post posts slide slides shot shots artwork artworks visual visuals frame frames mockup mockups item items part section shown show page many'
    .split(' ')
    .map(stem),
)

/** Words that ask for what a thing has, whatever it is: 'what features does it have?'. */
const GENERIC_ASKED = new Set(
  'feature features detail details thing things option options info information extra extras benefit benefits element elements aspect aspects part parts section sections'
    .split(' ')
    .map(stem),
)

/**
 * 'Do you do branding?' ... 'what's included in it?': a service is shown by the one project named after it ('Brand
 * Identity' by 'Brand Identity Design').
 */
function projectOfService(service: Entity | undefined): Entity | undefined {
  if (!service || WORK_KINDS.has(service.kind)) return undefined
  const named = knowledge.entities.filter(
    (e) => e.kind === 'project' && e.name.toLowerCase().startsWith(service.name.toLowerCase()) && e.name !== service.name,
  )
  return named.length === 1 ? named[0] : undefined
}

/** What a piece of work does, asked whole: 'what does the X project do exactly?'. */
const WHAT_IT_DOES = /\bwhat (does|did) (?!(you|u|she|he|they|we|i)\b)[^?]{1,60}\b(do|does)( exactly| actually| really)?\W*$/i

/** What a tool was used for, asked: 'what did you use it for?', 'where have you used it?'. */
const USED_FOR =
  /\bwhat (did|do|have|has) (you|u|\w+) (actually |really |even |ever )?(use|used) (it|that|this|them)( for| on| in)?\b|\bwhat (did|do|have|has) (you|u|\w+) (actually |really |even |mainly |mostly )?(use|used) [\p{L}\s]{2,30}? for\b|\bwhere (did|do|have|has) (you|u|\w+) (actually |really )?(use|used)\b|\b(used|use) (it|that|this) (for|on|in) (what|which)\b|\b(use|used) (it|that|this|them) (in|on|for) (any|a|some|one|which) (project|work|piece|job)s?\b|\b(project|piece|work|example)\b[^?]*\bwhere (i|we) can see (that|it|this)\b|\bwhich (project|piece|work|website|site|film|video)s? (used|uses|use)\b/iu

/** 'The swipey carousel ones': the things in front, picked by their words. */
const ONES_IN_FRONT = /^\W*(?:and\s+)?(?:the|those|these|your|ur) (?:[\p{L}-]+ ){1,3}ones\b/iu
/** 'For the video part,', 'for your photo side,': a discipline named in front of the question. */
const PART_IN_FRONT = /^\W*for (the|your|ur) [\p{L} -]{2,30}? (part|side|area|bit|stuff|work|section)\b/iu

/** A word the site never uses, nor any trade word standing for it: what it names is not on the site. */
function unknownToSite(word: string): boolean {
  if (STOP.has(word) || STOP_STEMS.has(stem(word)) || GENERIC_ASKED.has(stem(word))) return false
  const q = toQuery(word)
  return (
    q.stems.length === 1 &&
    q.extra.length === 0 &&
    // 'upscaler' is the site's 'upscale' as a thing: a known word with -s, -r or -er on it is still known.
    (!documentFrequency.has(q.stems[0]!) || ![/$/, /e?s$/, /r$/, /er$/].some((end) => isSiteWord(word.replace(end, ''))))
  )
}

/**
 * 'That swipey carousel post with the arrows and charts - which network was it for?': the one piece of work the
 * statement describes, found by its words, when the question points at it.
 */
function describedIn(context: string, text: string): Entity[] {
  if (!context || !/\b(it|its|they|those|these|that|this)\b/i.test(text)) return []
  const hits = retrieve(toQuery(context), { limit: 5 })
  // A long statement spreads over many words: a piece far ahead of everything else is what it describes.
  const top = hits[0]
  const next = hits.find((h) => h.passage.entity !== top?.passage.entity)?.coverage ?? 0
  const ahead = top && top.coverage >= DESCRIBED_AHEAD.coverage && top.coverage >= DESCRIBED_AHEAD.times * next
  const pieces = hits
    .filter((h) => h.coverage >= DESCRIBED || (ahead && h === top))
    .map((h) => entityOf(h.passage.entity))
    .filter((e): e is Entity => e !== undefined && WORK_KINDS.has(e.kind))
  return pieces.slice(0, 1)
}

/** The piece of work among the things a question is about (a project first), for 'what's included'. */
const specificOf = (candidates: readonly Entity[]) =>
  candidates.find((e) => e.kind === 'project') ?? candidates.find((e) => WORK_KINDS.has(e.kind))

/** A question whose subject is what the visitor just said. */
/** Who a piece of work was for: 'who was the client?', 'which brand was it for?'. */
const CLIENT_ASKED =
  /\bwho (was|is|were) (the |your |their )?(client|customer|brand|company|business)\b|\b(what('?s| is| was)|whats) (the|that|their) (client|customer|brand|company|business|roaster|shop|cafe|café) called\b|\bwhich (client|brand|company|business) (was|is) (it|that|this|they)\b|\bfor whom\b|\b(was|were|is|are) (it|that|this|they|those|these) (made |done |designed |shot )?for (a |an )?(real |paying |actual )?(client|customer|company|business|brand)\b|\b(was|were) (it|that|this|they|those|these) commissioned\b|\b(what('?s| is| was)|whats) the name of (the|that|this|their) ([\p{L}-]+ )?(client|customer|brand|company|business|shop|cafe|restaurant)\b|\bwhat (was|were) (the|that|their) (client|customer|brand|company|business|shop|cafe|restaurant) (called|named)\b/iu

const LEGAL = new Set(['/privacy', '/terms'])

/** Verbs of making: 'what did you shoot?' about a piece of work asks what it is. */
const MAKING = new Set(
  ['shoot', 'shot', 'photograph', 'film', 'filmed', 'design', 'designed', 'create', 'created', 'build', 'built', 'produce', 'produced'].map(
    stem,
  ),
)

/** Words that ask where on a page something is: 'which part', 'which section'. */
const PART_WORDS = new Set(['part', 'section', 'gallery', 'tile', 'bit'].map(stem))

/** Words that say a thing is a piece of work, not what is asked of it: 'the X project', 'that piece'. */
const THE_THING = new Set(['project', 'piec', 'work', 'page', 'exactli', 'again'])

/** 'That series of posts with the big letters': the piece with pictures those words describe best. */
function seriesDescribed(text: string): Entity | undefined {
  const described = SERIES_COUNTED.exec(text)?.[0]
  if (!described) return undefined
  return retrieve(toQuery(described), { limit: 10 })
    .map((h) => entityOf(h.passage.entity))
    .find((e) => e !== undefined && WORK_KINDS.has(e.kind) && e.images !== undefined)
}

/** 'Is that binding?', 'can I hold you to it?': whether an answer commits anyone. */
const BINDING_ASKED = /\b(binding|legally bind\w*|enforceable|hold (you|u|them|him|her) to (it|that|this))\b/i
/** 'What drone do you fly?', 'which camera do you shoot with?': the gear a job is done with. */
const EQUIPMENT_ASKED =
  /^\W*(?:what|which)\s+(?:kind of\s+|type of\s+|brand of\s+|model of\s+|make of\s+)?(drone|camera|lens|lenses|mic|microphone|gimbal|tripod|laptop|computer|gear|equipment)s?\s+(?:do|did|does|will|would|are|is)\b/i
/** Doing something with the work itself: 'put it on our page', 'print a few', 'post them'. */
const USES_WORK = new RegExp(
  String.raw`\b(use|reuse|re-use|copy|download|print|reprint|republish|reproduce|repost|post|put|share|sell|feature|take|grab|borrow|train)\b|${PUT_INTO}`,
  'i',
)

/** 'Which of your projects is closest?': the work nearest a need told beside it. */
const CLOSEST_ASKED =
  /\b(which|what)\b[^?.!]{0,40}\b(is|are|comes?|gets?|would be) (the )?(closest|nearest|most similar)\b|^\W*(the )?(closest|nearest|most similar) (thing|one|project|work|example|site|website|piece)s? (you'?ve|you have|you|u) (have )?(built|made|done|designed|shot|created|got)\b/i
/** Something like what the visitor just told: 'anything like that', 'seen one like this here?'. */
const LIKE_THAT = new RegExp(
  String.raw`\b(anything|something) (comparable|similar|alike)\b|\b(anything|something|one|ones|work|examples?|projects?|sites?|websites?|pages?|videos?|films?|clips?|logos?|posts?|designs?|shoots?|shots?|photos?|business(es)?|compan(y|ies)|shops?|stores?|brands?|studios?|places?) (like|similar to|close to) (that|this|it|those|these|ours|mine)\b|\b(done|made|designed|built|created|shot|tried) (that|this|those|these) (full |whole |complete |same |exact )?(style|kind|sort|type|format|set|package|combo|combination|bundle)s?\b|\b(closest|nearest|most similar) to (that|this|it|ours|mine)\b|${CLOSEST_ASKED.source}|\bmost (like|alike to) (that|this|it|ours|mine)\b|\b(that|which) (is|are|'s|looks?) (close|similar) to (this|that|it|ours|mine)\b|${SUCH_THINGS.source}`,
  'i',
)
const POINTS_AT_STATEMENT = /\b(that|this|these|those|it|they|them|such)\b|\bis there one\b/i

/** The share a piece of work must cover of a need said, not asked (the sets read score the same from 0.3 to 0.4). */
const STATED = 0.35

/** A question about the results a piece of work brought: growth, conversion, return. */
const RESULT_ASKED =
  /\b(how (much|many percent|many more)|by how much|what percentage)\b[^?]*\b(go up|went up|gone up|increase|increased|grow|grew|grown|rise|rose|improve|improved|boost|boosted|jump|jumped|double|doubled)\b|\b(conversion rate|roi|return on investment|uplift)\b/i

/** The most questions of one message answered at once. */
const MAX_PARTS = 5

/** Beside an answer from a tool or a skill, an example piece may cover this share of the threshold (the sets read score the same from 0.4 to 0.6). */
const EXAMPLE = 0.5

/** How much of a statement one piece's passage must cover to be the thing it describes. */
const DESCRIBED = 0.5
/** Or less, when it covers this many times what anything else does. */
const DESCRIBED_AHEAD = { coverage: 0.3, times: 2 }

/** How much of a yes/no question one passage must cover before the answer may start with 'Yes'. */
const YES_COVERAGE = 0.85

/** 'Have you ever done...', 'any examples of...': asks whether such work exists, so each piece that fits counts. */
const EXISTENCE = /\b(any|ever|before|examples?|worked (with|for|on))\b/i
const pieceOfWork = (h: Hit) => {
  const entity = entityOf(h.passage.entity)
  return !h.passage.general && entity !== undefined && WORK_KINDS.has(entity.kind)
}

/** A question that asks for examples of work: 'have you done anything like that?', 'relevant work?'. */
const WORK_ASKED = new RegExp(
  String.raw`\b(done|made|built|designed|shot|created) (anything|something)\b|${LIKE_THAT.source}|\b(relevant|similar) (work|projects?|examples?)\b|\bexamples?\b`,
  'i',
)

/** A need is met by a piece of work: one that covers nearly as much as a passage about something else comes first. */
const NEARLY = 0.75

/** A need said, not asked: the best match, when it is a piece of work that matches two of the site's words or more. */
function statedPiece(text: string, hits: Hit[], likeAsked = false): Part | undefined {
  // Of the passages as near as the best, the piece of work: a tool named beside it ('Magnific AI') is no example.
  const top = hits[0]
  const piece = top ? hits.find((h) => h.coverage >= top.coverage && pieceOfWork(h) && h.covered.length >= 2) : undefined
  // Asked for work like it ('got anything similar?'), the piece nearest a need told at length is the example, when
  // several of the need's words meet in it.
  const bar = likeAsked && piece && piece.covered.length >= LIKE_ASKED.words ? LIKE_ASKED.coverage : STATED
  return (piece ? fromHits(text, [piece], bar) : undefined) ?? outweighing(text, hits)
}

/** Words of a part's title that name no part of their own ('Social Media Kit', 'Corporate Document Suite'). */
const PART_FILLER = new Set(
  ['brand', 'design', 'suite', 'system', 'kit', 'social', 'media', 'corporate', 'office', 'company', 'before', 'after'].map(stem),
)

/**
 * 'A proper logo, colours, rules for the vans and matching business cards': a need that lists three or more parts is
 * met by the one project whose page shows most of them as its own parts (Logo Suite, Colour & Type System, …).
 */
function pieceByParts(need: string): Entity | undefined {
  const said = new Set(words(need).map(stem))
  const widened = new Set([...said, ...synonymsOf([...said])])
  const partsMet = (key: string, by: ReadonlySet<string>) =>
    (knowledge.sections.get(key) ?? []).filter((sec) =>
      words(sec.title)
        .filter((w) => !STOP.has(w))
        .map(stem)
        .some((s) => !PART_FILLER.has(s) && by.has(s)),
    ).length
  // A website asked for ('a site where people sign up for a bag every month') is no print project, whatever its parts.
  const webAsked = /\b(web ?sites?|sites?|web ?shops?|online shops?|apps?)\b/i.test(need)
  const scored = [...knowledge.sections.keys()]
    .filter((key) => !webAsked || entityOf(key)?.group === 'web-design')
    .map((key) => ({ key, met: partsMet(key, widened) }))
    .sort((a, b) => b.met - a.met)
  const [best, next] = scored
  return best && best.met >= 3 && (!next || best.met > next.met) ? entityOf(best.key) : undefined
}

/** How much of a need a piece of work covers, in how many of its words, to answer 'anything like that?'. */
const LIKE_ASKED = { coverage: 0.2, words: 3 }

/** How many times the weight of any other thing's passage the piece's own must have to stand for a long need alone. */
const OUTWEIGHS = 2.5
/** The same, where the visitor asks for work like the need ('have you designed something like that?'). */
const LIKE_OUTWEIGHS = 2

/**
 * 'Our invoices, envelopes and letters look homemade, a different font each time, and big clients notice': a need told
 * at length spreads over many site words, so no passage covers much of it; a piece of work whose passage weighs far
 * more than anything else's (BM25, where the rare words it shares count most) is still what it describes.
 */
function outweighing(text: string, hits: Hit[], ratio = OUTWEIGHS): Part | undefined {
  const best = hits.filter(pieceOfWork).reduce<Hit | undefined>((a, h) => (!a || h.score > a.score ? h : a), undefined)
  if (!best || best.covered.length < 2) return undefined
  const rival = Math.max(0, ...hits.filter((h) => h.passage.entity !== best.passage.entity).map((h) => h.score))
  return best.score >= ratio * rival ? fromHits(text, [best], 0) : undefined
}

function fromHits(text: string, hits: Hit[], threshold: number): Part | undefined {
  const answers = (h: Hit) =>
    h.coverage >= threshold || (h.covered.length >= MANY_WORDS.count && h.coverage >= Math.min(threshold, MANY_WORDS.coverage))
  const found = hits.find(answers)
  // 'Have you done anything like that?': a piece of work that covers nearly as much as the best passage is the answer.
  const piece =
    found && !pieceOfWork(found) && WORK_ASKED.test(text)
      ? hits.find((h) => pieceOfWork(h) && h.coverage >= NEARLY * found.coverage)
      : undefined
  const best = piece ?? found
  if (!best) return undefined
  const said = [best]
  const second = hits.find(
    (h) =>
      h !== best &&
      h.passage.entity !== best.passage.entity &&
      h.passage.text !== best.passage.text &&
      (h.covered.some((s) => !best.covered.includes(s)) ||
        ((best.passage.general || !best.passage.entity) &&
          Boolean(h.passage.entity) &&
          !h.passage.general &&
          // What the privacy policy or the terms say has no piece of work for an example.
          !LEGAL.has(best.passage.href)) ||
        // 'Any work for skincare brands before?': every piece of work that fits is an answer, not just the best.
        (EXISTENCE.test(text) && pieceOfWork(best) && pieceOfWork(h))) &&
      // A piece of work shown next to a tool or skill that answers: a weaker match will do ('Magnific AI', then the project made with it).
      // 'Any work for skincare or beauty brands before?': a piece that fits part of it is an example too.
      h.coverage >=
        ((best.passage.general && !h.passage.general && h.passage.entity) || (EXISTENCE.test(text) && pieceOfWork(best) && pieceOfWork(h))
          ? EXAMPLE * threshold
          : threshold),
  )
  if (second) said.push(second)
  // A piece of work's own description says what was made; the tools it was made with say how ('Made with Magnific AI').
  const madeWith = (h: Hit) => {
    const e = entityOf(h.passage.entity)
    // Not for a project of pieces ('AI Video Production'): its answer lists the pieces a follow-up picks from.
    const own =
      e &&
      e.kind === 'project' &&
      e.tools?.length &&
      h.passage.text.startsWith(`${e.name} (${e.href}): `) &&
      !knowledge.entities.some((o) => o.group === e.key)
    return own && !e.tools!.some((t) => h.passage.text.includes(t)) ? ` Made with ${list([...e.tools!])}.` : ''
  }
  const body = said.map((h) => `${h.passage.text}${madeWith(h)}`).join(' ')
  // 'Yes' only where the passage says so, not where it says 'not' or 'without'.
  const negated = /\b(not|no|never|nothing|without|isn't|aren't|don't)\b/i.test(best.passage.text)
  // A partial match ('wedding videos' against the wedding photos) is shown as it is, never with a 'Yes'.
  // 'Is that a problem?' is answered by the fact, never by a 'Yes' that would say it is one.
  // 'Does it have to be outside?' is answered by what the site says it can be, never by a 'Yes' that would say it must.
  const inverted = /\b(problem|issue|obstacle|trouble|concern|difficult|hard|impossible|have to|has to|must|need to|needs to)\b/i.test(text)
  // 'Is your site built in Webflow?': a tool the owner uses says nothing about this site; only the site's own pages do.
  const aboutThisSite = /\b(this|your|ur)\s+(web\s?)?site\b/i.test(text) && !['/', '/privacy', '/terms'].includes(best.passage.href)
  const opening = isYesNo(text) && best.coverage >= YES_COVERAGE && !negated && !inverted && !aboutThisSite ? `${yesOpening(text)} ` : ''
  return part(
    'answer',
    `${opening}${body}`,
    said.map((h) => h.passage.href),
  )
}

function describe(entity: Entity, text: string): Part {
  // The passage that says what the thing is, before any of its parts ('Brand Guidelines' of the brand identity project).
  // Of a page's passages that start with its name, the one with its own description before its call to action.
  const headed = knowledge.passages.filter((p) => p.entity === entity.key && p.text.startsWith(`${entity.name} (${entity.href}): `))
  const itself = headed.find((p) => p.text.includes(entity.description)) ?? headed[0]
  const own = itself ? undefined : retrieve(toQuery(entity.name), { focus: [entity.key], limit: 1 })[0]
  const body = itself
    ? itself.text
    : own && own.passage.entity === entity.key
      ? own.passage.text
      : `${entity.name} (${entity.href}): ${entity.description}`
  return part('answer', `${isYesNo(text) ? confirmOpening(text) : ''}${body}`, [entity.href])
}

function notOnSite(text: string, hits: Hit[], entity?: Entity): Part {
  const closest = hits[0] && hits[0].coverage >= 0.4 ? hits[0].passage : undefined
  const near = closest
    ? ` The closest thing it shows: ${closest.text}`
    : /\b(tools?|software|apps?|programs?|stack|use|using)\b/i.test(text)
      ? ` The tools it lists are ${list(tools.map((t) => t.name))} (/home).`
      : ''
  return part('not-on-site', `${notOnSiteSentence(text)}${near}`, closest ? [closest.href] : entity ? [entity.href] : ['/portfolio'], {
    contact: true,
    service: entity?.service,
  })
}

/**
 * One question of the message, answered. 'My aunt runs a diner. Is that the kind of thing you shoot?' points at
 * the statement: when the question alone finds nothing, it is asked again with the statement's words.
 */
/** 'Which shoots are from 2024?' ... 'and 2023?': the question before, asked of another year. */
function askedAgainForYear(raw: string, history: readonly ChatTurn[]): string {
  const year = /^\W*(?:and|or|what about|how about)?\s*(?:in|from|for)?\s*((?:19|20)\d{2})\s*\W*$/i.exec(raw)?.[1]
  const previous = history.filter((t) => t.role === 'user').at(-1)?.content ?? ''
  if (year && /\b(19|20)\d{2}\b/.test(previous)) return previous.replace(/\b(19|20)\d{2}\b/, year)
  // 'How many of the films are from that year?' after an answer that named one year: that year.
  const answered = history.filter((t) => t.role === 'assistant').at(-1)?.content ?? ''
  const years = [...new Set(answered.match(/\b(?:19|20)\d{2}\b/g) ?? [])]
  return years.length === 1 && /\b(that|this|the same) year\b/i.test(raw) ? raw.replace(/\b(that|this|the same) year\b/i, years[0]!) : raw
}

/** 'How many projects in social media?' ... 'and in videography?': the question before, asked of the thing named now. */
/**
 * The visitor's question before, as it was answered: 'how many projects in social media?' ... 'and photography?' ...
 * 'and AI?' asks the first question a third time, not 'and photography?'.
 */
function questionBefore(history: readonly ChatTurn[]): string {
  const at = history.findLastIndex((t) => t.role === 'user')
  if (at < 0) return ''
  const said = history[at]!.content
  // Asked as the split asks it, without its 'and'.
  return words(said).length <= 4 && /^\W*(and|or|what about|how about)\b/i.test(said)
    ? askedAgainFor(said.replace(/^\W*(and|or)\s+/i, ''), history.slice(0, at))
    : said
}

function askedAgainFor(asked: string, history: readonly ChatTurn[]): string {
  // 'And video editing on the same list?', 'and photography too?': where or how often a bare name is asked adds no thing.
  const bare = asked.replace(/\s+(?:(?:on|in|from) (?:the same|that|this) (?:list|page|overview)|too|as well)(\W*)$/i, '$1')
  const raw = words(bare).length <= 3 ? bare : asked
  // A clause of the same message comes without its 'and': 'how many in social media? and in videography?'.
  const rest =
    /^\W*(?:(?:and|or|what about|how about)\s+(?:(?:in|for|on|of|about|with|at)\s+)?|(?:and\s+)?(?:which|what) one\s+(?:for|about|with)\s+(?!(?:them|those|these|it)\b)|(?:in|for|on|of|about|with|at)\s+)(.+?)\W*$/i.exec(
      raw,
    )?.[1] ??
    // '(And) the carousel one?': the split has taken the 'and' off already.
    /^\W*((?:the|that)\s+[\p{L}\p{N}\s&'-]+?\s+ones?)\W*$/iu.exec(raw)?.[1]
  const previous = questionBefore(history)
  // 'How soon do we see a few pics?' ... 'and the whole lot?': the same question, of all of them.
  const allOf = raw.replace(/^\W*(?:and|or|what about|how about)\s+/i, '').replace(/\W+$/, '')
  if (previous && ALL_OF_THEM.test(allOf) && /\?\s*$|^\W*(how|when|what|which|where|do|does|can|will|would|is|are)\b/i.test(previous))
    return `${previous.replace(/[?.!\s]+$/, '')}, all of them, the full gallery?`
  // '(And) videography?', '(and) projects done?': a bare name or thing counted after a question asks it again.
  if (!rest && previous && words(raw).length <= 3 && !BARE_NOT_ELLIPTIC.test(raw)) return bareAgain(raw, previous)
  // A few words, besides a name given whole ('and the 33 Degree Speciality Coffee one?').
  const fullName = rest ? entitiesNamed(rest, { strong: true }).find((e) => rest.toLowerCase().includes(e.name.toLowerCase())) : undefined
  const restWords = rest
    ? words(fullName ? rest.replace(new RegExp(escapeRegExp(fullName.name), 'i'), ' ') : rest).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
    : 0
  if (!rest || !previous || restWords > (fullName ? 3 : 4)) return raw
  // 'What about the second tile?': a pick by place, out of what the last answer showed, not the question before again.
  if (ordinal(rest, 10) !== undefined) return raw
  const [named, ...others] = entitiesNamed(rest, { strong: true })
  // 'Which platform was the real estate one for?' ... 'and the carousel one?': the one thing of the same kind whose name has the word.
  const like = entitiesNamed(previous, { strong: true })[0]
  const now = named ?? (like ? oneCalled(rest, (e) => e.kind === like.kind && e !== like) : undefined)
  // 'In which year did you shoot the wedding pictures, and the desserts one?': the thing before may be called by a word of it.
  const before =
    entitiesNamed(previous, { strong: true }).find((e) => e.kind === now?.kind) ??
    (named ? entitiesNamed(previous).find((e) => e.kind === now?.kind && WORK_KINDS.has(e.kind)) : undefined)
  if (!now || others.length > 0 || !before || before === now)
    return (
      // 'How many projects are in it?' ... 'and social media?': the thing named now stands where the question before pointed.
      (now && others.length === 0 && !before && !like && POINTER.test(previous) ? previous.replace(POINTER, now.name) : undefined) ??
      samePhraseFor(raw, rest, previous) ??
      // 'Do you shoot drinks?' ... 'and for family shoots?': the words that named the first thing give way to the new ones.
      (like && !named && WORK_KINDS.has(like.kind) && !/\bones?\b/i.test(rest) ? withWordOf(previous, like, rest) : undefined) ??
      // 'What platform were those for?' ... 'and the carousel ones?': the question before, of the thing named now.
      (/\b(those|these|they|them)\b/i.test(previous) && /\bones?\b|^\W*the\b/i.test(rest)
        ? previous.replace(/\b(those|these|they|them)\b/i, rest)
        : undefined) ??
      sameWordFor(rest, previous) ??
      // 'How soon do we get the photos after?' ... 'and for weddings?': the question before, asked for the new thing.
      (/^\W*(?:(?:and|what about|how about)\s+)?(for|with|about)\b/i.test(raw) && /\?\s*$/.test(previous)
        ? `${previous.replace(/\W*$/, '')} ${/\b(for|with|about)\b/i.exec(raw)![1]!.toLowerCase()} ${rest}?`
        : undefined) ??
      raw
    )
  return withNameOf(previous, before, now) ?? withWordOf(previous, before, now.name) ?? raw
}

/** 'The whole lot', 'all of them', 'the rest': all of what the question before asked a part of. */
const ALL_OF_THEM =
  /^(?:the )?(?:whole (?:lot|set|thing|gallery)|full (?:set|lot|gallery)|rest(?: of (?:them|the (?:photos|pictures|pics)))?|all of (?:them|the (?:photos|pictures|pics))|all (?:the )?(?:photos|pictures|pics)|everything|lot)$/i

/** A word that points at the thing talked about, in a question asked of it. */
const POINTER = /\b(it|that one|this one|there)\b/i

/** 'How many projects in social media?' ... 'videography?': the question before of the thing of the same kind named now. */
function bareAgain(raw: string, previous: string): string {
  const rest = /^\W*(\p{L}[\p{L}\s&'-]*?)\W*$/u.exec(raw)?.[1]
  if (!rest) return raw
  // 'How many years have you been doing design?' ... 'and projects done?': another thing counted, and the rest of
  // the question was about the old one ('been doing'): count the new one.
  if (/^\W*how many\s+\p{L}+s\b/iu.test(previous) && COUNTED_THINGS.test(rest)) return `how many ${rest}?`
  // 'How many AI projects do you list?' ... 'video?': the projects of the category the new word names.
  if (/\bhow many\b[^?]*\bprojects\b/i.test(previous) && categoryOf(words(rest).map(stem)) && words(rest).length <= 2)
    return `how many ${rest} projects?`
  // 'Web Design' names a category and a skill group: the one of the kind the question before named.
  const earlier = entitiesNamed(previous, { strong: true })
  const named = entitiesNamed(rest, { strong: true })
  // 'How many projects are in it?' ... 'social media?': the thing named now stands where the question before pointed.
  if (earlier.length === 0 && named.length === 1 && POINTER.test(previous)) return previous.replace(POINTER, named[0]!.name)
  const alike = named.filter((e) => earlier.some((b) => b.kind === e.kind && b !== e))
  const now = alike.length === 1 ? alike[0]! : undefined
  const before = now ? earlier.find((e) => e.kind === now.kind) : undefined
  if (!now || !before) return raw
  return withNameOf(previous, before, now) ?? withWordOf(previous, before, now.name) ?? raw
}

/** Asked for 'the link' of what was just said, naming nothing else. */
const LINK_ASKED =
  /\b(give|send|share|paste|drop|post|what'?s|where'?s|where is)\b[^?]{0,15}\b(the|that|a|its|your)? ?(link|links|url|download link)\b|^\W*(the |and the )?(link|url)s?\W*$/i

/** The words of asking for a link, which name none of the addresses. */
const LINK_WORDS = new Set(['link', 'links', 'url', 'urls', 'give', 'send', 'share', 'paste', 'drop', 'post', 'one', 'download'])
/** The web addresses the last answer gave, said again. */
function linksOf(text: string, history: readonly ChatTurn[]): Part | undefined {
  const last = history.filter((t) => t.role === 'assistant').at(-1)?.content ?? ''
  const urls = [...new Set(last.match(/https?:\/\/[^\s),;]+[^\s),;.]/g) ?? [])]
  // 'The second one, can u give me the link': that one of them.
  const at = urls.length >= 2 ? ordinal(text, urls.length) : undefined
  // The site's pages the last answer named them on ('both are linked on the home page (/home)').
  const pages = [...new Set([...last.matchAll(/\((\/[\w/-]*)\)/g)].map((m) => m[1]!))]
  if (at !== undefined) return part('answer', `Here it is: ${urls[at]!}.`, pages)
  // 'The link for the professional networking one': the one address its words or their synonyms name.
  const own = words(text)
    .filter((w) => !STOP.has(w) && !LINK_WORDS.has(w))
    .map(stem)
  const wanted = [...own, ...synonymsOf(words(text).map(stem))]
  const named = urls.filter((u) => wanted.some((w) => w.length >= 4 && u.toLowerCase().includes(w)))
  if (named.length === 1) return part('answer', `Here it is: ${named[0]!}.`, pages)
  return urls.length ? part('answer', `Here ${urls.length === 1 ? 'it is' : 'they are'}: ${list(urls)}.`, pages) : undefined
}

/** Short replies that are no question asked again: 'thanks', 'ok cool', 'why?'. */
const BARE_NOT_ELLIPTIC =
  /\b(what|whats|wat|which|how|who|where|when|why|do|does|did|is|are|can|could|would|will|yes|yeah|no|nope|ok|okay|thanks|thank|thx|cool|great|nice|perfect|awesome|hi|hello|hey|bye|sure|please|pls|really|wow)\b/i
/** The things the site counts: 'projects done', 'websites'. */
const COUNTED_THINGS = /^(projects?|websites?|sites?|videos?|films?|clips?|shoots?|posts?|tools?|skills?|pieces?|categories|clients?)\b/i

/** 'Show me your wedding work' ... 'and the corporate one?': the word of the old thing's name swapped for the new name. */
function withWordOf(previous: string, before: Entity, now: string): string | undefined {
  const own = new Set(
    words(before.name)
      .filter((w) => !STOP.has(w))
      .map(stem),
  )
  const word = words(previous).find((w) => own.has(stem(w)))
  return word ? previous.replace(new RegExp(`\\b${escapeRegExp(word)}\\b`, 'i'), now) : undefined
}

/**
 * 'How many images are in that project?': the piece the last answer showed, whatever name 'images' may also be part of;
 * but 'the ramadan ones - how many pics are in that set?' names the set beside the question by its own words.
 */
function pointsBackPast(text: string, context: string): boolean {
  if (!/\b(that|this|the) (project|set|series|shoot|gallery|campaign)\b|\b(that|this) one\b/i.test(text)) return false
  const said = `${context} ${text}`
  const stems = new Set(words(said).map(stem))
  return !entitiesNamed(said).some(
    (e) => WORK_KINDS.has(e.kind) && words(e.name).some((w) => !STOP.has(w) && !COUNTED.has(stem(w)) && stems.has(stem(w))),
  )
}

/** How alike a word of the question before must be to the new one to be the one it replaces: 'food' and 'coffee' 0.66. */
const REPLACES = 0.45

/**
 * 'Do you do food photos?' ... 'and for coffee?': the question before, with the word nearest in meaning to the new
 * one swapped for it, when the question before has no phrase to swap.
 */
function sameWordFor(rest: string, previous: string): string | undefined {
  // 'and for coffee shops?': the word of the new phrase nearest to one of the question before stands for it.
  const now = words(rest).filter((w) => !STOP.has(w))
  if (now.length === 0 || now.length > 3) return undefined
  const before = new Set(words(previous).map(stem))
  const scored = now.flatMap((n) => {
    // 'and for family shoots?' after 'do you shoot drinks?': 'shoots' was asked before; 'family' is the new thing.
    const vector = before.has(stem(n)) ? undefined : vectorOf(n)
    if (!vector) return []
    return words(previous)
      .filter((w) => !STOP.has(w) && w.length >= 3 && !now.includes(w))
      .flatMap((w) => {
        const other = vectorOf(w)
        return other ? [{ w, likeness: cosine(vector, other) }] : []
      })
  })
  const best = scored.sort((a, b) => b.likeness - a.likeness)[0]
  if (!best || best.likeness < REPLACES) return undefined
  return previous.replace(new RegExp(`\\b${escapeRegExp(best.w)}\\b`, 'i'), now.join(' '))
}

/**
 * 'Do you take pictures of food?' ... 'and for coffee shops?': the question before, its last phrase after a
 * preposition swapped for the new one, when the question before names no thing of the same kind to swap.
 */
function samePhraseFor(raw: string, rest: string, previous: string): string | undefined {
  const preposition =
    /^\W*(?:(?:and|or|what about|how about)\s+)?(in|for|on|of|about|with|at)\b|^\W*(?:and\s+)?(?:which|what) one\s+(for|about|with)\b/i
      .exec(raw)
      ?.slice(1)
      .find(Boolean)
  const phrase = /^(.*?\b)(?:of|for|at|in|on|with|about)\s+[\p{L}\s'&-]{1,40}\W*$/iu.exec(previous)?.[1]
  if (!preposition || !phrase) return undefined
  return `${phrase}${preposition} ${rest}?`
}

/**
 * 'What does your skills page say about Photography?': the thing named, as the page named shows it (the skill group
 * on the skills page). Only when the thing's name is all that is asked about.
 */
function pageSaysAbout(text: string): Entity | undefined {
  const m =
    /^\W*what (?:does|do|did) (?:your|the|this|ur) ((?:[\p{L}-]+ ){0,2})(?:page|site|section|portfolio) says? about (.+?)\W*$/iu.exec(text)
  if (!m) return undefined
  const named = entitiesNamed(m[2]!)
  const asked = words(m[2]!).filter((w) => !STOP.has(w))
  const thing = (/\bskills?\b/i.test(m[1]!) ? named.find((e) => e.kind === 'skill-group') : undefined) ?? named[0]
  return thing && asked.length <= words(thing.name).length + 1 ? thing : undefined
}

/** Whether an address is the page of a piece of work or of a category of work. */
const isWorkPage = (href: string | undefined) =>
  knowledge.entities.some((e) => (WORK_KINDS.has(e.kind) || e.kind === 'category') && e.href === href)

/** The project whose own page is at an address, if one is. */
const projectAt = (href: string | undefined) => knowledge.entities.find((e) => e.kind === 'project' && e.href === href)

/** '..., and with what?': which tool, asked of what the message told. */
const WITH_WHAT = /^\W*(?:and\s+)?(?:with|using|in|on) what( tools?| software| programs?| apps?)?\W*$/i

/** '..., which of your tools would fix that?': a tool asked for, with nothing of its own to do but the 'that' told. */
const TOOL_WORD = /\b(tools?|software|programs?|apps?)\b/i

/** '..., and which one to make small pictures bigger?': the same kind of thing the question before asked for. */
const WHICH_ONE_TO = /^\W*(?:and\s+)?which one\s+(?:(?:would|do|did) (?:you|u) use\s+)?(to|for)\s+(.+?)\W*$/i
const WHICH_THING_USED = /^\W*(?:which|what)\s+((?:[\p{L}-]+\s+){1,3}?)(?:do|would|did)\s+(?:you|u)\s+use\b/iu

/** Words of a span of weeks or months ('within the week', 'in two months'). */
const LONG_SPANS = new Set(['within', 'week', 'weeks', 'month', 'months'].map(stem))

/** A thing put in front of the question on its own: 'the things I type here', 'my photos from the shoot'. */
const TOLD_IN_FRONT = /^\s*(the|my|our|all the|all my|all our)\s+[^?]{2,60}$/i
/**
 * 'Do you keep them', 'does it share it': what is done with a thing of the visitor's, the pronoun after the verb with what
 * comes before it. Other verbs ('my old logo, can you fix it?') are left to the statement that holds the subject.
 */
const PRONOUN_OBJECT =
  /^(\W*(?:do|does|did|can|could|will|would|is|are)\s+(?:you|u|it|the site|this site)\s+(?:keep|store|save|share|sell|read|see|use|delete|log|record|send|forward|pass on)\s+)(?:them|it)\b/i

function answerOne(asked: string, history: readonly ChatTurn[], context = ''): Part {
  // 'The last one sounds like a buzzword. What does it mean?': one of the titles the last answer listed.
  const titled = titlePicked(`${context} ${asked}`, history)
  if (titled) return part('answer', titled.text, [titled.href])
  const document = otherDocument(asked, history.filter((t) => t.role === 'user').at(-1)?.content ?? '')
  if (document) return document
  // 'Would that work for me? My shop is run from Melbourne': whether the visitor's place works is asked with the place.
  if (context && WORKS_FOR.test(asked) && PLACE_TOLD.test(context))
    return answerOne(`${context.replace(/[.!?\s]+$/, '')}, ${asked.replace(/[?\s]+$/, '')} worldwide remotely?`, [])
  // 'The things I type here, do you keep them somewhere?': the thing put in front is what the pronoun stands for.
  const front = context.split(/[.!]\s+/).at(-1) ?? ''
  if (TOLD_IN_FRONT.test(front) && PRONOUN_OBJECT.test(asked))
    return answerOne(asked.replace(PRONOUN_OBJECT, `$1${front.replace(/[.!?,\s]+$/, '')}`), history)
  // 'Need a site up super quick, our pop-up opens in 6 days. Is that even realistic?': the website made fastest.
  const fastest = wantsASiteFast(`${context} ${asked}`) ? websitesMadeFast()[0] : undefined
  if (fastest) return describe(fastest, '')
  const one = WHICH_ONE_TO.exec(asked)
  const used = one ? WHICH_THING_USED.exec(history.filter((t) => t.role === 'user').at(-1)?.content ?? '')?.[1]?.trim() : undefined
  // 'Which one do you use to make clips, and which one for pictures?': a thing one uses, unnamed, is a tool.
  const kind = used && /^ones?$/i.test(used) ? 'tool' : used
  if (one && kind) return answerOne(`which ${kind} do you use ${one[1]!.toLowerCase()} ${one[2]}?`, history, context)
  // 'The property one for the estate agents, which app was that on?': a piece picked, and where it was posted.
  if (
    context &&
    !THE_X_ONE.test(context) &&
    !ONE_BY_WHAT_IT_SHOWS.test(context) &&
    (WITH_WHAT.test(asked) ||
      (TOOL_WORD.test(asked) && /\b(that|this|it)\b/i.test(asked) && isVague(asked.replace(new RegExp(TOOL_WORD.source, 'gi'), ''))))
  )
    return answerOne(`which tool would you use for this: ${context}`, history)
  const again = askedAgainFor(askedAgainForYear(asked, history), history)
  // 'The only photo is tiny and pixelated. We want it printed big on a banner, possible?': a need told half in the
  // statement, half in the question, is the question's too.
  // A question about a piece it names asks about that piece ('how long did that AI-built website take?').
  const across = context && entitiesNamed(again, { strong: true }).length === 0 ? needWords(`${context} ${again}`).split(' ') : []
  const apart = new Set(`${needWords(context)} ${needWords(again)}`.split(' '))
  const toldAcross = [...new Set(across.filter((w) => w && !apart.has(w)))]
  const raw = toldAcross.length ? `${again.replace(/[?\s]+$/, '')}, ${toldAcross.join(' ')}?` : again
  // 'And if my company needs a conference covered, how quickly are those delivered?': 'those' are what the condition names.
  const condition = /^\W*(?:and\s+)?(?:if|when|once|say)\s+([^,?]+),\s*(.+)$/i.exec(raw)
  if (
    condition &&
    /\b(they|them|those|these)\b/i.test(condition[2]!) &&
    (entitiesNamed(condition[1]!, { strong: true }).length > 0 || describedIn(condition[1]!, 'it').length > 0)
  )
    return answerWith(condition[2]!, [], condition[1]!, 'scene')
  // '..., and if you take photos how fast would we get them?': 'them' are what the condition names, not what came before.
  const ownCondition =
    /^\W*(?:and\s+)?(?:if|when|once)\s+(?:you|u|we|i)\s+[^,?]+?(?:,\s*|\s+(?=(?:how|what|when|which|will|would|can|could)\b))(.+)$/i.exec(
      raw,
    )
  if (ownCondition && history.length > 0 && /\b(they|them|those|these)\b/i.test(ownCondition[1]!)) return answerOne(raw, [], context)
  // 'If this bot gives me a price, is that a binding quote?': 'that' is what the condition says, not what came before.
  if (history.length > 0 && /^\W*(?:if|when|once)\s+[^,?]+,\s*(?:is|was|would|will|does|could)\s+(?:that|it|this)\b/i.test(raw))
    return answerOne(raw, [], context)
  // 'That studio website you built with the AI builder, how many days it took?': 'it' is the piece the phrase beside it told.
  if (context && toldPiece(rephrase(context)) && POINTS_AT_STATEMENT.test(rephrase(raw))) return answerWith(raw, history, context, 'scene')
  // 'Do you save what I type in the chat?' ... 'and does it go to anyone else?': 'it' is what the question before was about.
  const previous = history.filter((t) => t.role === 'user').at(-1)?.content
  // 'Will the dark look still be there tomorrow? Where is that remembered?': a question of a word or two that points
  // at a question about no thing of the site asks about what that question asked.
  if (
    !context &&
    previous &&
    raw === asked &&
    /\b(that|this|it)\b/i.test(raw) &&
    toQuery(raw).stems.length <= 2 &&
    entitiesNamed(raw).length === 0 &&
    !resolveReference(raw, history)
  ) {
    const followed = answerWith(raw, history, previous, 'scene')
    if (followed.kind === 'answer') return followed
  }
  // 'We post tips as multi-slide posts. Have you designed anything like that?': 'that' is the statement, first.
  // 'Our procurement needs a CV on file. Is there one I can download?': 'one' is the thing the statement names.
  // 'HR wants a PDF of the CV. Where do I download it?': 'it' is the thing the statement names.
  if (
    context &&
    (LIKE_THAT.test(raw) ||
      /\b(is there|do you have|have you got|got) one\b|\bwhere (do|can|could|should) (i|we) (download|get|find|grab) (it|one|that|them)\b/i.test(
        raw,
      ))
  ) {
    const like = answerWith(raw, history, context, 'scene')
    const ofKind = ofKindAsked(raw, context, like)
    if (ofKind) return ofKind
    // Work like a need is a piece of work or a service, never what the legal pages say about messages or links.
    if (like.kind === 'answer' && !like.paths.every((p) => LEGAL.has(p))) return like
    // 'I want a post on LinkedIn where people swipe through 8-10 slides. Have you designed something like that?': a
    // need told at length that one piece of work outweighs everything else in.
    const dominant = outweighing(raw, retrieve(toQuery(rephrase(context)), { limit: PIECES_DEPTH }), LIKE_OUTWEIGHS)
    if (dominant) return dominant
    // 'They need a menu people can read from the queue, printed cup sleeves and a sign for outside. Something similar?':
    // the need said by the words its own rules give it, when they find a piece of work.
    const told = needWords(context)
    const byNeed = told ? answerWith(`${raw} ${told}`, history, '', false) : undefined
    if (byNeed?.kind === 'answer' && isWorkPage(byNeed.paths[0])) return byNeed
  }
  // 'and for desserts?' asked again as 'do you do photos for desserts?' stands alone: nothing in it points back.
  const alone = answerWith(raw, raw === asked ? history : [], context, false)
  // 'Guests text us at 11pm about breakfast... is there something that could reply for us?': the statement is the need,
  // said by the words its own rules give it, unless the question alone already found the same page.
  // 'The one that makes small pictures big — how good are you with it?': the phrase picks a thing; it tells no need.
  const picks = ONE_BY_WHAT_IT_SHOWS.test(context) || TOOL_BY_USE.test(context)
  // 'Our logo is a tiny jpg; printed big it is all pixel blocks. Can this be saved or must we draw it again?': a short
  // question about the statement asks what the statement needs.
  const aboutStatement = POINTS_AT_STATEMENT.test(rephrase(raw)) && words(raw).length <= 12
  const need = context && !picks && (isVague(raw) || HANDLES_IT.test(rephrase(raw)) || aboutStatement) ? needWords(context) : ''
  // 'Members keep calling to ask what time the spin class is … Have you built a site that solves this?': a site, the one
  // the statement's words describe.
  const ofKind = context && !picks && aboutStatement && MADE_ONE.test(raw) ? ofKindAsked(raw, context, alone) : undefined
  if (ofKind) return ofKind
  if (need) {
    const answered = answerWith(`${raw} ${need}`, history, '', false)
    const same = alone.kind === 'answer' && !alone.paths.every((p) => LEGAL.has(p)) && answered.paths.some((p) => alone.paths.includes(p))
    // A need is met by a piece of work: one the question alone found beats a tool or a page the need's words found.
    const aloneWork = alone.kind === 'answer' && isWorkPage(alone.paths[0]) && !isWorkPage(answered.paths[0])
    // A need is met by the piece of work, not by one part of its page: the piece as the site describes it.
    const piece = projectAt(answered.paths[0])
    // The About page's story mentions most kinds of work: it names no need.
    const story = answered.paths.every((p) => p === '/about')
    if (answered.kind === 'answer' && !same && !aloneWork && !(aboutStatement && story)) {
      const met = piece && answered.text.startsWith(`${piece.name} (${piece.href}) includes `) ? describe(piece, raw) : answered
      // Only pointed at ('can u make something online so they stop calling?'), the statement taken whole may find
      // another piece that fits it (the studio site with its timetable): both are worth a look.
      const pointedOnly = alone.kind === 'not-on-site' && !isVague(raw) && !HANDLES_IT.test(rephrase(raw))
      const asScene = pointedOnly ? answerWith(raw, history, context, 'scene') : undefined
      const scene = asScene?.kind === 'not-on-site' ? answerWith(raw, history, context, 'need') : asScene
      return scene?.kind === 'answer' && isWorkPage(scene.paths[0]) && !met.paths.includes(scene.paths[0]!)
        ? { ...met, text: `${met.text} ${scene.text}`, paths: [...met.paths, ...scene.paths] }
        : met
    }
  }
  if (alone.kind === 'not-on-site' && !context && previous && words(raw).length <= 8 && POINTS_AT_STATEMENT.test(rephrase(raw))) {
    const followed = answerWith(raw, history, previous, 'scene')
    if (followed.kind !== 'not-on-site') return followed
  }
  if (alone.kind !== 'not-on-site' || !context || !POINTS_AT_STATEMENT.test(rephrase(raw))) return alone
  const scene = answerWith(raw, history, context, 'scene')
  // 'Any way to save it without redrawing everything?' after 'our logo is a tiny blurry jpg': when the statement
  // as a mere scene finds nothing either, the statement is the need itself.
  if (scene.kind !== 'not-on-site') return scene
  const asNeed = answerWith(raw, history, context, 'need')
  return asNeed.kind === 'not-on-site' ? (needInPart(raw, history, context) ?? asNeed) : asNeed
}

/**
 * 'People keep calling her to reserve bread; she wants a website to order ahead. Has she made a site like that?': the
 * need the statement implies (something that answers the calls) gives way to the kind of work asked for, when a piece
 * of that kind shares two or more of the statement's own words and the answer shows none of that kind.
 */
function ofKindAsked(raw: string, context: string, like: Part): Part | undefined {
  const kind = kindOfWorkNamed(raw)
  // Sites share their category's page: the answer shows one when it names one.
  if (!kind || entitiesWritten(like.text).some((e) => e.kind === kind)) return undefined
  const asked = new Set(toQuery(raw).stems)
  const hit = retrieve(toQuery(`${raw} ${context}`), { limit: 20 }).find(
    (h) => entityOf(h.passage.entity)?.kind === kind && h.covered.filter((s) => !asked.has(s)).length >= 2,
  )
  return hit ? describe(entityOf(hit.passage.entity)!, raw) : undefined
}

/** Windows of a statement a need is looked for in, and how far apart they start. */
const NEED_SPAN = 10
const NEED_STEP = 5
/** Past this many words a statement is not searched window by window (each window is a search of its own). */
const NEED_SEARCHED = 60

/**
 * 'A magazine wants a two-page spread of a loft I finished in 2014, all I have left are tiny blurry jpegs from an old
 * phone. Is there any way to save them?': told at length, the need sits in a few words of the statement that the rest
 * outweighs. Each run of ten words is tried as the need, from the question back; the first that a page answers does.
 */
function needInPart(raw: string, history: readonly ChatTurn[], context: string): Part | undefined {
  const ws = context.split(/\s+/).filter(Boolean)
  if (ws.length <= NEED_SPAN || ws.length > NEED_SEARCHED) return undefined
  for (let end = ws.length; end > NEED_STEP; end -= NEED_STEP) {
    const found = answerWith(raw, history, ws.slice(Math.max(0, end - NEED_SPAN), end).join(' '), 'need')
    // The About page's story mentions most kinds of work: a window it answers names no need.
    if (found.kind === 'answer' && !found.paths.every((p) => LEGAL.has(p) || p === '/about')) return { ...found, fromPart: true }
  }
  return undefined
}

const SETS_ASIDE = new RegExp(`\\b${SET_ASIDE.source}\\s`, 'i')

/** A text without the names it sets aside: 'the AI one, not premiere' is 'the AI one'. */
function withoutSetAside(text: string, named = SETS_ASIDE.test(text) ? entitiesNamed(text) : []): string {
  let kept = text
  for (const e of named)
    for (const w of words(e.name).filter((w) => !STOP.has(w) && setAside(kept, w)))
      kept = kept.replace(new RegExp(`,?\\s*\\b${SET_ASIDE.source}\\s+(the\\s+|any\\s+)?${escapeRegExp(w)}\\b`, 'giu'), '')
  return kept
}

/** The things a text names, but for one set aside. */
function namedNotSetAside(text: string): Entity[] {
  const named = entitiesNamed(text)
  if (!SETS_ASIDE.test(text)) return named
  const kept = withoutSetAside(text, named)
  return kept === text ? named : entitiesNamed(kept)
}

const told = (text: string) => toldPiece(text)?.rest ?? text

/** How a question that points at the statement beside it ('is that the kind of thing you do?') takes it: as the scene, or as the need. */
type Pointing = false | 'scene' | 'need'

/** 'The one with the smoothies, lemonade and donuts': a piece picked by what it shows. */
const ONE_BY_WHAT_IT_SHOWS = /^\W*the one (with|about|for|of|featuring|showing|where|that|which)\b/i

/** 'The tool you use for compositing': a tool picked by what it is for; a skill that names the use is not what is asked. */
const TOOL_BY_USE = /\bthe (tool|program|app|software) (you|u) use/i

/** Words that ask nothing of pieces called by a name they share: 'tell me about the 33 Degree photos', 'what's the difference'. */
const ABOUT_PIECES = new Set(
  'tell about saw see seen twice two both differ difference different photo photos photography pictures project projects page pages section portfolio shoot shoots work one ones'
    .split(' ')
    .map(stem),
)

/** 'Tell me about the 33 Degree photos': more than one piece goes by that start of a name; each, with what it is. */
function sharingAName(text: string): Part | undefined {
  const pieces = piecesSharingName(text)
  if (pieces.length < 2) return undefined
  const called = new Set(pieces.flatMap((e) => words(e.name).map(stem)))
  if (toQuery(text).stems.some((s) => !called.has(s) && !ABOUT_PIECES.has(s))) return undefined
  return eachOf(pieces, `${capitalised(counted(pieces.length))} pieces go by that name: `)
}

const wordsOf = (e: Entity) => new Set(words(`${e.name} ${e.description}`).map(stem))

const DIFFERENCE = /\b(difference|differ|different|compare|comparison|vs\.?|versus)\b/i

/** Several pieces, each with what it is. */
const eachOf = (pieces: readonly Entity[], opening = '') =>
  part(
    'answer',
    `${opening}${pieces.map((e) => `${e.name} (${e.href}): ${e.description}`).join(' ')}`,
    pieces.map((e) => e.href),
  )

/** How near the best a passage with a level must cover a question that asks how good, to come first. */
const LEVEL_NEAR = 0.15

/** A question that asks how good: 'how strong', 'what level', 'in percent'. */
const HOW_GOOD = new RegExp(
  String.raw`\bhow (good|well|strong|skilled|experienced|${LEVEL_ADJECTIVES})\b|\b(levels?|scores?|percent)\b|%`,
  'i',
)

/** 'How good with fonts and lettering?': of the passages that match about as well, the skill or tool with a level first. */
function levelFirst(text: string, hits: Hit[]): Hit[] {
  if (!HOW_GOOD.test(text) || hits.length < 2) return hits
  const best = hits[0]!.coverage
  const levelled = (h: Hit) => entityOf(h.passage.entity)?.level !== undefined && h.coverage >= best - LEVEL_NEAR
  return [...hits.filter(levelled), ...hits.filter((h) => !levelled(h))]
}

/** 'Any brand identity work I could look at?': of the passages that match about as well, pieces of work first. */
function workFirst(text: string, hits: Hit[]): Hit[] {
  if (
    !PIECES_ASKED.test(text) ||
    /\b(skills?|abilit(y|ies)|strengths?|levels?|bars?|tools?|software|apps?)\b/i.test(text) ||
    hits.length < 2
  )
    return hits.slice(0, HITS)
  const best = hits[0]!.coverage
  const work = (h: Hit) => {
    const kind = entityOf(h.passage.entity)?.kind
    return kind !== undefined && WORK_KINDS.has(kind) && h.coverage >= best - LEVEL_NEAR
  }
  // A piece's own description before the parts of its page.
  const own = (h: Hit) => {
    const e = entityOf(h.passage.entity)
    return Boolean(e && h.passage.text.startsWith(`${e.name} (${e.href}): `))
  }
  const pieces = hits.filter(work)
  return [...pieces.filter(own), ...pieces.filter((h) => !own(h)), ...hits.filter((h) => !work(h))].slice(0, HITS)
}
/** How long a description must be for its repetition after another part to be cut. */
const REPEATED_TAIL = 30
/** 'For a restaurant chain: how many …?': whom the visitor asks for, a thing of theirs and no thing of the site. */
const FOR_THE_VISITORS = /^\W*for (a|an|my|our|their) /i
const PIECES_DEPTH = 15
const HITS = 5
const PIECES_ASKED =
  /\b(\w+ )?work (i|we) (could|can|might) (look at|see|check( out)?|browse)\b|\b(any|some) (\w+ ){1,3}(work|projects|examples|samples)\b|\b(have|has) (you|u|she|he|they) (ever |already )?(done|made|did) (?!(any|some) (work|projects?)\b)(any |some )?(\w+ ){1,3}(work|projects?)\b/i

function answerWith(raw: string, history: readonly ChatTurn[], context: string, pointsAtStatement: Pointing): Part {
  // 'My competitor has great packaging, can you design something better?': the statement holds the subject.
  const bare = rephrase(raw)
  // 'Where would we even begin?', 'can you help?': the statements around the question say what it is about.
  const vague = isVague(bare)
  // 'My aunt runs a diner and wants photos of her plates. Is that the kind of thing you shoot?': 'that' is the statement.
  const borrowed = Boolean(context) && (vague || pointsAtStatement)
  // 'How long did that studio website you made with an AI builder take?': the piece told, and what is asked of it.
  const question = told(bare)
  const statement = borrowed ? told(rephrase(context)) : ''
  // 'Old tiny photo, very blurry. … I want to print it big': what the trade calls it may take both sentences to say.
  const together = borrowed ? new Set(words(`${question} ${statement}`)) : new Set<string>()
  const gained = borrowed
    ? [...new Set(words(rephrase(`${context.replace(/[\s.!?]+$/, '')}. ${raw}`)).filter((w) => !together.has(w)))]
    : []
  const text = borrowed ? [question, statement, ...gained].join(' ') : question
  const talk = smallTalk(text) ?? offTopic(text)
  if (talk) return talk
  // 'So if you quote me a day rate, is that binding?': whether a reply binds is the terms' to say, whatever 'that' is.
  if (BINDING_ASKED.test(text)) {
    const legal = retrieve(toQuery(text), { limit: 10 }).filter((h) => ['/terms', '/privacy'].includes(h.passage.href))
    const terms = topicReply({ text, entity: undefined, named: [] }) ?? fromHits(text, legal, COVERAGE_THRESHOLD)
    if (terms) return terms
  }
  // 'What's in the fourth one?' after the sections of a project were listed.
  // 'The guidelines doc, what does it cover?': the short phrase beside the question names the part.
  const section =
    sectionPointedAt(context && words(context).length <= 6 ? `${context} ${text}` : text, history) ??
    (lastListed(history).length < 2 ? itemPointedAt(text, history) : undefined)
  if (section) return section
  // 'Can you give me the link?' after an answer that gave addresses: those addresses.
  const links = LINK_ASKED.test(text) && entitiesNamed(text).length === 0 ? linksOf(`${context} ${text}`, history) : undefined
  if (links) return links
  const shown = pageSaysAbout(text)
  if (shown) return describe(shown, text)
  const sharing = sharingAName(text)
  if (sharing) return sharing
  // 'There are two coffee ones?? what's the difference between them': each of them, with what it is.
  const ones = onesCalled(`${context} ${text}`, history)
  const onlyThem = () => toQuery(text).stems.every((s) => ABOUT_PIECES.has(s) || ones.some((e) => wordsOf(e).has(s)))
  if (ones.length >= 2 && (DIFFERENCE.test(text) || onlyThem())) return eachOf(ones)
  const held = lastListed(history)
  if (DIFFERENCE.test(text) && /\b(them|they|those|these|both)\b/i.test(text) && held.length >= 2 && held.length <= 3) return eachOf(held)
  // 'The carousel posts - which platform were they for?': a short phrase beside the question says which thing.
  // 'The swipey educational one with the charts and checklists, which platform was that for?': a longer one that picks 'the X one'.
  // 'Ok, back to the websites - the fitness one, what does it have?': the pick may come after a few words.
  // 'The tool you use for making low-res images sharp — how good are you with it?': a tool picked by its use; 'the one
  // with the smoothies and donuts — when was that shot?': a piece picked by what it shows.
  const picksOne =
    (/(^\W*|\W\s*)(the|that) ([\p{L}-]+ ){1,3}one\b/iu.test(context) || ONE_BY_WHAT_IT_SHOWS.test(context) || TOOL_BY_USE.test(context)) &&
    words(context).length <= 14
  // What it shows ends where the question begins: 'the one with the smoothies and donuts, when was that shot?'.
  // 'The skincare one sounds like us, we sell face oils next to our classes. What was on that site?': the pick in front
  // of a longer statement.
  const pickInFront = picksOne ? undefined : /^\W*((?:the|that) (?:[\p{L}-]+ ){1,3}?one)\b/iu.exec(context)?.[1]
  const pointer =
    context && ((words(context).length <= 6 && !FOR_THE_VISITORS.test(context)) || picksOne)
      ? `${picksOne ? rephrase(context) : context}${ONE_BY_WHAT_IT_SHOWS.test(context) ? ',' : ''} ${text}`
      : pickInFront
        ? `${pickInFront}, ${text}`
        : text
  // 'Carousel posts and the real estate posts - which platform was each of them for?': a longer one names what 'each' is.
  // 'Our team works in Lightroom and InDesign already … how good are you at each of those?': the things a longer one names.
  const namesSeveral = (c: string) => {
    const things = entitiesNamed(c, { strong: true })
    return things.length >= 2 && things.every((e) => e.kind === things[0]!.kind)
  }
  const naming =
    context &&
    /\b(each|both|all)\b/i.test(text) &&
    (words(context).length <= 12 || namesSeveral(context) || /\b(part|section)s?\b/i.test(context))
      ? `${context} ${text}`
      : pointer
  const ownNamed = namedNotSetAside(text)
  const pointed = ownNamed.length === 0 && naming !== text ? namedNotSetAside(naming) : ownNamed
  // 'We sell perfume. Can you photograph our bottles?': the thing the statement names is what the question is about.
  // 'Do you design packaging? My box printer only takes vector files': a skill named in passing is not the subject.
  const setting = ownNamed.length === 0 && context ? entitiesNamed(context, { strong: true }).filter((e) => e.kind !== 'skill') : []
  // 'Was it made with Webflow?': 'it' is the piece of work in talk; the tool named is what is asked of it.
  const itMadeWith =
    /\b(it|that|this)\b[^?]*\b(made|built|done|created|designed|edited|shot)\s+(with|in|using|on)\b/i.test(pointer) &&
    pointed.every((e) => e.kind === 'tool')
  const referenced: Reference | undefined = itMadeWith
    ? resolveReference(
        pointed.reduce((t, tool) => t.replace(new RegExp(escapeRegExp(tool.name), 'gi'), ''), pointer),
        history,
      )
    : pointed.length === 0 ||
        // 'The tool you use for compositing': a skill named is what the tool is for, not what is asked about.
        /\b(ones?|them|those|these)\b|^\W*(and|what about|how about|for|with)\b|^\W*which (was|is|did)\b/i.test(pointer) ||
        TOOL_BY_USE.test(pointer)
      ? // 'The other one, not the graphics one': what is set aside says which the other is.
        resolveReference(/\bthe other\b/i.test(pointer) ? pointer : withoutSetAside(pointer), history)
      : undefined
  // 'For the video part, which software do you work in?': the part named in front is the subject, no 'it' before.
  // 'The swipey carousel ones: what platform were those for?' after the real-estate posts: 'those' are the ones
  // described in front.
  const onesInFront = referenced?.how === 'pronoun' ? ONES_IN_FRONT.exec(pointer)?.[0] : undefined
  const describedInFront = onesInFront ? describedIn(onesInFront, 'those')[0] : undefined
  const reference =
    referenced?.how === 'pronoun' && PART_IN_FRONT.test(pointer)
      ? undefined
      : describedInFront && describedInFront.key !== referenced?.entity.key
        ? { entity: describedInFront, how: 'name' as const }
        : referenced
  // 'The coffee one' picked out of the last list is the thing named, whatever else 'coffee' names.
  const named = reference && (reference.how === 'name' || reference.how === 'ordinal') ? [reference.entity] : pointed
  const subject = reference?.entity ?? named[0]
  const previous = history.filter((t) => t.role === 'user').at(-1)?.content ?? ''
  // 'Do you use After Effects?' ... 'what did you actually use it for?': the work made with that tool.
  const toolInTalk = USED_FOR.test(text)
    ? subject?.kind === 'tool'
      ? subject
      : (named.find((e) => e.kind === 'tool') ?? entitiesNamed(previous).find((e) => e.kind === 'tool'))
    : undefined
  const madeWith = toolInTalk ? knowledge.entities.filter((e) => WORK_KINDS.has(e.kind) && e.tools?.includes(toolInTalk.name)) : []
  if (toolInTalk && madeWith.length)
    return part(
      'answer',
      `${toolInTalk.name} (${toolInTalk.href}): ${toolInTalk.description} Made with it: ${list(madeWith.slice(0, 6).map((e) => `${e.name} (${e.href})`))}.`,
      [...new Set(madeWith.map((e) => e.href))],
    )
  // 'and the weakest?' borrows what it compares from the question before.
  // 'The strongest skill in the third one' computes inside the group the conversation pointed at.
  // 'How experienced are you in motion graphics?' ... 'which skill in that group is your strongest?': that skill's group.
  const inThatGroup = reference && /\b(that|this|the same) (group|area|category|field)\b/i.test(text)
  const grouped =
    inThatGroup && reference.entity.kind === 'skill'
      ? knowledge.entities.find((e) => e.key === `skill-group:${reference.entity.group}`)
      : reference?.entity
  const scope =
    grouped && (reference!.how !== 'pronoun' || inThatGroup) && (grouped.kind === 'skill-group' || grouped.kind === 'category')
      ? ` (${grouped.name})`
      : ''
  // 'Out of all the tools you use, which one are you best at?': what is compared may sit beside the question.
  const beside = context && words(context).length <= 15 ? `${context} ${text}` : pointer
  // 'How many pieces are in the document suite part?' about the thing in hand: that gallery, else all its pictures.
  const lastAnswer = history.filter((t) => t.role === 'assistant').at(-1)?.content ?? ''
  // What the last answer named, or the last two when one message asked in parts ('the strongest ... the weakest ... how far apart?').
  // The last answer's things first: 'how many projects does it have?' after it described one category.
  const saidBefore = [
    ...new Set(
      history
        .filter((t) => t.role === 'assistant')
        .slice(-2)
        .reverse()
        .flatMap((t) => entitiesWritten(t.content)),
    ),
  ]
  // 'That series of posts with the big letters — how many are there?': the series may be the subject put in front.
  const series = [text, `${context} ${text}`].find((t) => SERIES_COUNTED.test(t) && words(t).length <= 40)
  const piece =
    IMAGE_COUNT.test(text) || series
      ? ((pointsBackPast(text, context) ? pieceShown(history) : undefined) ??
        reference?.entity ??
        named.find((e) => WORK_KINDS.has(e.kind)) ??
        // 'Stationery project q's: how many images are in the document suite?': the piece the phrase beside it named.
        setting.find((e) => WORK_KINDS.has(e.kind)) ??
        entitiesWritten(lastAnswer).find((e) => WORK_KINDS.has(e.kind)) ??
        (series ? seriesDescribed(series) : undefined))
      : undefined
  if (piece) {
    const rest = toQuery(text).stems.filter((s) => !POINTING.has(s) && !COUNTED.has(s))
    const galleries = rest.length
      ? retrieve({ stems: rest, extra: [] }, { focus: [piece.key] }).filter(
          (h) => h.passage.entity === piece.key && / images\)/.test(h.passage.text),
        )
      : []
    const gallery = fromHits(text, galleries, 0.5)
    if (gallery) return gallery
    const all = attribute(series ?? text, piece)
    if (all) return all
  }
  // 'How many followers do you have?': a count of something the site never mentions is not on the site.
  // 'How many percentage points separate...': a measure of what the site lists, not a thing it never mentions.
  const counted =
    /\bhow many\s+(?:(?:different|distinct|separate|individual|unique|other|kinds? of|types? of|sorts? of)\s+)*(?!(?:percentage|percent|points?|minutes?|seconds?|years?)\b)(\p{L}+)/iu
      .exec(text)?.[1]
      ?.toLowerCase()
  // The word as written, not its stem: 'followers' is not 'following'.
  if (
    counted &&
    !reference &&
    unknownToSite(counted) &&
    !isSiteWord(counted) &&
    !isSiteWord(counted.replace(/e?s$/, '')) &&
    // 'How many programs': a word of the trade for one the site uses is counted as that.
    synonymsOf([stem(counted)]).length === 0 &&
    // 'How many categories does the portfolio cover?': a list the site is made of, though no page says the word.
    !listNamedIn(counted)
  )
    return notOnSite(text, [], named[0])
  // The question alone first: a statement beside it ('we want a short brand video') must not turn a count into a description.
  // 'How good is she at Premiere Pro?' ... 'and After Effects?' ... 'so which one's stronger?': the things the visitor named.
  const namedEarlier = history
    .filter((t) => t.role === 'user')
    .slice(-3)
    .flatMap((t) => entitiesNamed(t.content, { strong: true }))
  // 'The longest one, what's it about?': the pick was made in the phrase beside the question; the question asks about it.
  const pickedBeside = reference?.how === 'ordinal' && PICKED_BY_MEASURE.test(context) && !PICKED_BY_MEASURE.test(text)
  // 'Which program for motion graphics, which for audio? And how good are you at each?': the level of each one named.
  const withLevel = saidBefore.filter((e) => e.level !== undefined && (e.kind === 'tool' || e.kind === 'skill'))
  // Tools named beside skills a description happens to mention ('kinetic typography'): the tools.
  const levelled = withLevel.filter((e) => e.kind === (withLevel.some((x) => x.kind === 'tool') ? 'tool' : 'skill'))
  if (
    ownNamed.length === 0 &&
    levelled.length >= 2 &&
    /\b(each|both|either|all of them|the two)\b/i.test(text) &&
    /\b(how good|how well|how strong|how skilled|level|percent|rated|rating|score)\b|%/i.test(text)
  )
    return part(
      'answer',
      `${list(levelled.map((e) => `${e.name} is at ${e.level}%`))} (${[...new Set(levelled.map((e) => e.href))].join(', ')}).`,
      [...new Set(levelled.map((e) => e.href))],
    )
  // 'The tool you use for upscaling — how good are you with it?': the level of the one picked, whatever skill its use names.
  // 'In the retouching one, what is the strongest skill?' asks inside the group, not the group's own level.
  if (
    reference?.how === 'name' &&
    reference.entity.level !== undefined &&
    LEVEL_ASKED.test(text) &&
    !(reference.entity.kind === 'skill-group' && /\b(strongest|best|highest|top|weakest|lowest|worst)\b/i.test(text))
  ) {
    const level = attribute(text, reference.entity)
    if (level) return level
  }
  // 'Compare the event reel and the music video — which one is shorter?': the two pieces those words call.
  const calledPieces = piecesCalled(beside)
  // '... a skills overview with bars. Which skill is rated highest there?': 'there' is the place the statement names.
  const besideFirst = beside !== pointer && /\b(those|these)\b|\b(?:in |on )?there\W*$/i.test(text) && lastListed(history).length < 2
  const computed = pickedBeside
    ? undefined
    : ((calledPieces.length >= 2 && ownNamed.length < 2 ? compareNamed(text, calledPieces) : undefined) ??
      (ownNamed.length === 0 ? compareNamed(text, namedEarlier) : undefined) ??
      // 'Have you made something like that?' borrows the statement to find its subject, never a 'best' to compute.
      toolsAmong(text, lastListed(history)) ??
      // 'There's a skills overview with bars. Which of those skills is lowest?': 'those' are what the statement beside
      // it describes, when the conversation has listed nothing.
      (besideFirst ? compute(`${beside}${scope}`, lastListed(history), previous) : undefined) ??
      compute(`${borrowed ? bare : pointer}${scope}`, lastListed(history), previous, saidBefore) ??
      // 'Photos of our clinic from 2010. What does your "AI Enhanced" project do?': a question that names its piece of work
      // by name computes nothing from the statement's numbers.
      (beside !== pointer &&
      !besideFirst &&
      !ownNamed.some((e) => WORK_KINDS.has(e.kind) && text.toLowerCase().includes(e.name.toLowerCase()))
        ? compute(`${beside}${scope}`, lastListed(history), previous)
        : undefined))
  if (computed) return computed
  // 'How long are the bakery film and the event reel?': the same question about each thing named.
  const alike = reference ? [] : named.filter((e) => e.kind === named[0]!.kind)
  const each = alike.length >= 2 ? alike.map((e) => attribute(text, e)).filter((p) => p !== undefined) : []
  if (each.length >= 2)
    return part(
      'answer',
      each.map((p) => p.text).join(' '),
      each.flatMap((p) => p.paths),
    )
  // An attribute belongs to the most specific thing named that has it: 'typography' over 'graphic design', and
  // 'which tool was used with Photoshop for the X project' asks about X.
  // 'There is a project called X. Which network were those slides made for?': the one piece the statement named.
  // 'On the tools list, how good is Premiere Pro?': the kind of thing the question names comes first.
  const asksFor = KIND_WORDS.find(([, re]) => re.test(text))?.[0]
  const rank = (kind: Entity['kind']) => (kind === asksFor ? -1 : SPECIFICITY.indexOf(kind))
  const pieces = setting.filter((e) => e.kind !== 'category' && e.kind !== 'skill-group')
  const candidates = reference
    ? [reference.entity]
    : named.length
      ? [...named].sort((a, b) => rank(a.kind) - rank(b.kind))
      : pieces.length === 1 && /\b(it|its|they|those|these|that|this)\b/i.test(text)
        ? pieces
        : describedIn(context, text)
  // 'What level does the About page give for video editing?': the skills overview there, not the skills page.
  // 'What level is graphic design there?', '... on the same list?' after a question about the About page's overview.
  const onOverview = /\babout page\b|\boverview\b|\bon (the )?about\b/i
  const overview =
    onOverview.test(text) ||
    (/\b(there|same list|that list|this list|the list)\b/i.test(text) &&
      history
        .filter((t) => t.role === 'user')
        .slice(-2)
        .some((t) => onOverview.test(t.content)))
      ? candidates.flatMap((e) => knowledge.overview.filter((o) => o.name.toLowerCase() === e.name.toLowerCase()))
      : []
  // '..., and which one for the carousel posts?': the same question about a piece described by its words.
  const elliptic = /^\W*(?:and\s+)?(?:which|what)\s+(?:one\s+)?(?:for|about|of)\s+((?:the|your|those|these|that|a|an)\b.+)$/i.exec(
    text,
  )?.[1]
  if (elliptic && previous && ownNamed.length === 0) {
    const [piece] = describedIn(elliptic, 'it')
    const attr = piece ? attribute(previous, piece) : undefined
    if (attr) return attr
  }
  // 'By how many percent did sign-ups go up after the launch?': results the piece's page does not give are not on the site.
  const result = RESULT_ASKED.test(text) ? candidates.find((e) => WORK_KINDS.has(e.kind)) : undefined
  if (result && !knowledge.passages.some((p) => p.entity === result.key && /\d\s*(%|per ?cent)/i.test(p.text)))
    return notOnSite(text, [], result)
  // 'The coffee ones look nice, who was the client?': a piece of work is named for its client, so it is the answer.
  if (CLIENT_ASKED.test(text) && candidates[0] && WORK_KINDS.has(candidates[0].kind)) return describe(candidates[0], text)
  // 'What does your "AI Brand Proposal" project do exactly?': what the piece is, not one part of its page.
  if (WHAT_IT_DOES.test(text) && candidates.length === 1 && WORK_KINDS.has(candidates[0]!.kind)) return describe(candidates[0]!, text)
  // 'And please give me the whatsapp number': asked for outright, contact details come before any number of a thing.
  if (CONTACT_DETAILS.test(text)) {
    const contact = topicReply({ text, entity: subject, named })
    if (contact) return contact
  }
  // 'If I put one of your Ramadan posts on my shop's page with credit, that's fine right?': leave to use a piece is
  // asked of the terms, not of the piece's platform.
  if (PERMISSION_ASKED.test(text) && USES_WORK.test(text)) {
    const terms = topicReply({ text, entity: subject, named })
    if (terms) return terms
  }
  // 'Which platforms or builders do you make sites with?': asked outright, the tools the websites were built on come
  // before a piece or a skill whose words ('a routine builder', 'Platform Best Practices') the question shares.
  if (BUILT_ON_ASKED.test(text.toLowerCase()) && !ownNamed.some((e) => WORK_KINDS.has(e.kind))) {
    const builders = topicReply({ text, entity: undefined, named: [] })
    if (builders) return builders
  }
  // 'How good is your prompt writing?': a level asked of a tool or skill called by some of its words.
  // After a question about typography, 'how good is your prompt writing skill?' calls its own skill: the one in talk
  // is only what a question that calls nothing would be about.
  const calledForLevel = named.length === 0 && (!reference || reference.how === 'ellipsis') ? levelledCalled(text) : undefined
  const rated = reference && calledForLevel ? [calledForLevel] : [...candidates, ...(calledForLevel ? [calledForLevel] : [])]
  for (const specific of [...overview, ...rated]) {
    // What is asked of a thing is in the question: a network named in the statement beside it is the scene.
    const attr = attribute(borrowed ? question : text, specific)
    if (attr) return attr
  }
  // 'Which platform were those for?' after an answer whose first piece has none: the first piece it listed that has one.
  // Only the network is asked so: a yes-no question ('were they just for instagram?') is answered by the piece's own words.
  if (
    reference?.how === 'pronoun' &&
    WORK_KINDS.has(reference.entity.kind) &&
    /^\W*(which|what)\s+(social\s+)?(platforms?|networks?|apps?|channels?)\b/i.test(text)
  ) {
    const at = (e: Entity) => lastAnswer.indexOf(`${e.name} (${e.href})`)
    const listed = entitiesWritten(lastAnswer)
      .filter((e) => e !== reference.entity && WORK_KINDS.has(e.kind) && at(e) >= 0)
      .sort((a, b) => at(a) - at(b))
    const attr = listed.map((e) => attribute(text, e)).find(Boolean)
    if (attr) return attr
  }
  // 'How long is the reel with the logo animations?': only a film has a length; a skill named inside its description does not.
  if (
    !reference &&
    LENGTH_ASKED.test(text) &&
    /\b(reel|film|video|clip|documentary|movie|showreel)\b/i.test(text) &&
    !/\b(take|takes|took|taking|deliver|delivered|get|receive|wait|turnaround)\b/i.test(text) &&
    !candidates.some((e) => e.duration)
  ) {
    const film = entityOf(retrieve(toQuery(text), { limit: 1 })[0]?.passage.entity)
    const length = film?.duration ? attribute(text, film) : undefined
    if (length) return length
  }
  // 'What year were the latte art photos made?': a year asked of a piece described, not named.
  if (
    !reference &&
    /\b(what|which) year\b/i.test(text) &&
    /\b(photos?|pictures?|pics|shoots?|images?|posts?|designs?|websites?|sites?|films?|videos?|projects?|series|logos?|posters?)\b/i.test(
      text,
    ) &&
    !candidates.some((e) => e.year)
  ) {
    const dated = retrieve(toQuery(text), { limit: 5 })
      .filter((h) => h.coverage >= COVERAGE_THRESHOLD)
      .map((h) => entityOf(h.passage.entity))
      .find((e) => e?.year && WORK_KINDS.has(e.kind))
    const year = dated ? attribute(text, dated) : undefined
    if (year) return year
  }
  // 'What is in the mood board?' after 'the AI brand proposal was made with …': a part of the project in talk, named.
  const inTalk = [specificOf(candidates), pieceShown(history), ...entitiesWritten(lastAnswer), ...namedEarlier]
  // 'The guidelines one, what does it cover?' after one project: the phrase beside the question names a part of it; after
  // a list of projects ('ok the cafe one, what does it include?') it picked the project.
  // 'The corporate paperwork part, what items are in it?' names a part whatever came before.
  // 'It has a paperwork part and an office part. What was in each one?': the parts named beside 'each'.
  const partOf =
    held.length < 2 || /\b(part|section|tile|bit|box|doc|document)\b/i.test(context)
      ? /\b(part|section)s?\b/i.test(context) && /\b(each|both)\b/i.test(text)
        ? naming
        : pointer
      : text
  // A part named by every word of its title comes before the whole: 'what did you do for the business cards in it?'.
  const holds =
    inTalk.reduce<Part | undefined>((found, e) => found ?? sectionNamed(partOf, e), undefined) ??
    contents(partOf, candidates.find((e) => WORK_KINDS.has(e.kind)) ?? projectOfService(candidates[0]))
  if (holds) return holds
  // 'And the carousel one?' asks the question before about another thing; 'what about the coffee one, what features does
  // it have?' asks its own.
  const first = candidates[0]
  if (
    first &&
    (reference?.how === 'name' || (!reference && ownNamed.length > 0)) &&
    /^\W*(and|what about|how about)\b|^\W*(which|what)\s+(one\s+)?(for|about|of)\b/i.test(text) &&
    !/,\s*(what|which|how|who|where|when|why|does|do|did|is|are|was|were|can|could)\b/i.test(text)
  ) {
    const attr = attribute(previous, first)
    if (attr) return attr
  }

  // Words of the borrowed statements ('the class schedule') say what the need is about, not what is asked.
  // 'Our HR team needs a CV. Where can I get it?', 'Is there somewhere on the site to grab it?': where to get 'it'
  // asks for the thing the statement named.
  const fetchesIt =
    /\b(where|how|is there|are there|can (i|we)|could (i|we))\b[^?]*\b(get|find|download|see|access|grab|fetch)\s+(it|one|them|that|this|a copy)\b|\bis there (one|it|a copy|a version)\b[^?]*\b(download|get|find|see|access|grab)\b/i.test(
      bare,
    )
  // 'Saw the name "33 Degree" on your photo page, who is that?': words in quotes are looked up as written.
  const quoted = /["“”]([^"“”]{3,40})["“”]/.exec(`${context} ${raw}`)?.[1]?.trim()
  const quotedIn = quoted
    ? knowledge.passages.filter((p) => {
        const e = entityOf(p.entity)
        return e !== undefined && WORK_KINDS.has(e.kind) && p.text.toLowerCase().includes(quoted.toLowerCase())
      })
    : []
  if (quotedIn.length && named.every((e) => e.kind === 'category') && !reference) {
    const shown = quotedIn.filter((p, i) => quotedIn.findIndex((o) => o.entity === p.entity) === i).slice(0, 2)
    return part('answer', shown.map((p) => p.text).join(' '), [...new Set(shown.map((p) => p.href))])
  }
  // 'The night city one, what was it used for?': the words that picked the piece ask for no topic ('city' is no place).
  const asking = reference?.how === 'name' ? text.replace(THE_X_ONE, 'it') : text

  // 'What camera and lenses do you use for shooting?': the thing a what/which question asks for is a word the site never
  // uses, so no tool the site lists for shooting answers it.
  const head = /^\W*(?:what|which)\s+(\p{L}+)/iu.exec(text)?.[1]?.toLowerCase()
  // 'What categories do you have?': a list the site is made of, though no page says the word.
  const unknownHead = head !== undefined && !reference && unknownToSite(head) && !listNamedIn(head)
  // 'Which computer programs do you use?' asks for the programs, which the site lists.
  const forTools = /^\W*(?:what|which)\s+\p{L}+\s+(?:\p{L}+\s+)?(programs?|software|apps?|tools?|helpers?)\b/iu.test(text)
  if (
    unknownHead &&
    !forTools &&
    /\b(use|uses|using|used|shoot with|work with|film with)\b|\b(shoot|film|photograph|edit|record)\b[^.?!]{0,30}\bwith\W*$/i.test(text)
  )
    return { ...notOnSite(text, [], named[0]), certain: true }
  // 'What drone do you fly, is it a DJI?': gear the site never lists among its tools, though its work may show drone shots.
  const gear = EQUIPMENT_ASKED.exec(text)?.[1]
  if (
    gear &&
    !reference &&
    !knowledge.entities.some(
      (e) =>
        e.kind === 'tool' &&
        words(`${e.name} ${e.tags ?? ''}`)
          .map(stem)
          .includes(stem(gear)),
    )
  )
    return { ...notOnSite(text, [], named[0]), certain: true }
  // '…, does it get passed to some AI company, which one?': a bare 'which one?' asks the statement's own question.
  const onlyWhich = /^\W*(which|what|who)(\s+(one|ones|is it|are they|company|companies))?\W*$/i.test(bare)
  const topic = topicReply({ text: borrowed && !fetchesIt && !onlyWhich ? bare : asking, entity: subject, named })
  if (topic) return topic
  if (unknownHead) return { ...notOnSite(text, [], named[0]), certain: true }
  // 'What's on that site?' after one site was named is about that site, not the whole category.
  // 'What's listed under the Web one?' after the skill groups: that group's skills, not the websites.
  const pointsAtPiece =
    (reference?.how === 'pronoun' && WORK_KINDS.has(reference.entity.kind)) ||
    (reference !== undefined && reference.how !== 'pronoun' && reference.entity.kind === 'skill-group')
  // 'Which projects show that?' after an answer about a category: that category's list.
  const listedOf = named.length === 0 && reference?.how === 'pronoun' && reference.entity.kind === 'category' ? [reference.entity] : named
  // 'Can you list the client websites?': asked for a list, the list comes before the category's description.
  const listAnswer = pointsAtPiece
    ? undefined
    : /\b(list|enumerate)\b/i.test(text)
      ? (enumerate(picksOne ? pointer : text) ?? listing(text, listedOf, context))
      : (listing(text, listedOf, context) ?? enumerate(picksOne ? pointer : text))
  if (listAnswer) return listAnswer
  if (named.length >= 2 && named.every((e) => e.kind === named[0]!.kind)) {
    // In the order the visitor named them, so that 'the second one' means what they think it means.
    const ordered = inOrderOfMention(text, named)
    const each = ordered.length === named.length ? ordered : named
    return part(
      'answer',
      each.map((e) => describe(e, '').text).join(' '),
      each.map((e) => e.href),
    )
  }
  // Borrowed statements only say what the question is about: what it asks for (a time, a place) is its own.
  // 'Worried we wait months for the pictures. How does it work with you?': a question that asks nothing of its own
  // asks what the statement worries about.
  const cues = cuesOf(borrowed ? bare : text).concat(borrowed && vague ? cuesOf(context) : [])
  const asked = toQuery(text)
  // 'A website up really fast, like within the week, not in two months': the visitor's own span of weeks or months
  // asks for a time; it is no topic to match.
  const timeAsked = cues.includes(stem('within'))
  const query = cues.length
    ? { ...asked, stems: asked.stems.filter((s) => !ASKING_FOR_TIME.has(s) && !(timeAsked && LONG_SPANS.has(s))) }
    : asked
  // 'And the speciality one, what did you shoot exactly?': what was made is what the piece's page says it is.
  const itsName = new Set(subject ? words(subject.name).map(stem) : [])
  if (
    subject &&
    WORK_KINDS.has(subject.kind) &&
    ownNamed.length === 0 &&
    /^\W*what (did|do|have|has) (you|u|they|she|he|\p{L}+) /iu.test(text) &&
    cues.length === 0 &&
    query.stems.some((s) => MAKING.has(s)) &&
    query.stems.every((s) => MAKING.has(s) || itsName.has(s) || POINTING.has(s))
  )
    return describe(subject, text)
  if (reference) {
    // 'And the stamp cards, which part are they in?': the short phrase beside the question names what is asked of the
    // thing in talk, and 'which part' asks where it is.
    const besideStems = context && words(context).length <= 6 && !cues.length ? toQuery(context).stems : []
    const rest = [...new Set([...query.stems, ...besideStems])].filter(
      (s) => !POINTING.has(s) && !(besideStems.length && PART_WORDS.has(s)),
    )
    // 'It, what did you shoot?': what was made is what the piece's page says it is.
    if (cues.length === 0 && rest.every((s) => MAKING.has(s))) return describe(reference.entity, text)
    const focused = retrieve({ stems: rest, extra: query.extra }, { focus: [reference.entity.key], cues })
    const inside = focused.filter((h) => h.passage.entity === reference.entity.key)
    // Inside the thing the conversation is about, a weaker match will do: the visitor already named it.
    const found = fromHits(text, inside, 0.2)
    if (found) return found
  }
  // 'What is the Brand Identity Design project?': asked for the thing by its name alone, the thing itself answers.
  const onlyTheName =
    named.length === 1 &&
    !reference &&
    cues.length === 0 &&
    /^\W*(what('?s| is| was)|whats|tell me about|describe|(can you |could you |pls |please )?show me)\b/i.test(text) &&
    query.stems.every((s) => words(named[0]!.name).map(stem).includes(s) || THE_THING.has(s))
  if (onlyTheName) return describe(named[0]!, text)
  // What the conversation or the rest of the message is about helps rank, without counting as asked.
  const around = [context, reference ? (history.filter((t) => t.role === 'user').at(-1)?.content ?? '') : ''].join(' ')
  const aroundStems = toQuery(around).stems.filter((s) => !query.stems.includes(s))
  // 'We want photos of the kids in the park. How long until the photos come?': a question of time about the
  // statement's subject takes the statement's words as its own.
  // 'How long till we'd get them?' asks nothing else, so it borrows the statement whole; its time is still its own.
  const timeOfStatement =
    cues.length > 0 &&
    Boolean(context) &&
    (!borrowed || /\b(how (long|soon|quickly)|when|till|until)\b/i.test(bare)) &&
    !reference &&
    named.length === 0
  // The piece of work the statement describes ('pictures of us and the kids in the park') is where the time is.
  const scene = timeOfStatement && setting.length === 0 ? describedIn(context, 'it') : setting
  // '..., how fast were the photos delivered for that corporate meeting you shot?': the question names its own piece.
  if (timeOfStatement && scene[0] && !namesOther(text, scene[0])) {
    // Asked like a follow-up about that piece: its own passage that holds a time answers, even alone.
    const inside = retrieve({ stems: query.stems, extra: query.extra }, { focus: [scene[0].key], cues }).filter(
      (h) => h.passage.entity === scene[0]!.key,
    )
    const found = fromHits(text, inside, 0.1)
    if (found) return found
  }
  const settingQuery = setting.length || timeOfStatement ? toQuery(rephrase(context)) : undefined
  // Words of the statement the site never uses ('two dogs') cannot say where the answer is: they only set the scene.
  const settingStems = settingQuery
    ? settingQuery.stems.filter((s) => !query.stems.includes(s) && (documentFrequency.has(s) || synonymsOf([s]).length > 0))
    : []
  // Asked again with the statement it points at: the statement's own words set the scene and weigh less.
  const own = pointsAtStatement === 'scene' ? new Set(toQuery(bare).stems) : undefined
  const sceneStems = own ? query.stems.filter((s) => !own.has(s)) : []
  // 'Getting married in april and still no photographer': a need said, not asked; the words the site never uses
  // tell the visitor's situation, not what is wanted.
  // 'Our old photos go blocky when printed big. Anything you can do?': a vague question leaves the statement as the need.
  const stated =
    (borrowed && (vague || CLOSEST_ASKED.test(raw))) ||
    (!/\?/.test(raw) && !/^\W*(do|does|did|can|could|would|will|are|is|was|were|have|has|what|which|who|where|when|why|how)\b/i.test(raw))
  const situation = stated ? query.stems.filter((s) => !documentFrequency.has(s) && synonymsOf([s]).length === 0) : []
  const matched = retrieve(
    {
      stems: [...query.stems, ...settingStems],
      extra: [...query.extra, ...aroundStems],
      context: [...(query.context ?? []), ...settingStems, ...sceneStems, ...situation],
    },
    {
      focus: [...named, ...scene].map((e) => e.key),
      cues,
      ignore: borrowed ? VAGUE : undefined,
      // Pieces of work may rank below the skills that share their words: look further down for them.
      limit: PIECES_ASKED.test(text) ? PIECES_DEPTH : undefined,
    },
  )
  const theirs = `${text} ${context}`
  const hits = workFirst(
    text,
    levelFirst(
      text,
      THEIR_CUSTOMERS_ASK.test(theirs) && !ABOUT_THIS_CHAT.test(theirs) ? matched.filter((h) => !LEGAL.has(h.passage.href)) : matched,
    ),
  )
  // Inside what the visitor's own statement named, a weaker match will do, as for a follow-up.
  const inScene = (h: Hit) => scene.some((e) => e.key === h.passage.entity)
  const settingHits = hits.filter(inScene)
  const outside = Math.max(0, ...hits.filter((h) => !inScene(h)).map((h) => h.coverage))
  // 'For our event video: what do you use to clean up the speech audio?': a passage beyond it that answers the question
  // far better is what is asked.
  const outweighed = outside >= COVERAGE_THRESHOLD && outside >= SETTING_OUTWEIGHED * (settingHits[0]?.coverage ?? 0)
  const inSetting = scene.length && !outweighed ? fromHits(text, settingHits, 0.3) : undefined
  if (inSetting) return inSetting
  // A follow-up about a thing is answered about that thing: a passage about something else is not its answer.
  // Picked out by name or place in a list ('the bakery one', 'the second'), it is the subject whatever else matches.
  // A category's list of its pieces names the piece without being about it.
  const isAbout = (h: Hit) =>
    h.passage.entity === reference!.entity.key ||
    (h.passage.text.includes(reference!.entity.name) && entityOf(h.passage.entity)?.kind !== 'category')
  const about =
    reference?.how === 'pronoun'
      ? hits[0] && isAbout(hits[0])
        ? hits
        : undefined
      : reference && reference.how !== 'ellipsis'
        ? hits.filter(isAbout)
        : hits
  // 'Logo, colours, rules for the vans and business cards: done a full package like that?': the project of those parts.
  const byParts = stated || borrowed || context ? pieceByParts(`${context} ${text}`) : undefined
  if (byParts && !reference) return describe(byParts, text)
  // A need said, not asked ('our bakery's website is ancient'): a piece of work that matches the site's words in it
  // is an example, even when the visitor's situation takes much of the message.
  const found =
    about &&
    (fromHits(text, about, COVERAGE_THRESHOLD) ??
      (stated ? statedPiece(text, about, LIKE_THAT.test(raw) || SUCH_WORK.test(raw)) : undefined))
  if (found) return found
  // 'What can their members do on it?': nothing narrower than the thing itself, so say what the site says about it.
  // A follow-up about a thing that asks nothing narrower than the thing: say what the site says about it.
  if (reference) return cues.length ? notOnSite(text, [], reference.entity) : describe(reference.entity, text)
  // 'What is the X project exactly?': a question about a named thing is answered with the thing.
  if (named[0] && /^\W*(what('?s| is| are| was| were| about)|whats|tell me|explain|describe|who)\b/i.test(text) && cues.length === 0)
    return describe(named[0], text)

  if (named[0] && query.stems.every((s) => words(named[0]!.name).map(stem).includes(s) || STOP.has(s))) return describe(named[0], text)
  return notOnSite(text, hits, subject)
}

/** How many times the coverage of the best passage inside what the statement named one beyond it must have to be the answer. */
const SETTING_OUTWEIGHED = 1.5

const WORKS_FOR = /\b(would|will|does|could|is) (that|it|this) (work|be a problem|be an issue|matter|be ok|be okay)\b/i
const PLACE_TOLD = /\b(my|our) ([\w-]+ ){0,3}(is|are) (run |based |located |registered )?(from|in|out of) \S/i

/** A question for something that would deal with what the visitor just told: 'something that could reply for us'. */
/** 'Have you built a site that solves this?': whether such a piece was made, not the visitor's own site. */
const MADE_ONE = /\b(have|has|did) (you|u|she|he|they)( \w+)? (made|built|done|designed|created|shot|filmed|produced)\b/i

const HANDLES_IT =
  /\b(handle|handles|answer|answers|reply|replies|respond|responds|deal with|cope with|automate|automatically|by itself|on its own|for (us|me|them))\b/i
/** A question about this chat or this site's own handling of what is typed. */
const ABOUT_THIS_CHAT =
  /\b(this|your|ur) (chat|chatbot|assistant|bot|site|website|widget|conversation)\b|\bthe (chat|chatbot|assistant|bot|widget|conversation)\b|\b(in|into) here\b|\b(you|u) (store|keep|save|log|record|share|sell)\b/i

const wantsToHire = (text: string) =>
  /\b(hire|book|booking|commission|work with|work together|quote|get in touch|for my|for our|i need|we need|i want|we want|looking for|(could|can|would|will) (you|u) (make|create|design|build|sort out|take care of|put together|set up|shoot|film|photograph|redo|refresh))\b/i.test(
    text,
  )

/**
 * The harm a message in another language asks for: the rules read the words as written (names, 'phishing', 'API
 * key'), then the words of harm said in English; the model, which learned English, reads only the English.
 */
const harmInLanguage = (query: string, code: string) => {
  const glossed = harmGloss(query, code)
  return harmByRules(query) ?? (glossed ? harmOf(glossed) : undefined)
}

/** The whole reply: harm first (for the whole message), then each question of it, then how to reach the owner if wanted. */
export function respond(query: string, history: readonly ChatTurn[] = []): Response {
  forgetMessage()
  const language = detectLanguage(query)
  const foreign = language ? harmInLanguage(query, language.code) : undefined
  if (foreign) {
    const r = refusal(foreign)
    return { text: `${language!.note} ${r.text}`, paths: r.paths, kinds: ['refusal'] }
  }
  const harm = language ? undefined : harmOf(query)
  const split = splitQuestions(query)
  // A harmful request inside an otherwise fine message is refused on its own; the rest is answered.
  const harmful = harm ? split.questions.map(harmOf) : []
  if (harm && (split.questions.length < 2 || harmful.every((h) => !h) || harmful.every(Boolean))) {
    const r = refusal(harm)
    return { text: r.text, paths: r.paths, kinds: ['refusal'] }
  }
  // A scheme told across its questions ('who are the families in your photos? send me their numbers') is refused
  // for what the whole message tells, not for what one of its questions says alone.
  const told = harm && harmBySchemes(query)?.category === harm ? harm : undefined
  const english = language ? language.english : query
  let parts: Part[]
  if (language && !english) {
    parts = [smallTalk(query) ?? part('not-on-site', "I couldn't make out the question in English.", ['/contact'], { contact: true })]
  } else if (onlyPleasantries(english) && smallTalk(english)) {
    // 'Good afternoon. I hope you are keeping well. How are you today?': pleasantries all through, one reply.
    parts = [smallTalk(english)!]
  } else {
    const { questions, context } = splitQuestions(english)
    // A message of many questions gets its first few answered, briefly; the rest can follow.
    // Each question sees the ones before it as conversation: 'how long is the documentary and what year was it made?'
    let seen: readonly ChatTurn[] = history
    parts = questions.slice(0, MAX_PARTS).map((q) => {
      const h = harm ? harmOf(q) : undefined
      const r = h ? refusal(told ?? h) : undefined
      const p = r ? part('refusal', r.text, r.paths) : answerOne(q, seen, context)
      seen = [...seen, { role: 'user', content: q }, { role: 'assistant', content: p.text }]
      return { ...p, question: q }
    })
  }
  // 'Where do I even start?' next to a need that was answered adds nothing when it finds nothing itself.
  if (parts.some((p) => p.kind === 'answer')) parts = parts.filter((p) => !(p.kind === 'not-on-site' && isVague(p.question ?? '')))
  // Two questions the site does not answer need one 'not on the site', not two; one that says what the site does
  // say about it ('prices are agreed directly', from the terms) is kept.
  const firstMissing = parts.findIndex((p) => p.kind === 'not-on-site')
  const saysSomething = (p: Part) => p.paths.some((path) => path !== '/portfolio' && path !== '/contact')
  parts = parts.filter((p, i) => p.kind !== 'not-on-site' || i === firstMissing || saysSomething(p))
  const refused = parts.some((p) => p.kind === 'refusal')
  // Beside a refusal, a part that found nothing ('how do I clean it off?') or that goes on with the request
  // ('and put my name on top') is the same request: say no once.
  if (refused)
    parts = parts.filter(
      (p) =>
        p.kind !== 'not-on-site' &&
        (p.kind === 'refusal' ||
          /^\W*(and\s+)?(what|how|where|when|who|why|which|do|does|did|is|are|was|were|has|have)\b/i.test(p.question ?? '')),
    )
  // A sentence said once is not said again: two questions about one thing get it once ('Yes. X is at 94%. X is at 94%').
  // 'What was it for and how long does it run?': a description said once is not repeated after the running time.
  const seen = new Set<string>()
  let said = ''
  const unsaid = (sentence: string) => {
    const colon = sentence.indexOf(': ')
    const tail = colon > 0 ? sentence.slice(colon + 2) : ''
    const shortened = tail.length >= REPEATED_TAIL && said.includes(tail) ? `${sentence.slice(0, colon)}.` : sentence
    said += ` ${sentence}`
    return shortened
  }
  const texts = parts
    .map((p) =>
      p.text
        .split(/(?<=[.!?])\s+(?=[A-Z"“(])/)
        .filter((sentence) => (seen.has(sentence) ? false : (seen.add(sentence), true)))
        .map(unsaid)
        .join(' '),
    )
    .filter((t) => t.length > 0)
  // No contact line next to a refusal: it would read as an invitation to take that job to the owner.
  const wantsContact = !refused && (parts.some((p) => p.contact) || (wantsToHire(query) && parts.some((p) => p.kind === 'answer')))
  let text = texts.join(' ')
  if (wantsContact && !text.includes(email)) text += ` ${reach(parts.find((p) => p.service)?.service)}`
  if (language) text = `${language.note} ${text}`
  const paths = [...new Set(parts.flatMap((p) => p.paths))]
  if (wantsContact) paths.push('/contact')
  const answers = parts.filter((p) => p.kind === 'answer')
  return {
    text: text.trim(),
    paths,
    kinds: parts.map((p) => p.kind),
    owner: parts.length > 0 && parts.every((p) => p.owner),
    fromPart: answers.length > 0 && answers.every((p) => p.fromPart),
    certain: parts.some((p) => p.kind === 'not-on-site') && parts.every((p) => p.kind !== 'not-on-site' || p.certain),
  }
}
