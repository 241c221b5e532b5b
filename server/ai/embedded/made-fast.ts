import { knowledge, WORK_KINDS, type Entity } from './knowledge.ts'

/**
 * How fast a website was made, where the site says so: a piece of web work whose own description gives the time
 * it took ('a studio website designed and shipped in four days'). A visitor who needs a site within days, or asks
 * the fastest one made, is answered with it; an owner whose work states no such time gets nothing from here.
 */
const NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fourteen: 14,
}
const HOURS: Record<string, number> = { hour: 1, day: 24, week: 168, month: 720 }

const MADE_IN =
  /\b(?:in|within|over)\s+(?:just\s+|only\s+)?(an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen|\d+)\s+(hour|day|week|month)s?\b/i
const WEB_WORK = /\b(web ?sites?|sites?|landing pages?|web ?apps?|web ?shops?|online (shop|store)s?)\b/i

/** Hours a piece of work took, when its own description says. */
function hoursToMake(e: Entity): number | undefined {
  const m = MADE_IN.exec(e.description)
  if (!m) return undefined
  const n = NUMBERS[m[1]!.toLowerCase()] ?? Number(m[1])
  return n * HOURS[m[2]!.toLowerCase()]!
}

/** The web work that says how long it took, fastest first. */
export function websitesMadeFast(): Entity[] {
  return knowledge.entities
    .filter((e) => WORK_KINDS.has(e.kind) && WEB_WORK.test(`${e.name} ${e.description}`) && hoursToMake(e) !== undefined)
    .sort((a, b) => hoursToMake(a)! - hoursToMake(b)!)
}

/** A time that is soon: 'in 6 days', 'within a week', 'next friday', 'asap', 'this week'. */
const SOON = String.raw`(asap|as soon as possible|super (quick|fast)|urgent(ly)?|in a (rush|hurry)|(up|live|online) (really |super |very )?(fast|quick|quickly)|days,? not (weeks|months)|(with)?in (like |about |around |under |less than |just |only )?(a|one|\d+|two|three|four|five|six|seven|eight|nine|ten) (days?|weeks?)|(in|within) days|next (week|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|this (week|month)|by (monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend)|before (then|demo day|launch|the (event|opening|launch|show|fair)))`
/** Something online: a site, a page, a shop, or 'nothing online' said of it. */
const ONLINE = String.raw`(web ?sites?|sites?|landing pages?|web ?pages?|store pages?|web ?shops?|online|live|up and running)`
/** Wanted, or asked whether it can be done: 'we need', 'is that realistic?', 'how quick could something be up?'. */
const FEASIBLE =
  /\b(need|needs|want|wants|realistic(ally)?|possible|doable|feasible|in time|dreaming|how (fast|quick|quickly|soon)|(have|has) (you|u|\w+) ever|ever (done|shipped|built|turned)|can (you|u) (do|manage|make|build)|could (something|it|a site|a website|that|this) be)\b/i
/** 'The fastest you have shipped a site', 'the quickest you've ever done one'. */
const FASTEST = /\b(fastest|quickest)\b/i
const WEB_WORD = new RegExp(String.raw`\b${ONLINE}\b`, 'i')
const HURRY_FOR_A_SITE = new RegExp(String.raw`\b${ONLINE}\b[^?!]{0,160}\b${SOON}\b|\b${SOON}\b[^?!]{0,80}\b${ONLINE}\b`, 'i')

/** 'We need a website by friday, what does it cost?' asks the price. */
const PRICE_ASKED = /\b(how much|cost|costs|price|prices|pricing|charge|charges|rates?|quote)\b/i
/** 'We need new social posts for our website launch next week': other work is wanted. */
const OTHER_WORK_WANTED =
  /\b(need|needs|want|wants)\s+(\w+\s+){0,3}(posts?|photos?|pictures?|videos?|films?|reels?|logos?|posters?|flyers?|menus?|packaging|shoots?|photographers?|cards?|brochures?)\b/i

/**
 * A website wanted soon, asked whether it can be done ('need a site up super quick, our pop-up opens in 6 days. is
 * that even realistic?'), or the fastest one asked for ('fastest u shipped a site?'); `text` is the statement with
 * its question.
 */
export function wantsASiteFast(text: string): boolean {
  if (PRICE_ASKED.test(text) || OTHER_WORK_WANTED.test(text)) return false
  if (
    FASTEST.test(text) &&
    WEB_WORD.test(text) &&
    /\b(ship|shipped|built|build|made|make|done|do|launch|launched|turned|live)\b/i.test(text)
  )
    return true
  return HURRY_FOR_A_SITE.test(text) && FEASIBLE.test(text)
}
