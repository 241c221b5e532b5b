import { firstName, firstNamePattern, ownerName } from './owner.ts'
import { part, type Part } from './part.ts'
import { editDistance, words } from './text.ts'
import { isEnglishWord } from './word-vectors/index.ts'

const GREETING =
  /^[\s¿¡!.,]*(hi+|hello|hey+|hiya|howdy|greetings|good (morning|afternoon|evening|day)|yo|salut|hola|hallo|bonjour|(?:as-?|a)?sala+m(?:u|o)?(?:[- ]?(?:a?la[iy]kum|aleikum|alaikom|alaykom|3alaikum))?|marhaba|merhaba|ciao|olá|ola|hej|buongiorno|buenos días|buenos dias|guten (tag|morgen)|goedemorgen|cześć|czesc|dzień dobry|dzien dobry|привіт|привет|здравствуйте|добрий день|добрый день|namaste|你好|こんにちは|안녕하세요)(?![\p{L}])/iu
const THANKS =
  /(?<![\p{L}])(thanks?|thank you|thx|ty|cheers|appreciate|shukran|shukriya|jazak ?allah( khair)?|gracias|merci|danke|obrigad[oa]|grazie|bedankt|dank je|tack|takk|kiitos|teşekkürler|tesekkurler|teşekkür ederim|dzięki|dzieki|dziękuję|dziekuje|спасибо|дякую|شكرا|תודה|धन्यवाद|谢谢|ありがとう|감사합니다)(?![\p{L}])/iu
const BYE = /\b(bye|goodbye|see you|later|ciao|gotta (run|go)|have to (run|go)|must (run|go)|i'?m off)\b/i
const ACK = /^(ok(ay)?|cool|great|nice|perfect|awesome|sure|alright|got it|fine|wow|lol|yes|no|yep|nope|k|test(ing)?)\b/i
const HOW_ARE_YOU =
  /\b(hru|hbu|wbu|wassup|whassup|sup|what'?s good|whats good)\b|\bhow (are|r|'re) (you|u|ya)\b|\bhow (you|u) (doing|going)\b|\bhow'?s (your|ur) day\b|\bhope (you are|you're|youre|ur|u r|u are|you|all is|everything is|your day is)( all| doing| keeping)? (well|good|fine|ok|okay|great|having a good day)\b|\bhow's it going\b|\bwhat's up\b|\bhow do you do\b|c[oó]mo est[aá]s|[çc]a va|wie geht|comment allez|كيف حالك/i
const IDENTITY = new RegExp(
  String.raw`\b(who|what) (are|r) (you|u)( (exactly|really|actually|then))?\s*[?!.]*$|\bare (you|u) (a |an )?(real|human|person|bot|robot|ai|machine|${firstNamePattern}|\w+ in person)\b|\bam i (talking|speaking|chatting) (to|with)\b|(?<!\b(?:put|puts|putting|add|adding|credit|crediting|include|including|write|writing|print|printing|with|under|use|using|keep|mention|mentioning|show|showing|sign|tag|tagging)\s)\b(your|ur) (own |full |real |actual |legal |proper )?name\b(?! (cards?|tags?|badges?|plates?|under|on|below|beside|next to))|\bis (this|the) (chat|assistant|chat ?bot|widget)\s+(a |an )?(real )?(bot|robot|ai|person|human|machine)\b|\bis (this|that|it) (a |an )(real )?(bot|robot|person|human|machine)\b|\b(real|actual) (person|human)\b[^?]{0,20}\bor (a |an )?(bot|robot|ai|machine)\b`,
  'i',
)

const OFFER = `I can tell you about ${firstName}'s work, services, tools and how to get in touch.`

/** 'nvm, wrong chat', 'oops sorry': a message taken back. */
const TAKEN_BACK = /\b(nvm|never ?mind|wrong (chat|window|tab|person|number|site|page)|oops?|oop|my bad|sorry|ignore (that|this|me))\b/i
/** 'hahaha 😂', 'lol': laughter. */
const LAUGHTER = /\b(a?ha(ha)+h?|he(he)+|lo+l|lmao+|lmfao|rofl|xd+)\b/i

/** 'Your work is sick!', 'love the portfolio': praise, which asks nothing. */
const PRAISE =
  /\b(?:(?:your|ur|the|this|ya)\s+(?:work|portfolio|site|website|stuff|designs?|photos?|pictures?|videos?|page)\s*(?:is|are|'s|looks?|r)?\s*(?:so |really |super |very |pretty |absolutely |just )?(?:sick|amazing|great|awesome|fire|cool|beautiful|stunning|incredible|gorgeous|lovely|impressive|dope|fantastic|wonderful|brilliant|excellent|nice|gr8)|(?:love|loving|loved|like|liked) (?:your|ur|the|this) (?:work|portfolio|site|website|stuff|designs?|photos?|style)|(?:great|amazing|awesome|nice|lovely|beautiful|impressive|brilliant|cool|clean)(?:[- ]looking)? (?:work|portfolio|site|website|stuff|job|page))\b/iu

/** Greetings long enough to be misspelled: 'helo', 'hwllo'. */
const GREETING_WORDS = ['hello', 'hiya', 'howdy', 'greetings']

/**
 * 'hellooo', 'heyyy': letters held for warmth are one letter; 'Hwllo', 'helo': a greeting one letter off that is no
 * English word of its own is the greeting.
 */
function asGreeted(text: string): string {
  return text
    .replace(/(\p{L})\1{2,}/gu, '$1')
    .replace(/\p{L}{4,}/gu, (w) =>
      !isEnglishWord(w.toLowerCase()) ? (GREETING_WORDS.find((g) => editDistance(w.toLowerCase(), g, 1) <= 1) ?? w) : w,
    )
}

/** Words that carry a question beyond greeting, thanks or acknowledgement. */
const FILLER = new Set(
  `you u so much very a lot there everyone again all man mate guys folks and for the your help bot assistant dear sir madam friend is anyone anybody
  here evening morning afternoon ok okay cool great nice perfect awesome sure alright got it fine wow lol yes no yep nope k haha hmm oh ah hola bonjour hallo salut ciao marhaba salam
  alaikum alaykum aleikum habibi habibti akhi ukhti bro sis dude inshallah mashallah yalla
  that was this that's thats it's really super helpful helps helped useful amazing brilliant lovely kind appreciated info answer answers
  i me we us just what everything needed wanted need now exactly clears clear up thing things
  today doing going day sm test testing 123 btw tbh utile útil utili nützlich hilfreich pomocne корисно полезно beaucoup mucho muchas muchos muchísimas vielen vielmals tante mille tanto bien très tres sehr muy ${firstName.toLowerCase()}`.split(
    /\s+/,
  ),
)
/** Every place of a pattern in a message, not just the first: 'ty sm!! byeee, see you'. */
const everywhere = (re: RegExp) => new RegExp(re.source, `${re.flags}g`)
const THANKS_ALL = everywhere(THANKS)
const BYE_ALL = everywhere(BYE)
const PRAISE_ALL = everywhere(PRAISE)
const TAKEN_BACK_ALL = everywhere(TAKEN_BACK)
const LAUGHTER_ALL = everywhere(LAUGHTER)
const HOW_ARE_YOU_ALL = everywhere(HOW_ARE_YOU)
/** Filler long enough to be misspelled: 'thre' is 'there'. */
const LONG_FILLER = [...FILLER].filter((w) => w.length >= 4)
const substance = (text: string) =>
  words(
    text
      .replace(GREETING, '')
      .replace(THANKS_ALL, '')
      .replace(BYE_ALL, '')
      .replace(PRAISE_ALL, '')
      .replace(ACK, '')
      .replace(TAKEN_BACK_ALL, '')
      .replace(LAUGHTER_ALL, ''),
  ).filter((w) => !FILLER.has(w) && !(w.length >= 4 && !isEnglishWord(w) && LONG_FILLER.some((f) => editDistance(w, f, 1) <= 1)))

/**
 * 'thank you sooo much, you made planning this a little less scary 🥹': thanks, then words about the help itself. What
 * follows the thanks asks nothing, wants nothing and tells nothing of the visitor's own business.
 */
const ASKS_OR_TELLS =
  /\?|\b(can|could|would|will|do|does|did|is|are|what|how|where|when|which|who|why|please|pls|plz|need|want|looking|interested|tell me|show me|send|also|but|we|our|my|us|i (need|want|have|run|own|am|was|will|would)|i'm|im)\b/i
const thanksLed = (text: string) => {
  const opening = text.replace(GREETING, '').trimStart()
  return THANKS.exec(opening)?.index === 0 && !ASKS_OR_TELLS.test(opening) && words(opening).length <= 25
}

/** A message of greetings, thanks, praise and how-are-yous only, however many sentences it runs to. */
export const onlyPleasantries = (text: string) =>
  substance(asGreeted(text).replace(HOW_ARE_YOU_ALL, '')).length === 0 || thanksLed(asGreeted(text.trim()))

/** A greeting, thanks, an emoji, '?' or a question about the assistant itself: a short, friendly reply. */
export function smallTalk(text: string): Part | undefined {
  const trimmed = asGreeted(text.trim())
  if (IDENTITY.test(trimmed)) {
    return part(
      'small-talk',
      `I'm ${firstName}'s AI assistant: an automated helper, not ${firstName} in person. I answer from what this site says about ${ownerName}'s work. ${OFFER}`,
      ['/about'],
    )
  }
  if (substance(trimmed).length > 0 && !HOW_ARE_YOU.test(trimmed) && !thanksLed(trimmed)) return undefined
  if (HOW_ARE_YOU.test(trimmed) && substance(trimmed.replace(HOW_ARE_YOU_ALL, '')).length === 0)
    return part('small-talk', `Doing well, thanks for asking! ${OFFER} What would you like to know?`, ['/portfolio'])
  if (HOW_ARE_YOU.test(trimmed)) return undefined
  if (THANKS.test(trimmed))
    return part('small-talk', `You're welcome! If anything else comes up about ${firstName}'s work, just ask.`, ['/portfolio'])
  if (PRAISE.test(trimmed)) return part('small-talk', `Thank you, that's kind! ${OFFER} Anything you'd like to know?`, ['/portfolio'])
  if (TAKEN_BACK.test(trimmed)) return part('small-talk', `No problem at all. ${OFFER}`, ['/portfolio'])
  if (BYE.test(trimmed))
    return part('small-talk', `Thanks for stopping by. The portfolio (/portfolio) is here whenever you want another look.`, ['/portfolio'])
  if (GREETING.test(trimmed))
    return part('small-talk', `Hi! I'm ${firstName}'s AI assistant. ${OFFER} What are you working on?`, ['/portfolio'])
  return part('small-talk', `Happy to help. ${OFFER} For example, ask about weddings, websites or the tools ${firstName} uses.`, [
    '/portfolio',
  ])
}

const OFF_TOPIC = [
  /\b(write|compose|make up|create|tell|give) (me )?(a |an |some )?(poem|story|joke|essay|song|lyrics|haiku|limerick|riddle|code|script|program|function|homework)\b/i,
  /\b(python|javascript|java|sql|c\+\+) (code|script|function)\b/i,
  // The thing asked for, not a word of the visitor's story: 'a recipe book for the school fundraiser' or 'our football
  // club' is a client telling what the work is for.
  /\b(what('s| is)|how('s| is)) the weather\b|\bweather (forecast|today|tomorrow|this week)\b|\b(a|the|your|some) recipes? (for|of)\b/i,
  /\bcapital of\b|\bwho won\b|\bfootball (scores?|results?)\b|\bstock price\b|\bhoroscope\b/i,
  /^\s*(what is |what's |calculate )?\d+(\.\d+)?\s*[-+*/x×÷]\s*\d+(\.\d+)?\s*\??\s*$/i,
  /\btranslate\b.*\binto\b/i,
]

/** A task that has nothing to do with the site: declined in one sentence, with what the assistant can do. */
export function offTopic(text: string): Part | undefined {
  if (!OFF_TOPIC.some((re) => re.test(text))) return undefined
  return part('decline', `That's outside what I can help with here: I only answer questions about ${firstName}'s portfolio. ${OFFER}`, [
    '/portfolio',
  ])
}
