import { firstNamePattern } from './owner.ts'

/**
 * A visitor's message as the questions it asks: sentences, then clauses joined by 'and also',
 * ', and', 'also' or 'and' + a new question word. A clause without its own asking words borrows
 * the first clause's ('Do you make business cards, and matching letterheads?' asks 'Do you make
 * matching letterheads?'). Statements around the questions ('I run a small shop...') are dropped
 * when the message also asks something.
 */
// 'Can't wait months for an agency.' is said, not asked.
const ASKING =
  /^(do|does|did|can|could|would|will|are|is|was|have|has|should|may|might|what|what's|whats|which|who|who's|whos|whom|whose|where|where's|wheres|when|why|how|how's|hows|tell|show|give|send|list|please|pls|plz|i need|i want|i'd like|i would like|i'm looking|looking for|need|want|any|got|r (?:u|you))\b(?!['’]t\b)/i
const FRAME = new RegExp(
  String.raw`^((?:do|does|did|can|could|would|will|are|is|have|has)\s+(?:you|${firstNamePattern}|they|he|she|u)\b(?:\s+(?:also\s+)?(?:do|make|design|offer|create|build|shoot|take|edit|have|use|know|provide|handle|produce|film|photograph|work on|write))?)`,
  'i',
)
const JOIN = new RegExp(
  String.raw`\s*(?::\s*(?=(?:how|what|what's|whats|which|where|when|who|why|do|does|did|can|could|would|is|are|was|were|if (?:we|i)|(?:on|in|for|from|with|at|by|to) (?:which|what))\b)|,\s*(?:and|also|plus)\s+|,\s*but\s+(?!(?:as|in|with|like|without)\s)|\s+[-–—]\s+|,\s*(?=(?:can|could|would|will|do|does|are|is) (?:you|u|${firstNamePattern})\b)|,\s*(?=(?:does|do|is|are|can|may|has) (?:this|the|your) (?:web ?site|site|page|chat|assistant|portfolio)\b)|,\s*(?=(?:may|can|could) (?:we|i) (?:use|reuse|re-use|share|print|post|download|copy)\b)|,\s*(?=(?:how|what|what's|whats|which|where|when|who|why) )|,\s*(?=(?:i |we |so i |so we )?(?:need|want|am looking|are looking|looking for|would like)\b)|\s+and\s+also\s+|\s+as well as\s+|\s+\+\s+(?=(?:how|hows|how's|what|whats|what's|which|where|wheres|when|who|whos|why|do|does|can|could|would|is|are|send|show|give|tell|list)\b)|,\s*(?=(?:is|are) there\b)|,\s*(?=(?:is|are|was|were) (?:it|they)\b[^,?]*\bor\b)|\s+\(?\d{1,2}[).:]\s+(?=[a-z])|;\s*|\s+&\s+(?=(?:how|hows|what|whats|which|where|wheres|when|who|whos|why|do|does|can|could|would|is|are)\b)|(?<!\b(?:do|does|did|can|could|would|will|are|is|have|has) (?:you|u|we|i|they|he|she|${firstNamePattern}))\s+also,?\s+|\s+and then\s+|\s+and\s+(?=if (?:i|we|u|you)\s[^?]*\b(?:how|what|when|which|who|where)\b)|(?<!\b(?:come|go|try|pop|swing) ?(?:over|round|by|out|here)?)\s+and\s+(?:roughly\s+|about\s+|approximately\s+|maybe\s+|also\s+|then\s+)?(?=(?:do|does|did|can|could|would|will|are|is|was|were|have|has|what|which|where|when|how|who|why|tell|send|show|build|design|make|create|shoot|edit|film|photograph|retouch|animate)\b))`,
  'i',
)
const VERB =
  /^(retouch|shoot|edit|design|make|build|create|take|film|animate|photograph|write|do|print|draw|offer|handle|produce|cut|record)\b/i
/** A phrase that only sets what the question after it is about: 'of the films', 'among your tools', 'for the wedding'. */
const LEADING =
  /^(of|among|amongst|out of|from|for|in|on|between|regarding|as for|about|with)\s+(the|all|your|his|her|their|these|those|this|that|each)\b[^?]*$|^for (a |an )?([\w'’-]+ ){0,3}(session|shoot|photoshoot|wedding|event|film|video|website|site|logo|project)(\s+(afterwards|after that|later|too|then|as well))?\s*$|^for ([\w-]+ ){0,2}coverage\s*$/i
/** After a count of questions, a phrase that sets the next one: 'For the wedding, ...', 'and for a family session, ...'. */
const PUT_IN_FRONT =
  /^((and|also|but)\s+)?(for|as for|about|regarding|with|in|on)\s+(the|a|an|my|our|your|this|that)\b(?![^?]*\b(how|what|which|when|where|who|why)\b)[^?]*$/i
const WHAT_ABOUT = /^(and\s+)?(what|how)\s+about\s+/i
/** '..., grandma cannot travel': a clause with its own subject and verb says something; it asks nothing of its own. */
const OWN_STATEMENT =
  /^\W*(?!(?:you|u)\b)(?:\p{L}+\s+){1,2}(cannot|can'?t|won'?t|doesn'?t|don'?t|isn'?t|aren'?t|is|are|was|were|has|had|lives?)\b(?![^?]*\?)/iu
/** A question whose thing can be swapped: 'top skill in …', 'how many projects in …', 'which tools for …'. */
const ASKING_AGAIN =
  /\b(top|best|highest|lowest|weakest|strongest|most|least|how many|how much|how good|how strong|how well|how skilled|which|what)\b/i
/** 'which tools', 'what programs': the things a question asks for by name. */
const WHICH_THING = /\b(which|what)\s+(?!(?:is|are|was|were|do|does|did|kind|sort|type|year|one|about)\b)([a-z]+s)\b/i
const WHICH_ONES = /^(which|what)\s+ones?\b(?=\s+(?:for|in|on|with)\b)/i

/** A condition, then the question it sets: 'if you take photos how fast would we get them?'. */
const CONDITIONAL_QUESTION = /^(if|when|once)\b[^?]*\b(how|what|when|which|who|where|will|would|can|could|do|does)\b/i

/** A condition put in front of a question: 'If my granddaughter books you for her wedding, how long ...'. */
const CONDITION = /^(if|when|once|after|whenever|suppose|say)\s+[^?]*$/i

/** A phrase put in front of a question, perhaps after a colon: 'Before I book: on the tools list, ...'. */
function isFronted(clause: string): boolean {
  // 'And for a family session afterwards, how long ...': the 'and' joins it to the questions before.
  const tail = clause
    .slice(clause.lastIndexOf(':') + 1)
    .trim()
    .replace(/^(and|also|plus)\s+(?=for\b)/i, '')
  // 'Out of all the tools, which one is weakest' asks its own question: only a phrase without one is put in front.
  // 'When I type something in this chat, do you save it?': 'when' with a subject after it sets a condition, it asks nothing.
  const condition = CONDITION.test(tail) && /^(when|whenever|once|if)\s+(i|we|you|my|our|the|it)\b/i.test(tail)
  return (
    (LEADING.test(tail) || CONDITION.test(tail)) && (!ASKING.test(tail) || condition) && !/\b(which|what|how|who|where|why)\b/i.test(tail)
  )
}

/** The clause without the phrase put in front of it. */
function unfronted(clause: string): string {
  const comma = clause.indexOf(',')
  return comma > 0 && isFronted(clause.slice(0, comma)) ? clause.slice(comma + 1).trim() : clause
}

/** '… how good with fonts? give me numbers': how the question before wants its answer, not a question of its own. */
const IN_NUMBERS =
  /^\W*(?:(?:pls|please)\s+)?(?:(?:give|tell|show|send)(?: me| us)?\s+)?(?:the\s+)?(?:(?:in|w\/|with)\s*)?(?:numbers?|percent(?:age)?s?|scores?|%)(?:\s+(?:pls|please))?\W*$/i

export interface Split {
  questions: string[]
  /** What the message says around its questions ('I'm opening a gym'): it helps find the answer, it is not asked. */
  context: string
}

/** 'Dear designer, if we ...': a greeting in front is not a clause of the question. */
const GREETING = /^\s*(dear|hi|hello|hey|hiya|good (morning|afternoon|evening))\b[^,.!?]{0,30}[,.!]\s*(?=\S)/i
/** 'Three things:', 'quick ones:': a count of the questions to come is not a clause of the first. */
const ANNOUNCED =
  /^\s*(ok(ay)?,?\s+)?(two|three|four|five|a few|a couple of|couple of|some|few|quick|2|3|4)\s+(quick\s+|short\s+)?(things|questions|qs|ones)\b([^:?.!]{0,40}[:.!]|\s*[:.,!-]+)\s*(?=\S)/i

const ANNOUNCED_ABOUT =
  /^\s*(?:ok(?:ay)?,?\s+)?(?:two|three|four|five|a few|a couple of|couple of|some|few|quick|2|3|4)\s+(?:quick\s+|short\s+)?(?:things|questions|qs|ones)\s+(?:about|on|re|regarding)\s+((?:the|your|ur|that|this)\s+[^:?.!]{2,40}?)\s*:\s*(.*)$/is

/**
 * 'Quick one for my agency deck: years of experience, number of projects, and how many tools?': a short lead-in with a
 * colon, then a list of three or more things in one sentence.
 */
// Its first item asks nothing itself ('years of experience'); 'Brand Story Film: how long is it, …' is a subject put in front.
const LIST_AFTER_LEAD =
  /^(?![^:]*\b(?:what|which|how|who|where|when|why|average|total|sum|compare)\b)[^:?.!]{3,60}:\s*(?=[^?.!:]+,[^?.!:]+(,|\band\b)[^?.!:]+[?.!]?\s*$)/i

const EMOJI_BETWEEN =
  /(\p{L})\s*\p{Extended_Pictographic}[\p{Extended_Pictographic}\u{FE0F}\u{200D}]*\s+(?=\p{L}[^.!?]*\?|(?:what|whats|what's|how|where|when|which|who|why|do|does|can|could|is|are)\b)/giu

/** An aside in brackets: '(are you open Saturday, do you see children...)' quotes other people's questions, it asks none. */
const ASIDE = /\s*\(([^()]{3,})\)/g

/** Questions told as what others ask: 'asking when the classes are', 'wondering if they can come'. */
const REPORTED =
  /\b(ask|asks|asking|asked|wonder|wonders|wondering|wondered|want to know|wants to know|wanting to know)\b( (me|us|them|him|her|about))?\s+(when|who|what|where|whether|if|how|which|why)\b|\b(people|customers|clients|guests|patients|members|students|parents|visitors|buyers|everyone|folks)\b[^.?!]{0,40}\b(ask|asks|asking|asked|write|writes|writing|message|messages|messaging|call|calls|calling|dm|dms|text|texts|texting)\b/i

const LIST_THEM_AS = /^(?:please |pls |plz )?(?:list|name|show|give)(?: me)? (?:them|those|these)\s+((?:as|like|the way)\b.+)$/i

const QUESTION_THEN_OWN =
  /^((?:(?:and|also|plus|but|oh|so)[,\s]+)*(?:do|does|can|could|would|will|have|has)\s+(?:you|u|she|he|they|the designer)\b[^,?]*),\s+((?:our|my|we|we're|were|i|i'm|im|i've)\s[^?]*)$/i

/** A statement that announces other people's questions: 'we get the same 20 questions every day', 'customers keep asking:'. */
const EXAMPLES_AHEAD =
  /\b(same|these|those|usual|typical|basic|simple)\s+(\d+\s+|few\s+|old\s+)?([\p{L}-]+\s+)?(questions?|messages?|things|stuff|enquiries|inquiries|dms|calls|emails)\b|\b(asking|asks|ask)( (me|us|about|things like|stuff like))?\s*[:,]?\s*$|\b(like|e\.?g\.?|such as)\s*[:,]?\s*$|\b(want|wants|need|needs|like|trying|try|have|has) to (explain|show|tell|teach)\b[^.?!]*\b(how|what|why|where|when|who)\b[^.?!]*$/iu
/** What the visitor asks of the owner or the site, not what their own customers ask them. */
const ASKS_THE_SITE = new RegExp(
  String.raw`\b(build|make|design|create|set up|develop|help|website|site|chat ?bot|bot|assistant|something|anything|anyone|automatic|automatically|idea|ideas|${firstNamePattern})\b`,
  'i',
)

/**
 * 'We get the same questions every day: are you open on sunday, is there parking. Could something answer them?':
 * the short questions right after such a statement are examples of other people's questions, not asked here.
 * The message's last question is always its own.
 */
/** '..., can I pay by card. I wish something answered them for me.': a wish said after the examples is the message's own ask. */
const wishAfter = (parts: readonly string[], isQuestion: (p: string) => boolean) =>
  parts.findLastIndex(
    (p, i) => i > 0 && !isQuestion(p) && ASKS_THE_SITE.test(p) && /\b(wish|want|need|would love|looking for|hoping for)\b/i.test(p),
  )

function quotedExamples(parts: readonly string[], isQuestion: (p: string) => boolean): Set<number> {
  const out = new Set<number>()
  const wished = wishAfter(parts, isQuestion)
  const last = wished > parts.findLastIndex(isQuestion) ? parts.length : parts.findLastIndex(isQuestion)
  for (let i = 0; i < parts.length; i += 1) {
    if (isQuestion(parts[i]!) || !EXAMPLES_AHEAD.test(parts[i]!)) continue
    for (let j = i + 1; j < last && isQuestion(parts[j]!); j += 1) {
      if (ASKS_THE_SITE.test(parts[j]!) || parts[j]!.split(/\s+/).length > 8) break
      out.add(j)
    }
  }
  return out
}

/** 'Have you designed such posts?', 'similar work', 'any example of that?': the thing told, by its kind. */
export const SUCH_THINGS =
  /\b(such|similar) (an? )?((kind|sort|type) of )?(things?|work|examples?|projects?|sites?|websites?|pages?|videos?|films?|clips?|logos?|posts?|designs?|shoots?|series|campaigns?|graphics|business(es)?|compan(y|ies)|shops?|brands?)\b|\b(an? )?examples? of (that|this|those|these|it)\b/i
/** A question that asks for work like what was told: 'done something like this before?', 'ever built that kind of thing'. */
export const SUCH_WORK = new RegExp(
  String.raw`\b(like|close to) (this|that|it|ours|mine|these|those)\b|\b(that|this|the same) (kind|sort|type) of\b|\bsimilar\b|\bthat does (this|that|it)\b|\bis (this|that) something\b|${SUCH_THINGS.source}`,
  'i',
)
/** Asking whether such work was done ('how long would something like that take?' asks a time, not for work). */
const WORK_DONE = /\b(done|did|made|built|designed|shot|filmed|created|worked|ever|any|examples?|portfolio|before|got|seen|is there an?)\b/i
/** 'Can anything be done?', 'is that possible?': asks whether the need told can be met. */
const CAN_IT_BE_DONE =
  /^\W*(can|could) (anything|something|it|this|that|they|these|those) be (done|fixed|saved|rescued|improved|sorted)\b|^\W*(is|would) (that|this|it) (be )?(possible|doable|feasible)\b|^\W*(can|could) (you|u) (do|fix|sort|manage) (that|this|it)\b/i
/** A clause that asks the site something of its own: a question mark, or a question word or verb first. */
const ASKS_ITSELF =
  /\?|^\W*(do|does|did|can|could|would|will|are|is|was|were|have|has|what|what's|whats|which|who|where|when|why|how)\b|^\W*(please |pls |plz )?(show|tell|give|send|list|share) me\b|\b(please|pls|plz)\b/i

/**
 * 'Small roastery. I want beans sent to people every month, and show where the cafés are. Done something like this
 * before?': before a last question that asks for work like it, clauses such as 'I want ...' or 'show ...' tell what
 * the visitor needs built; they ask nothing of the site.
 */
function toldNeed(parts: readonly string[], isQuestion: (p: string) => boolean): Set<number> {
  const last = parts.findLastIndex(isQuestion)
  if (last < 1 || !((SUCH_WORK.test(parts[last]!) && WORK_DONE.test(parts[last]!)) || CAN_IT_BE_DONE.test(parts[last]!))) return new Set()
  return new Set(parts.flatMap((p, i) => (i < last && isQuestion(p) && !ASKS_ITSELF.test(p) ? [i] : [])))
}

/** '1) how good are you with Webflow 2) and Lovable? 3) ...': each numbered item is one thing asked. */
const NUMBER_MARKER = /(?:^|(?<=[\s,;?.!]))\(?\d{1,2}[).]\s+(?=\p{L})/gu

/** 'Firstly, ...; secondly, ...; and thirdly, ...': each item after its marker is one thing asked. */
const ITEM_MARKER = /[,;:]?\s*(?:and\s+)?\b(?:firstly|secondly|thirdly|fourthly|lastly|finally|first|second|third|fourth)\s*[,:]\s*/gi

/**
 * What a clause borrows from the one before it: 'how many social media projects, how many photography ones?' counts
 * projects twice; 'which is longer, X or Y, and by how much?' is one question. Changes the clauses in place.
 */
function carryOver(parts: string[]): void {
  // 'How many social media projects, how many photography ones?': 'ones' are what the clause before counted.
  for (let i = 1; i < parts.length; i += 1) {
    const counted = /\bhow many\s+(?:[\p{L}-]+\s+){0,3}?(project|website|site|video|film|clip|shoot|post|tool|skill|piece)s?\b/iu.exec(
      parts[i - 1]!,
    )?.[1]
    // 'And only social media, how many?': how many of the same.
    if (counted && /\bhow many\b/i.test(parts[i]!))
      parts[i] = parts[i]!.replace(/\bones\b/i, `${counted}s`).replace(/\bhow many(\W*)$/i, `how many ${counted}s$1`)
    // 'What program do you use for video, and which one to make pictures big?': 'which one' is which program.
    const thing = /\b(?:what|which)\s+(program|programme|tool|app|software)s?\b/i.exec(parts[i - 1]!)?.[1]
    if (thing) parts[i] = parts[i]!.replace(/^(\W*)(which|what) one\b/i, `$1$2 ${thing}`)
    // 'Which of your tools are you strongest in? list all the ones at 90% or more': the ones are of the same list.
    const kind = /\b(tools|skills|websites|sites|films|videos|clips|projects|shoots|posts|programs|apps)\b/i.exec(parts[i - 1]!)?.[1]
    if (kind)
      parts[i] = parts[i]!.replace(
        /^(\W*(?:and\s+)?(?:pls\s+|please\s+)?(?:list|name|show|give)(?: me)?(?: all)?) the ones\b/i,
        `$1 the ${kind}`,
      )
    // 'What do you use for cutting videos, what for drawing logos?': the same question of another use.
    const uses = /^\W*((?:what|which)(?:\s+\p{L}+)?\s+(?:do|does|would|did)\s+(?:you|u|\p{L}+)\s+use)\s+(?:for|to)\b/iu.exec(
      parts[i - 1]!,
    )?.[1]
    if (uses) parts[i] = parts[i]!.replace(/^(\W*)(?:and\s+)?(?:what|which)(?:\s+one)?\s+(for|to)\b/i, `$1${uses} $2`)
    // 'Among the AI-generated videos, which is longest, and which ones were made in 2023?': ones of the same list.
    const among =
      /\b(?:among|of|out of|from)\s+(?:the|your|all(?: the)?)\s+((?:[\p{L}-]+\s+){0,2}(?:videos|films|clips|projects|tools|skills|websites|sites|shoots|posts))\b/iu.exec(
        parts[i - 1]!,
      )?.[1]
    if (among && !/\b(of|among) (the|those|these|them)\b/i.test(parts[i]!))
      parts[i] = parts[i]!.replace(/\bwhich ones\b/i, `which of the ${among}`)
    // 'Of the featured shoots, how many are from 2024 and how many from 2023?': the same question of another year.
    const year = /^\W*(?:and\s+)?how many(?:\s+(?:are|were))?(?:\s+(?:from|in))?\s+((?:19|20)\d{2})\W*$/i.exec(parts[i]!)?.[1]
    if (year && /\b(19|20)\d{2}\b/.test(parts[i - 1]!)) parts[i] = parts[i - 1]!.replace(/\b(19|20)\d{2}\b/, year)
    // 'How many were made with Webflow and how many with Lovable?': the same question of another thing.
    const other = /^\W*(?:and\s+)?how many\s+(with|in|from|for|on|by)\s+([^,?.!]+?)\W*$/i.exec(parts[i]!)
    const ending = other && new RegExp(`^(.*\\bhow many\\b.*\\b${other[1]}\\s+)[^,?.!]+?(\\W*)$`, 'i').exec(parts[i - 1]!)
    if (other && ending) parts[i] = `${ending[1]}${other[2]}${ending[2]}`
    // 'Which category has the most projects and which has the least?': the least of the same thing.
    const most = /\b(?:most|least|fewest)\s+([\p{L}-]+)/iu.exec(parts[i - 1]!)?.[1]
    if (most) parts[i] = parts[i]!.replace(/^(\W*(?:which|what)\b[^?]*\b(?:most|least|fewest))(\W*)$/i, `$1 ${most}$2`)
  }
  // 'Which is longer, X or Y, and by how much?': the measure belongs to the comparison before it.
  for (let i = parts.length - 1; i > 0; i -= 1)
    if (/^\W*(and\s+)?by how (much|many|long)\b[^?]{0,20}\W*$/i.test(parts[i]!)) {
      parts[i - 1] = `${parts[i - 1]!.replace(/\W*$/, '')}, ${parts[i]!.replace(/^\W*(and\s+)?/i, '')}`
      parts.splice(i, 1)
    }
}

/** 'Do you know?', 'any idea?': asks for what the statement before it wants to know. */
const KNOWN_ASKED = /^\W*((do|would|did) (you|u) (happen to )?know|any idea|(can|could) (you|u) tell (me|us)|(you|u) know)\W*$/i
/** 'My mother keeps asking me how soon ...': the question a statement reports. */
const REPORTED_QUESTION =
  /\b(?:asking|asks|asked|wondering|wonders|wondered|wants? to know|wanted to know|needs? to know)\s+(?:(?:me|us|him|her|them|you|u)\s+)?((?:how|what|when|where|which|who|whether|if)\b[^.?!]+)/i

/**
 * 'The film from the conference: how long is it and what year? And the reel with the moving logos, how long is that
 * one?': each short subject put in front is what the questions after it, up to the next subject, are about.
 */
function subjectsInTurn(parts: readonly string[], isQuestion: (p: string) => boolean, aside: (i: number) => boolean) {
  const leads = new Map<number, string>()
  parts.forEach((p, i) => {
    const subject = p.replace(/^\W*(and|also|plus|then|next|oh|so)\b[,\s]*/i, '').replace(/[:,\s–—-]+$/, '')
    if (
      i + 1 < parts.length &&
      !isQuestion(p) &&
      !aside(i) &&
      isQuestion(parts[i + 1]!) &&
      subject.split(/\s+/).length <= 10 &&
      // A sentence of its own says something; a subject is put in front of its question with a colon, comma or dash.
      !/[.!?]\s*$/.test(p) &&
      /^(the|that|this|those|these|your|ur|his|her)\b/i.test(subject) &&
      !/\b(i|we|my|our|me|us|i'm|im|we're|need|want|have|has|is|are|was|were)\b/i.test(subject)
    )
      leads.set(i, subject)
  })
  return leads
}

/** 'And same question for a company event': the question before it, asked again for another thing ('and for ...?'). */
const SAME_QUESTION = /\b(?:and\s+)?(?:the\s+)?same\s+(?:question|thing|q|qs|goes)\s+(for|about|with|regarding)\s+([^,.?!;]+)[,.!;?]?/gi

export function splitQuestions(raw: string): Split {
  const split = splitRaw(raw.replace(SAME_QUESTION, 'and $1 $2?'))
  // '3 qs about the product launch teaser: how long is it, what year …?': what 'it' is, was said in front.
  const about = ANNOUNCED_ABOUT.exec(raw)
  const context = !split.context && about && /\b(it|its|they|them|their)\b/i.test(about[2]!) ? about[1]! : split.context
  // 'Quick qs on your films: how long is the bakery one?': 'the bakery one' is one of the films.
  const kind = about ? /\b(film|video|clip|reel|website|site|shoot|post|logo|poster)s\s*$/i.exec(about[1]!)?.[1] : undefined
  const questions = kind
    ? split.questions.map((q) => q.replace(/\bthe ([\p{L}-]+) one\b/iu, `the $1 ${kind.toLowerCase()}`))
    : split.questions
  return { context, questions: whichOneFor(questions) }
}

/**
 * 'Which AI tool do you use to make clips? … and which one for blowing up low-res images?': the second pick asks the first
 * question again for another use, not which of the first answer's things.
 */
function whichOneFor(questions: readonly string[]): string[] {
  return questions.map((q, i) => {
    const one = /^\W*(?:and\s+|also\s+|then\s+)?which (?:one )?(?:do (?:you|u) use )?((?:for|to)\b.*)$/i.exec(q)
    const asked = questions
      .slice(0, i)
      .reverse()
      // 'Which program do you cut videos in, … and which for the sound?': the kind of thing the first asked for.
      .map(
        (p) =>
          /^(.*?\bwhich\b.*?\b(?:use|using|pick|recommend|prefer))\s+(?:for|to)\b/i.exec(p) ??
          /^(\W*which\s+(?:programs?|programmes?|tools?|apps?|software))\b/i.exec(p),
      )
      .find(Boolean)
    if (!one || !asked) return q
    // '… to make pictures, and which one to turn them into video clips?': 'them' are the pictures the first one made.
    const made =
      /\b(?:make|making|create|creating|generate|generating|draw|drawing|shoot|shooting|edit|editing)\s+(?:the\s+)?([\p{L}-]+s)\b/iu.exec(
        questions[i - 1] ?? '',
      )?.[1]
    return `${asked[1]} ${made ? one[1]!.replace(/\bthem\b/i, made) : one[1]}`
  })
}

function splitRaw(raw: string): Split {
  // 'We're getting married next spring 💍 do you photograph weddings?': an emoji before a question ends a sentence.
  // 'A fam photoshoot': a family one, in the statement as in the question ('thanks fam' is a friend).
  const message = raw
    .replace(EMOJI_BETWEEN, '$1. ')
    .replace(/\bfam(?= (photos?|pics?|pictures?|shoot|photoshoot|session|portraits?)\b)/gi, 'family')
    // 'What kinds of photo shoots can I book with you?' asks which kinds there are, not how to book.
    .replace(
      /\b((?:what|which) (?:kinds?|types?|sorts?|(?:\w+ )?(?:shoots?|sessions?|services?|packages?))\b[^?.!]{0,30}?)\bcan (?:i|we) (?:book|hire|order)(?: (?:with|from) (?:you|u))?/gi,
      '$1do you offer',
    )
    // 'I need the designer's full name and title. Please state both.': what is needed is what is asked.
    .replace(
      /([^.?!]+)[.!]\s+(?:please,?\s+)?(?:state|give|tell|confirm|provide|send|share|list)(?: me| us)? (?:both|them|those|these|each|all three|all of them|all)(?: of them)?(?:,? please)?[.!?]*\s*$/i,
      '$1?',
    )
    // 'wat do u use for cutting videos': 'what' as typed in a hurry.
    .replace(/\b(wat|wot|wht)\b/gi, 'what')
    // 'hey what skill areas do u list': a greeting run into the question is no part of it.
    .replace(
      /^(\s*)(?:hey|hi|hello|hiya|heya|yo|howdy)(?: there)?\b[,!.\s]+(?=(?:what|which|how|who|where|when|why|do|does|did|can|could|would|will|is|are)\b)/i,
      '$1',
    )
    // 'ok and for a wedding?': a word of assent in front of a follow-up is no part of it.
    .replace(
      /^(\s*)(?:ok(?:ay)?|alright|right|cool|great|nice|perfect|thanks|thank you|hmm+|mm+)\b[,.!]*\s+(?=(?:and (?:for|in|at|on|with)|what about|how about)\b)/i,
      '$1',
    )
    .replace(/\b(wats|wots|whts)\b/gi, 'whats')
    // 'AI projects? tl;dr': asks for it short, and asks nothing of its own.
    .replace(/\btl\s?;?\s?dr\b:?/gi, '')
    // 'ok the video one. what program do you edit in?': the one picked is what the question after it is about.
    .replace(
      /(^|[.!?]\s+)(?:(?:ok|okay|so|right|alright|and|hmm)\b[,.]?\s+)?((?:the|that) (?:[\p{L}\p{N}-]+ ){1,3}one)\s*[.!:]+\s+(?=(?:what|which|how|who|where|when|why|is|are|was|were|do|does|did|can|could|would|will)\b)/giu,
      '$1as for $2, ',
    )
    // 'the email, what is it exactly?', '…, the resume — where is that?': what is asked of is the thing put in front.
    .replace(
      /(^|[.!?,]\s+)(?:(?:ok|okay|so|and)\b[,.]?\s+)?((?:the|your|ur) (?:[\p{L}-]+ ){0,2}(?!one\b)[\p{L}-]+)\s*(?:[,:]|\s[—–-])\s*(what|where)(?:'s| is) (?:it|that)\b/giu,
      '$1$3 is $2',
    )
    // 'Harbor Coffee Roasters website — what features does it have?': 'it' is the piece named in front.
    .replace(
      /^(\s*)((?!(?:Hi|Hello|Hey|Dear|Good|Ok|Okay|So|And|But)\b)\p{Lu}[\p{L}\p{N}&'.-]*\s+\p{Lu}[\p{L}\p{N}&'.-]*(?:\s+[\p{L}\p{N}&'.-]+){0,4}?)\s*(?:[—–:]|\s-)\s*((?:what|which|how|when|where|who|is|does|did|was|were|are)\b[^?.!]*?\b)(?:it|that|they|them)\b([^?.!]*\?)/u,
      '$1$3$2$4',
    )
    // 'how many r there', 'r they for sale': 'are' as texted.
    .replace(
      /(?<=\b(?:how many|how much|where|what|which|who|when|why|how|they|there|those|these|we|you|u)\s+)r\b(?=\s+\p{L})|(?<=^|[.?!,]\s*)r\b(?=\s+(?:there|they|those|these|the|your|ur|you|u|we)\b)/giu,
      'are',
    )
  // '(w/ %)', '(with numbers)' say how to answer, which sets no scene.
  const asides = [...message.matchAll(ASIDE)].map((m) => m[1]!.trim()).filter((a) => !(/^(w\/|with)/i.test(a) && IN_NUMBERS.test(a)))
  const numbered =
    (message.match(NUMBER_MARKER) ?? []).length >= 2
      ? message.replace(NUMBER_MARKER, '? ').replace(/\s+\?/g, '?').replace(/^\W+/, '')
      : message
  const listed = (numbered.match(ITEM_MARKER) ?? []).length >= 2 ? numbered.replace(ITEM_MARKER, '; tell me ') : numbered
  const withoutGreeting = listed.replace(ASIDE, '').replace(GREETING, '')
  // 'Three quick ones: total projects, years in business, and can you work remotely?': after a count of questions,
  // each item of the list is one of them, even without its own asking words.
  const leadList =
    LIST_AFTER_LEAD.test(withoutGreeting) &&
    !ASKING.test(
      withoutGreeting
        .slice(withoutGreeting.indexOf(':') + 1)
        .split(',')[0]!
        .trim(),
    )
  const lead = ANNOUNCED.test(withoutGreeting) ? ANNOUNCED : leadList ? LIST_AFTER_LEAD : undefined
  const announced = lead !== undefined
  const sentences = withoutGreeting
    .replace(lead ?? ANNOUNCED, '')
    .replace(/\s+/g, ' ')
    .split(/(?<=[?!])\s*|(?<=\.)\s+(?=[A-Z¿¡])|(?<=(?:[\p{Ll}\p{N}]\p{Ll}|\p{Lu}{2}\p{Ll}?|\p{N}{2}|\)|\p{L}['"’”])\.+)\s+|\n+/u)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s))
    // 'total projects shipped + how fast do u reply?': things joined by '+' in a question that opens with no asking
    // word are each asked.
    .flatMap((s) => {
      const sides = s.split(/\s+\+\s+/)
      // 'for their menu board + instagram?' joins two things of one question.
      const asked = sides.length > 1 && !ASKING.test(s) && /\?\s*$/.test(s) && sides.every((p) => p.split(/\s+/).length >= 2)
      return asked ? sides.map((p) => p.replace(/[?\s]*$/, '?')) : [s]
    })
    // 'do u make websites, our hostel one is from 2012 lol': a yes-no question, then the visitor's own situation.
    .flatMap((s) => {
      const own = QUESTION_THEN_OWN.exec(s)
      return own && !ASKING.test(own[2]!) ? [`${own[1]!}?`, own[2]!] : [s]
    })
  const parts: string[] = []
  let frame = ''
  let things = ''
  for (const sentence of sentences) {
    // 'People DM me asking when the classes are, who the coaches are and if they can try one': other people's
    // questions, reported in a statement, ask nothing here.
    if (!/\?/.test(sentence) && REPORTED.test(sentence)) {
      parts.push(sentence)
      continue
    }
    const clauses = sentence
      .split(JOIN)
      // Not a phrase put in front of a question: 'Two things. ... For the wedding, how soon ...?'.
      .flatMap((c) =>
        announced && !ASKING.test(c.trim()) && !PUT_IN_FRONT.test(c.trim())
          ? c
              .split(/,\s*/)
              // 'and separately, ...': a word that only joins asks nothing.
              .filter((item) => !/^\W*((and|also|plus|but|so|oh|btw|separately|additionally|secondly|finally|lastly)\W*)+$/i.test(item))
              .map((item) => (OWN_STATEMENT.test(item) ? item : `${item.replace(/[?.!\s]+$/, '')}?`))
          : [c],
      )
      // 'and btw if this bot gives me a price, is that a binding quote?': the words that join a clause ask nothing.
      .map((c) =>
        c.trim().replace(/^([+&]\s*|(and|also|plus|but|oh|ps|btw|by the way|separately|additionally|secondly|finally|lastly)[,\s]+)+/i, ''),
      )
      .filter((c) => /[\p{L}\p{N}]/u.test(c))
      // 'Of the films on that page, which is the longest?': a phrase put in front belongs to the clause after it.
      .reduce<string[]>((merged, c, i, all) => {
        const before = all[i - 1]
        // 'And only social media, how many?': a short phrase before a bare question is what it asks about.
        const bare =
          before !== undefined && !ASKING.test(before) && before.split(/\s+/).length <= 4 && /^(how many|how much|which|what)\W*$/i.test(c)
        // 'What about the 3D one, which skills are in there?': the thing picked first is where 'there' points.
        const picked =
          before !== undefined &&
          /^\W*(what|how) about\s+(the|that|your)\b[^,?]*$/i.test(before) &&
          /\b(there|it|its|them|they|that one)\b/i.test(c)
        // 'and that studio site made with AI, how many days did it take?': the thing named first is what 'it' is.
        const subject =
          before !== undefined &&
          /^(that|the|this|your|ur)\s[^,]*\s(made|built|done|shot|designed|created|filmed)\s+(with|in|using|on|by)\b/i.test(before) &&
          !ASKING.test(before) &&
          !/\b(is|are|was|were|looks?|seems?|sounds?|i|we|you)\b/i.test(before) &&
          before.split(/\s+/).length <= 8 &&
          /\b(it|its|they|them)\b/i.test(c)
        // 'does this chat go through some AI company, and if so which one?': 'if so' asks on of the question before.
        const ifSo = before !== undefined && ASKING.test(before) && /^\W*if (so|yes)\b/i.test(c)
        if (
          before !== undefined &&
          merged.at(-1) === before &&
          (isFronted(before) || (announced && PUT_IN_FRONT.test(before)) || bare || picked || subject || ifSo)
        )
          merged[merged.length - 1] = `${before}, ${c}`
        else merged.push(c)
        return merged
      }, [])
    for (const clause of clauses) {
      const own = FRAME.exec(clause)?.[1]
      if (own) frame = own
      const thing = WHICH_THING.exec(clause)?.[2]
      if (thing && !/^ones?$/i.test(thing)) things = thing
      // 'Which tools were used for X, and which ones for Y?': 'ones' are the things the clause before asked for.
      if (WHICH_ONES.test(clause) && things) parts.push(clause.replace(WHICH_ONES, (_, which: string) => `${which} ${things}`))
      else if (WHAT_ABOUT.test(clause) && frame) parts.push(`${frame} ${clause.replace(WHAT_ABOUT, '')}`)
      // 'and if you take photos, how fast would we get them?': a condition, then its own question.
      // 'our salon needs a new menu, have u done menus?' asks its own question: nothing to borrow.
      else if (
        !ASKING.test(clause) &&
        !CONDITIONAL_QUESTION.test(clause) &&
        !OWN_STATEMENT.test(clause) &&
        // 'do u speak arabic? ..., we need someone who can write the captions': the visitor's own need, said.
        !/^\W*(i|we|i'm|we're|im|my|our)\s/i.test(clause) &&
        !FRAME.test(clause.slice(clause.lastIndexOf(',') + 1).trim()) &&
        frame &&
        clauses.length > 1 &&
        clause !== clauses[0]
      )
        parts.push(`${VERB.test(clause) ? frame.replace(/\s+\S+$/, '') : frame} ${clause}`)
      else parts.push(clause)
    }
  }
  carryOver(parts)
  // 'top skill in social? in photo? in AI?', 'how good r u at food photography? and at product photos?': a bare phrase
  // asks the question before it again, of its own thing.
  for (let i = 1; i < parts.length; i += 1) {
    // 'and at product photos, like for our bottled sauces?': an example after the phrase asks nothing more.
    const bare = /^(?:and\s+)?(in|for|on|with|of|at)\s+([^?,]{1,45}?)\s*(?:,\s*(?:like|e\.?g\.?|say)\b[^?]{0,40})?\?*\s*$/i.exec(parts[i]!)
    const before = bare ? new RegExp(`^(.*\\b)${bare[1]}\\s+[^?]+\\?*\\s*$`, 'i').exec(parts[i - 1]!) : null
    if (bare && before && ASKING_AGAIN.test(before[1]!)) parts[i] = `${before[1]}${bare[1]} ${bare[2]}?`
  }
  // 'What services do you offer? Please list them as on your About page.': how to list them belongs to the question.
  for (let i = parts.length - 1; i > 0; i -= 1) {
    const how = LIST_THEM_AS.exec(parts[i]!)?.[1]
    if (how && /\?\s*$/.test(parts[i - 1]!)) {
      parts[i - 1] = `${parts[i - 1]!.replace(/[?\s]+$/, '')}, ${how.replace(/[.!?\s]+$/, '')}?`
      parts.splice(i, 1)
    }
  }
  // 'Roughly how many projects have you done': the asking words may come a word or two in.
  const isQuestion = (whole: string) => {
    const p = unfronted(whole)
    // 'When I flip the page to dark, it stays dark.': a clause of time or condition, then a statement.
    if (
      /^(when|whenever|if|once|after|before|while|since|because)\s+(i|we|you|my|our|the|it|people|ppl|someone|customers|clients|visitors|they)\b/i.test(
        p,
      ) &&
      !/\?\s*$/.test(p)
    )
      return false
    return (
      ASKING.test(p) ||
      /\?\s*$/.test(p) ||
      // 'and ur whatsapp number pls': a request.
      /\b(pls|please|plz)\W*$/i.test(p) ||
      // 'the link to your cv, and your linkedin too': the request before, of another thing.
      /^\W*(and\s+)?(your|ur)\s+[\p{L}\s-]{1,30}\s+(too|as well)\W*$/iu.test(p) ||
      // 'ever built that kind of thing': asked without its question mark.
      (/^\W*((you|u) )?ever\b/i.test(p) && SUCH_WORK.test(p)) ||
      /\b(could|can|would) you\b/i.test(p) ||
      // 'and the restaurant food posts, were they for insta or facebook or what': a thing in front, then the question.
      /^(?:[^,?]{2,60},\s*)?(is|are|was|were|do|does|did|can|could|will|would|has|have)\s+(they|it|those|these|that|this|there|you|u)\b/i.test(
        p,
      ) ||
      /^\W*(\S+\s+){0,2}(how|what|whats|which|where|when|who)\b/i.test(p) ||
      // 'so: after the wedding how fast do we get a first look': a question asked after a phrase that sets its time.
      /\b(how (fast|soon|quickly|long|many|much|often)|when|where) (do|does|did|will|would|can|could|is|are|was|were) (we|i|you|u|they|it|the|my|our)\b/i.test(
        p,
      ) ||
      // 'Out of all the tools in the stack which one is weakest': the question after the phrase in front.
      (/^(of|among|amongst|out of|from|between|across|in|on)\s/i.test(p) && /\b(which|what|how|who|where|when)\b/i.test(p))
    )
  }
  // 'What websites have you built? list them pls': the same request again, not a question of its own.
  const again = (p: string) =>
    /^(pls |please |plz )?(list|name|show|give)( me)? (them|those|these|all( of them)?|it)( all)?( pls| please| plz| for me)?\W*$/i.test(p)
  // 'Honest answer please', 'short answer pls': how to answer, not another question.
  const manner = (p: string) =>
    /^\W*(pls|please|plz|thanks|thx|ty|thank you)\W*$/i.test(p.trim()) ||
    /^(an? |the )?(honest|short|quick|brief|straight|simple|real|true|yes or no)( answer| reply| one)?( please| pls| plz| only)?\W*$|^(please |pls )?(be honest|be brief|keep it short)( please| pls)?\W*$/i.test(
      p.trim(),
    )
  // 'We would appreciate clarification on the following:': it announces the questions after it, it asks none.
  const announcing = (p: string) => /\b(the following|as follows|(a few|some|these|my|our) (questions|points|things))\W*$/i.test(p)
  const examples = quotedExamples(parts, isQuestion)
  const told = toldNeed(parts, isQuestion)
  const aside = (i: number) => examples.has(i) || told.has(i)
  const questions = parts.filter(
    (p, i) =>
      isQuestion(p) &&
      !(i > 0 && again(p)) &&
      !(i > 0 && manner(p)) &&
      !(i > 0 && IN_NUMBERS.test(p)) &&
      !(i < parts.length - 1 && announcing(p)) &&
      !aside(i),
  )
  // 'My mother keeps asking how soon we'd see any of the photos. Do you know?': the reported question is the one asked.
  const reported =
    questions.length === 1 && KNOWN_ASKED.test(questions[0]!) ? parts.map((p) => REPORTED_QUESTION.exec(p)?.[1]).find(Boolean) : undefined
  if (reported)
    return {
      questions: [`${reported.replace(/^(whether|if)\s+/i, '')}?`],
      context: [...parts.filter((p) => p !== questions[0]).map((p) => p.replace(REPORTED_QUESTION, '')), ...asides].join(' '),
    }
  const wish = wishAfter(parts, isQuestion)
  if (questions.length === 0 && examples.size > 0 && wish > 0)
    return { questions: [parts[wish]!], context: [...parts.filter((_, i) => i !== wish), ...asides].join(' ') }
  const leads = subjectsInTurn(parts, isQuestion, aside)
  // One subject in front of all the questions is the message's context; a subject after a question starts new ones.
  if ([...leads.keys()].some((l) => parts.slice(0, l).some((p) => questions.includes(p)))) {
    const own = (i: number) => [...leads.keys()].filter((l) => l < i).at(-1)
    return {
      questions: parts.flatMap((p, i) => (questions.includes(p) ? [own(i) === undefined ? p : `${leads.get(own(i)!)}: ${p}`] : [])),
      context: [...parts.filter((p, i) => (!isQuestion(p) || aside(i)) && !leads.has(i)), ...asides].join(' '),
    }
  }
  // 'In photography, what are you best at going by your skill bars? We need pics of gear': the place in front is the question's.
  const place = parts[0] && /^\W*(?:in|among|within) (?:the |your |ur )?[\p{L}\p{N}'’ &-]{2,30}$/iu.test(parts[0]) && !isQuestion(parts[0])
  if (place && questions.length === 1 && parts[1] === questions[0])
    return {
      questions: [`${parts[0]!.trim()}, ${questions[0]}`],
      context: [...parts.slice(2).filter((p, i) => !isQuestion(p) || aside(i + 2)), ...asides].join(' '),
    }
  return questions.length > 0
    ? leadInFront(framedByPick(questions), [...parts.filter((p, i) => !isQuestion(p) || aside(i)), ...asides].join(' '))
    : { questions: [message.trim()], context: '' }
}

/**
 * 'For the weddings - we are only doing a small ceremony. Do we have to book the whole day?': the lead in front of the
 * statement is what the one question is about.
 */
function leadInFront(questions: string[], context: string): Split {
  const lead = /^((?:for|about|regarding|as for) (?:the|your|ur|my|our) [\p{L}'’ -]{2,30}?),\s+(?=\p{L})/iu.exec(context)
  if (questions.length !== 1 || !lead || /^\W*(for|about|regarding|as for)\b/i.test(questions[0]!)) return { questions, context }
  return { questions: [`${lead[1]}, ${questions[0]}`], context: context.slice(lead[0].length) }
}

/** 'The Ramadan one: how many designs are there and what colours were used?': the one picked frames each question after it. */
function framedByPick(questions: readonly string[]): string[] {
  let frame = ''
  return questions.map((q) => {
    const own = /^as for [^,]+, /i.exec(q)
    if (own) frame = own[0]
    return own || !frame || PICKS_ITS_OWN.test(q) ? q : `${frame}${q}`
  })
}
const PICKS_ITS_OWN = /\b(the|that|this) ([\p{L}-]+ ){1,3}one\b|^\W*(as for|for|about|and for|and about)\b/iu
