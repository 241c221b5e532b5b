import { categoryList } from '../../../content/categories.ts'
import { skillGroups } from '../../../content/skills.ts'
import { tools } from '../../../content/tools.ts'
import type { ChatTurn } from '../schema.ts'
import { bookingService, cardHref } from '../page-facts.ts'
import { facts, siteVocabulary, type Fact } from './facts.ts'
import { isOrdinalReference, referredTopic } from './follow-up.ts'
import { asksIdentity, harmRequested, isInjection, isNotEnglish, isOffTopic } from './guards.ts'
import {
  aboutReply,
  availabilityReply,
  categoryReply,
  contactReply,
  cvReply,
  declineReply,
  experienceReply,
  greetingReply,
  harmfulReply,
  identityReply,
  injectionReply,
  languageReply,
  locationReply,
  portfolioReply,
  pricingReply,
  privacyReply,
  projectReply,
  responseTimeReply,
  servicesReply,
  socialReply,
  termsReply,
  thanksReply,
  toolsReply,
} from './replies.ts'
import { notStated, owner, reachOwner, reply, type Reply } from './reply.ts'
import { timingFacts } from './timing.ts'
import { hasTopic, namedTools, topicOf, topicPaths, unlistedTools, type Topic } from './topic.ts'
import { editDistance, FILLER, hasWord, list, SERVICE_VERBS, tokens } from './words.ts'

const GREETING = /^(hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening)|yo)\b[\s,!.]*(there|alex|everyone)?[\s,!.]*/i
const THANKS = /^(thanks|thank you|thx|cheers|great|awesome|perfect|ok(ay)?|cool|bye|goodbye|see you)\b[\s\w!.,]{0,25}$/i
const YES_NO = /^(do|does|did|can|could|are|is|have|has|would|will|should|may|might)\b|\b(can|could|would|will|do) (you|alex)\b/i

/** Words the rules below listen for, so a typo of one ('pricse', 'wedingg') still reaches them. */
const RULE_WORDS = `tools software price prices pricing cost costs contact email whatsapp available availability experience
  photography wedding weddings website websites portfolio services service privacy booking book turnaround deliver delivery
  resume skills about logo projects completed education experience clients logos branding packaging video videos photos photo social instagram design designer hire`.split(/\s+/)
const vocabulary = new Set([...siteVocabulary, ...RULE_WORDS])

/** Mends words one or two letters off a word the site or the rules use. */
function mendTypos(text: string): string {
  return text.replace(/[A-Za-z]{5,}/g, (word) => {
    const lower = word.toLowerCase()
    const known = (w: string) => vocabulary.has(w) || FILLER.has(w) || SERVICE_VERBS.has(w)
    if (known(lower) || known(lower.replace(/e?s$/, '')) || known(`${lower}s`) || known(lower.replace(/(ed|ing)$/, ''))) return word
    const max = lower.length >= 9 ? 2 : 1
    let best: { word: string; distance: number } | undefined
    for (const candidate of vocabulary) {
      if (candidate.length < 4) continue
      const distance = editDistance(lower, candidate, max)
      if (distance <= max && (!best || distance < best.distance)) best = { word: candidate, distance }
    }
    return best?.word ?? word
  })
}

const RULES = {
  experience: /\b(how long have (you|alex)|years? of experience|how many years|experience\w*|background|track record|how many (projects|clients)|projects completed|senior|junior|portfolio size)\b/i,
  cv: /\b(cv|resume|résumé|curriculum vitae)\b/i,
  responseTime: /\b(how (fast|soon|quickly|long)|when)\b.{0,40}\b(reply|respond|answer|get back|hear back|response|write back)\b|\bresponse time\b/i,
  timing: /\b(how (fast|soon|quickly|long)|turnaround|lead time|delivery time|deliver(ed|y)? (in|within)|when (will|do|can|would|could) (i|we) (get|receive|see|have)|get (them|it|my|our|the)\b.{0,30}\bback|how many (days|weeks)|sneak peek|ready by|take to (deliver|finish|complete|edit))\b/i,
  pricing: /\b(prices?|pricing|costs?|costing|rates?|charge\w*|fees?|budget|quote|quotation|how much|expensive|cheap\w*|afford\w*|packages? (start|cost))\b/i,
  location: /\b(where are you|where is alex|based|located|location|remote\w*|worldwide|country|city|time ?zone|on[- ]?site|in person|come to|travel\w*|where do you (live|work))\b/i,
  availability: /\b(available|availability|free (on|next|this|in)|calendar|schedule|next (week|month)|this (weekend|week|month)|when can you start|start (next|on|in)|take on|capacity|booked up)\b/i,
  social: /\b((are you|is alex|you) on (instagram|behance|linkedin)|(your|alex'?s?) (instagram|behance|linkedin)|behance|follow (you|alex)|profiles?|social (media )?(accounts?|links?|handles?))\b/i,
  contact: /\b(contact|reach (you|alex|out)|get in touch|e-?mail|whatsapp|phone|call|message (you|alex)|book\w*|hire|hiring|work (with|together)|commission|enquir\w*|inquir\w*|start a project|talk to (alex|the designer|a human|someone))\b/i,
  privacy: /\b(privacy|cookies?|track(ing|ed)?|my data|personal data|data (is |are )?(stored|kept|saved|collected)|store my|stored|gdpr|what happens to (my|the) (messages?|data|chat))\b/i,
  terms: /\b(terms( of (service|use))?|copyright|reuse|re-use|licen[cs]\w*|use your (work|images|photos|designs)|train (ai|a model)|download (your|the) (work|images))\b/i,
  notStatedTerms: /\b(nda|non-disclosure|confidential\w*|contracts?|deposits?|refunds?|revisions?|invoices?|payments?|pay(pal)?|installments?|education|qualifi\w*|studied|university|degrees? in|diploma|insurance|discounts?|warranty|guarantee|languages?|speak|team|agency|employees?|subcontract\w*|rush|weekends?|raw files|source files|ownership|awards?|clients? list|references|testimonials?|reviews?|age|how old|married|hobbies|favou?rite)\b/i,
  tools: /\b(tools?|software|apps?|programs?|stack|adobe|suite)\b|\bwhat do (you|alex) use\b|\bwhich .{0,20}\buse\b|\b(use|know|familiar with|work (in|with)|proficient in|good at)\b/i,
  skills: /\b(skills?|skilled|good at|strengths?|strongest|expertise|proficien\w*|best at|capabilit\w*)\b/i,
  about: /\b(who is alex|about (you|alex|yourself)|tell me about (you|alex|yourself)|introduce|who'?s alex|who is the designer)\b/i,
  services: /\b(services?|what do (you|alex) (do|offer)|what can (you|alex) do|what kind of (work|projects|design)|what (work|design) do (you|alex) do|disciplines?|specialit\w*|speciali[sz]\w*)\b/i,
  portfolio: /\b(portfolio|examples?|samples?|your (work|designs?)|alex'?s work|projects?|case stud\w*|showcase|recent work|best (work|pieces?))\b/i,
}

/** Words of a request that name what is wanted. */
const requestTerms = (text: string) =>
  tokens(text.replace(/\balex\b/gi, '')).filter((w) => !FILLER.has(w) && !SERVICE_VERBS.has(w) && w !== 'alex' && !/^\d+$/.test(w))

/** Words visitors use interchangeably for what the site names one way. */
const SYNONYMS = [['photo', 'photos', 'image', 'images', 'picture', 'pictures', 'pics', 'photograph'], ['website', 'websites', 'site', 'web'], ['film', 'films', 'video', 'videos'], ['upscale', 'upscaling', 'enhance', 'enhancing']]
const alike = (term: string) => SYNONYMS.find((group) => group.includes(term)) ?? [term]

const KIND_ORDER: Fact['kind'][] = ['project', 'card', 'category', 'capability', 'skill', 'cta', 'tool']

/** The most specific fact that states every word of the request, if one does. */
function supportingFact(terms: readonly string[], text = terms.join(' ')): Fact | undefined {
  if (terms.length === 0) return undefined
  const category = topicOf(text).category?.id
  const inTitle = (fact: Fact) => terms.filter((term) => hasWord(tokens(fact.title), term)).length
  const score = (fact: Fact) => inTitle(fact) * 2 + (fact.category === category ? 1 : 0)
  const supporting = facts.filter((fact) => terms.every((term) => alike(term).some((t) => hasWord(fact.words, t))))
  supporting.sort((a, b) => score(b) - score(a) || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind))
  return supporting[0]
}

function factReply(fact: Fact, prefix: string): Reply {
  if (fact.project) return projectReply(fact.project, prefix)
  const category = categoryList.find((c) => c.id === fact.category)
  if (fact.kind === 'category' && category) return categoryReply(category, prefix)
  return reply(`${prefix}${fact.title}: ${fact.text} See ${fact.href}.`, fact.href, ...(category ? [`/portfolio/${category.id}`] : []))
}

/** A request for work: affirmed only when one statement of the site covers all of it. */
function requestReply(text: string, yesNo: boolean): Reply | undefined {
  const core = text.replace(/\b(for|to|so) (my|our|a|an|the|his|her|their|me)\b.*$/i, '')
  const terms = requestTerms(core)
  if (terms.length === 0) return undefined
  const discipline = topicOf(core).category
  const onlyDiscipline = discipline && !topicOf(core).project && terms.every((t) => new RegExp(`\\b${t}`, 'i').test(discipline.title + ' ' + core.match(/\b(web ?sites?|videos?|photos?|photography|logos?|graphics?|social media|posts?|ai)\b/gi)?.join(' ')))
  if (onlyDiscipline) return categoryReply(discipline, yesNo ? 'Yes, the site shows that. ' : '')
  const fact = supportingFact(terms, core)
  if (fact) return factReply(fact, yesNo ? 'Yes, the site shows that. ' : '')
  const unknown = terms.filter((t) => !siteVocabulary.has(t) && ![...siteVocabulary].some((w) => w.length >= 5 && t.length >= 5 && w.startsWith(t.slice(0, 5))))
  const topic = topicOf(core)
  const closest = topic.project ? `${topic.project.title} (/portfolio/${topic.project.id})` : topic.category ? `${topic.category.title} (/portfolio/${topic.category.id})` : undefined
  const what = unknown.length ? `${list(unknown.map((t) => `"${t}"`))} ${unknown.length === 1 ? 'is' : 'are'} not mentioned anywhere on this site` : 'That exact kind of work is not listed on this site'
  return reply(
    `${what}, so I can't say whether ${owner} takes it on.${closest ? ` The closest work the site shows is ${closest}.` : ''} ${reachOwner}`,
    '/contact',
    ...topicPaths(topic),
    '/portfolio',
  )
}

function toolQuestion(q: string): Reply | undefined {
  const missing = unlistedTools(q)
  const listed = namedTools(q)
  if (missing.length === 0 && listed.length === 0) return undefined
  const parts: string[] = []
  if (missing.length) {
    parts.push(
      `${/\b(tools?|use|using|know|software|stack|familiar|work (in|with)|proficient)\b/i.test(q) ? 'No: ' : ''}${list(missing)} ${missing.length === 1 ? 'is' : 'are'} not among the tools listed on this site.`,
    )
  }
  for (const tool of listed) {
    const seen = categoryList.flatMap((c) => c.cards.filter((card) => card.tools?.includes(tool.name)).map((card) => `${card.title} (${cardHref(card, `/portfolio/${c.id}`)})`))
    parts.push(`${missing.length ? '' : 'Yes: '}${tool.name} is in ${owner}'s stack (${tool.category}, ${tool.proficiency}%): ${tool.description}${seen.length ? ` It is named on ${list(seen.slice(0, 3))}.` : ''}`)
  }
  if (missing.length) parts.push(`The ${tools.length} tools listed are ${list(tools.map((t) => t.name))}. To ask about anything else: ${reachOwner.replace(/^You can m/, 'm')}`)
  return reply(parts.join(' '), '/home', '/skills', ...(missing.length ? ['/contact'] : []))
}

function timingReply(topic: Topic): Reply {
  if (hasTopic(topic)) {
    const found = timingFacts.filter((t) => (topic.project ? t.fact.project?.id === topic.project.id : t.fact.category === topic.category?.id))
    const sentences = [...new Set(found.map((t) => t.sentence))]
    const subject = topic.project?.title ?? topic.category?.title ?? ''
    if (sentences.length && (topic.project || found.length === 1)) {
      const where = found[0]?.fact.href ?? '/portfolio'
      return reply(`For ${subject}, the site says: "${sentences.join(' ')}" ${reachOwner}`, where, ...topicPaths(topic), '/contact')
    }
    return reply(`A turnaround for ${subject.toLowerCase()} work is not stated on this site. ${reachOwner}`, '/contact', ...topicPaths(topic))
  }
  return notStated('A general turnaround', '/portfolio')
}

function skillsReply(): Reply {
  return reply(
    `The skills page groups ${owner}'s skills into ${skillGroups.length}: ${list(skillGroups.map((g) => g.title))}. Highest: ${list(
      skillGroups.slice(0, 3).map((g) => {
        const best = [...g.skills].sort((a, b) => b.level - a.level)[0]
        return best ? `${best.name} (${best.level}%)` : g.title
      }),
    )}. See /skills.`,
    '/skills',
    '/about',
  )
}

/**
 * The embedded assistant's whole decision. Guards first (harm, injection, off-topic, language),
 * then questions with a known kind, then requests checked against what the site states, and
 * an honest "not stated" for everything else.
 */
export function compose(query: string, history: readonly ChatTurn[] = []): Reply {
  const raw = query.trim()
  if (isNotEnglish(raw)) return languageReply()
  const harm = harmRequested(raw)
  if (harm) return harmfulReply(harm)
  if (isInjection(raw)) return injectionReply()
  if (asksIdentity(raw)) return identityReply()
  if (isOffTopic(raw)) return declineReply()

  const q = mendTypos(raw.replace(GREETING, '').trim())
  if (q === '' || /^(how are you|how's it going|what's up)\W*$/i.test(q)) return greetingReply()
  if (THANKS.test(q)) return thanksReply()

  const own = topicOf(q)
  const earlier = () => referredTopic(q, history)
  const topic = isOrdinalReference(q) ? (earlier() ?? own) : hasTopic(own) ? own : (earlier() ?? own)
  const service = topic.project ? bookingService(topic.project) : undefined

  if (RULES.experience.test(q) && !RULES.timing.test(q)) return experienceReply()
  if (RULES.cv.test(q)) return cvReply()
  if (RULES.responseTime.test(q)) return responseTimeReply()
  if (RULES.timing.test(q)) return timingReply(topic)
  if (RULES.pricing.test(q)) return pricingReply(topicPaths(topic))
  if (RULES.notStatedTerms.test(q)) return notStated(undefined, ...topicPaths(topic))
  if (RULES.location.test(q)) return locationReply()
  if (RULES.availability.test(q)) return availabilityReply(service, topicPaths(topic))
  if (RULES.social.test(q)) return socialReply()
  if (RULES.privacy.test(q)) return privacyReply()
  if (RULES.terms.test(q)) return termsReply()
  if (RULES.contact.test(q)) return contactReply(service)

  const tool = toolQuestion(q)
  if (tool) return tool
  if (RULES.tools.test(q) && /\b(tools?|software|apps?|programs?|stack|adobe|suite|use)\b/i.test(q) && requestTerms(q).every((t) => /^(tools?|software|apps?|programs?|stack|adobe|suite|use|using|mostly|usually|main)$/.test(t))) return toolsReply()
  if (RULES.skills.test(q) && !hasTopic(own)) return skillsReply()
  if (RULES.about.test(q)) return aboutReply()
  if (RULES.services.test(q) && !hasTopic(own)) return servicesReply()

  const yesNo = YES_NO.test(q)
  if (isOrdinalReference(q) || (!hasTopic(own) && /\b(it|that|this|them|those|more)\b/i.test(q))) {
    if (topic.project) return projectReply(topic.project)
    if (topic.category) return categoryReply(topic.category)
  }
  if (yesNo || /\b(i need|i want|i'm looking for|looking for|need (a|an|some)|want (a|an|some))\b/i.test(q)) {
    const request = requestReply(q, yesNo)
    if (request) return request
  }
  if (own.project) return projectReply(own.project)
  if (own.category) return categoryReply(own.category)
  if (RULES.portfolio.test(q)) return portfolioReply()
  if (RULES.tools.test(q) && /\b(tools?|software|stack)\b/i.test(q)) return toolsReply()
  const fact = supportingFact(requestTerms(q))
  if (fact && requestTerms(q).length >= 1) return factReply(fact, '')
  return notStated(undefined, '/portfolio')
}
