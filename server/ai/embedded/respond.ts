import type { ChatTurn } from '../schema.ts'
import { attribute, compute } from './compute.ts'
import { resolveReference, lastListed, type Reference } from './dialogue.ts'
import { entitiesNamed } from './entities.ts'
import { harmOf } from './harm.ts'
import type { Entity } from './knowledge.ts'
import { detectLanguage } from './language.ts'
import { listing } from './listing.ts'
import { email, reach } from './owner.ts'
import { part, type Kind, type Part } from './part.ts'
import { refusal } from './refusal.ts'
import { COVERAGE_THRESHOLD, retrieve, toQuery, type Hit } from './retrieve.ts'
import { offTopic, smallTalk } from './small-talk.ts'
import { splitQuestions } from './split.ts'
import { tools } from '#content/tools.ts'
import { list, STOP, stem, words } from './text.ts'
import { topicReply } from './topics.ts'
import { confirmOpening, isYesNo, notOnSiteSentence, yesOpening } from './voice.ts'

/** The embedded assistant's reply before it goes on the wire: the text, its pages, and what each part of it was. */
export interface Response {
  text: string
  paths: string[]
  kinds: Kind[]
}

/** Words that only point back ('the second one', 'tell me more about that'): no topic of their own. */
const POINTING = new Set('first second third fourth fifth sixth last latter former one ones more tell about that this it its they them those these there again detail details else'.split(' ').map(stem))

/** Where the answer to a 'where' or 'when' question lives in a passage. */
function cuesOf(text: string): string[] {
  const lower = text.toLowerCase()
  if (/\bwhere\b/.test(lower)) return ['outdoor', 'outdoors', 'home', 'studio', 'remote', 'worldwide', 'location', 'venue', 'indoor'].map(stem)
  if (/\b(how (long|fast|soon|quickly)|when|turnaround|by when|ready by|how many (days|weeks)|get (them|it|the \w+) back)\b/.test(lower)) return ['hour', 'day', 'week', 'within', 'later', 'next', 'same'].map(stem)
  return []
}

/** The most questions of one message answered at once. */
const MAX_PARTS = 5

/** How much of a yes/no question one passage must cover before the answer may start with 'Yes'. */
const YES_COVERAGE = 0.85

function fromHits(text: string, hits: Hit[], threshold: number): Part | undefined {
  const best = hits[0]
  if (!best || best.coverage < threshold) return undefined
  const said = [best]
  const second = hits.find(
    (h) =>
      h !== best &&
      h.passage.entity !== best.passage.entity &&
      h.coverage >= threshold &&
      (h.covered.some((s) => !best.covered.includes(s)) || ((best.passage.general || !best.passage.entity) && Boolean(h.passage.entity) && !h.passage.general)),
  )
  if (second) said.push(second)
  const body = said.map((h) => h.passage.text).join(' ')
  // 'Yes' only where the passage says so, not where it says 'not' or 'without'.
  const negated = /\b(not|no|never|nothing|without|isn't|aren't|don't)\b/i.test(best.passage.text)
  // A partial match ('wedding videos' against the wedding photos) is shown as it is, never with a 'Yes'.
  const opening = isYesNo(text) && best.coverage >= YES_COVERAGE && !negated ? `${yesOpening(text)} ` : ''
  return part('answer', `${opening}${body}`, said.map((h) => h.passage.href))
}

function describe(entity: Entity, text: string): Part {
  const own = retrieve(toQuery(entity.name), { focus: [entity.key], limit: 1 })[0]
  const body = own && own.passage.entity === entity.key ? own.passage.text : `${entity.name} (${entity.href}): ${entity.description}`
  return part('answer', `${isYesNo(text) ? confirmOpening(text) : ''}${body}`, [entity.href])
}

function notOnSite(text: string, hits: Hit[], entity?: Entity): Part {
  const closest = hits[0] && hits[0].coverage >= 0.4 ? hits[0].passage : undefined
  const near = closest ? ` The closest thing it shows: ${closest.text}` : /\b(tools?|software|apps?|programs?|stack|use|using)\b/i.test(text) ? ` The tools it lists are ${list(tools.map((t) => t.name))} (/home).` : ''
  return part('not-on-site', `${notOnSiteSentence(text)}${near}`, closest ? [closest.href] : entity ? [entity.href] : ['/portfolio'], { contact: true, service: entity?.service })
}

/** One question of the message, answered. */
/** Phrases of the trade rewritten to the words the site uses, before anything else reads the question. */
const PHRASES: [RegExp, string][] = [
  [/\bbrand ?books?\b|\bstyle ?guides?\b/gi, 'brand guidelines'],
  [/\b(work|employment|career|job) history\b/gi, 'CV'],
  [/\bvoice[- ]?overs?\b/gi, 'voice-over'],
  [/\bput together\b/gi, 'make'],
  [/\byour (background|career)\b/gi, 'your experience'],
  [/\b(next|this|coming) (year|spring|summer|autumn|fall|winter)\b/gi, ''],
  [/\b(working|office|business|opening) hours\b/gi, 'availability'],
  [/\bcan (u|you) do my\b/gi, 'I want my'],
  [/\bmy (phone( number)?|number|e-?mail( address)?|address|name)\b/gi, 'my personal information'],
]
const rephrase = (text: string) => PHRASES.reduce((t, [re, to]) => t.replace(re, to), text)

function answerOne(raw: string, history: readonly ChatTurn[], context = ''): Part {
  // 'My competitor has great packaging, can you design something better?': the statement holds the subject.
  const bare = rephrase(raw)
  const text = context && toQuery(bare).stems.length === 0 && !smallTalk(bare) ? `${bare} ${rephrase(context)}` : bare
  const talk = smallTalk(text) ?? offTopic(text)
  if (talk) return talk
  const named = entitiesNamed(text)
  const reference: Reference | undefined = named.length === 0 || /\b(one|them|those|these)\b/i.test(text) ? resolveReference(text, history) : undefined
  const subject = reference?.entity ?? named[0]
  const previous = history.filter((t) => t.role === 'user').at(-1)?.content ?? ''
  // 'and the weakest?' borrows what it compares from the question before.
  const computed = compute(text, lastListed(history), previous)
  if (computed) return computed
  if (subject) {
    const attr = attribute(text, subject)
    if (attr) return attr
  }
  const topic = topicReply({ text, entity: subject, named })
  if (topic) return topic
  const list = listing(text, named, context)
  if (list) return list
  if (named.length >= 2 && named.every((e) => e.kind === named[0]!.kind)) {
    return part('answer', named.map((e) => describe(e, '').text).join(' '), named.map((e) => e.href))
  }
  const query = toQuery(text)
  const cues = cuesOf(text)
  if (reference) {
    const rest = query.stems.filter((s) => !POINTING.has(s))
    if (rest.length === 0 && cues.length === 0) return describe(reference.entity, text)
    const focused = retrieve({ stems: rest, extra: query.extra }, { focus: [reference.entity.key], cues })
    const inside = focused.filter((h) => h.passage.entity === reference.entity.key)
    // Inside the thing the conversation is about, a weaker match will do: the visitor already named it.
    const found = fromHits(text, inside, 0.2)
    if (found) return found
  }
  // What the conversation or the rest of the message is about helps rank, without counting as asked.
  const around = [context, reference ? (history.filter((t) => t.role === 'user').at(-1)?.content ?? '') : ''].join(' ')
  const aroundStems = toQuery(around).stems.filter((s) => !query.stems.includes(s))
  const hits = retrieve({ ...query, extra: [...query.extra, ...aroundStems] }, { focus: named.map((e) => e.key), cues })
  // A follow-up about a thing is answered about that thing: a passage about something else is not its answer.
  const about = reference?.how === 'pronoun' && !hits[0]?.passage.text.includes(reference.entity.name) ? undefined : hits
  const found = about && fromHits(text, about, COVERAGE_THRESHOLD)
  if (found) return found
  if (reference?.how === 'pronoun') return notOnSite(text, [], reference.entity)
  if (named[0] && query.stems.every((s) => words(named[0]!.name).map(stem).includes(s) || STOP.has(s))) return describe(named[0], text)
  return notOnSite(text, hits, subject)
}

const wantsToHire = (text: string) => /\b(hire|book|booking|commission|work with|work together|quote|get in touch|for my|for our|i need|we need|i want|we want|looking for|could you make|can you make)\b/i.test(text)

/** The whole reply: harm first (for the whole message), then each question of it, then how to reach the owner if wanted. */
export function respond(query: string, history: readonly ChatTurn[] = []): Response {
  const harm = harmOf(query)
  const split = splitQuestions(query)
  // A harmful request inside an otherwise fine message is refused on its own; the rest is answered.
  const harmful = harm ? split.questions.map(harmOf) : []
  if (harm && (split.questions.length < 2 || harmful.every((h) => !h) || harmful.every(Boolean))) {
    const r = refusal(harm)
    return { text: r.text, paths: r.paths, kinds: ['refusal'] }
  }
  const language = detectLanguage(query)
  const english = language ? language.english : query
  let parts: Part[]
  if (language && !english) {
    parts = [smallTalk(query) ?? part('not-on-site', "I couldn't make out the question in English.", ['/contact'], { contact: true })]
  } else {
    const { questions, context } = splitQuestions(english)
    // A message of many questions gets its first few answered, briefly; the rest can follow.
    parts = questions.slice(0, MAX_PARTS).map((q) => {
      const h = harm ? harmOf(q) : undefined
      if (!h) return answerOne(q, history, context)
      const r = refusal(h)
      return part('refusal', r.text, r.paths)
    })
  }
  const refused = parts.some((p) => p.kind === 'refusal')
  const seen = new Set<string>()
  const texts = parts.map((p) => p.text).filter((t) => (seen.has(t) ? false : (seen.add(t), true)))
  // No contact line next to a refusal: it would read as an invitation to take that job to the owner.
  const wantsContact = !refused && (parts.some((p) => p.contact) || (wantsToHire(query) && parts.some((p) => p.kind === 'answer')))
  let text = texts.join(' ')
  if (wantsContact && !text.includes(email)) text += ` ${reach(parts.find((p) => p.service)?.service)}`
  if (language) text = `${language.note} ${text}`
  const paths = [...new Set(parts.flatMap((p) => p.paths))]
  if (wantsContact) paths.push('/contact')
  return { text: text.trim(), paths, kinds: parts.map((p) => p.kind) }
}
