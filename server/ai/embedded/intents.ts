/** What kind of question it is, independent of the topic it names. First matching rule wins. */
export type Intent =
  | 'decline'
  | 'greeting'
  | 'thanks'
  | 'pricing'
  | 'availability'
  | 'booking'
  | 'tools'
  | 'experience'
  | 'skills'
  | 'about'
  | 'services'
  | 'portfolio'
  | 'legal'
  | 'unknown'

const GREETING = /^(hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening)|yo|salam|hola|bonjour)\b/i

/** Tasks that have nothing to do with the designer's work: politely declined. */
const OFF_TOPIC = [
  /\b(write|compose|generate|give|tell|create|make)\b.{0,40}\b(poem|poetry|haiku|essay|song|lyrics|joke|limerick|homework|recipe|a (short )?story|stor(y|ies) about)\b/i,
  /\b(python|javascript|java|c\+\+|sql|regex|algorithm|leetcode)\b/i,
  /\b(solve|calculate|integral|equation|weather|forecast|stock price|bitcoin|crypto|football|election|politic\w*|diagnos\w*|legal advice)\b/i,
  /\b(ignore|disregard|forget)\b.{0,30}\b(previous|prior|above|earlier|your)\b.{0,20}\b(instructions?|rules?|prompts?)\b|\bsystem prompt\b|\bjailbreak\b|\bdeveloper mode\b/i,
  /\btranslate (this|that|it|the following)\b|\bwho (won|is the president)\b|\bwhat is \d+\s*[-+*/^x]\s*\d+/i,
]

const rules: [Exclude<Intent, 'decline' | 'greeting' | 'unknown'>, RegExp][] = [
  ['thanks', /^(thanks|thank you|thx|cheers|great|awesome|perfect|ok(ay)?|cool|bye|goodbye|see you)\b[\s\w!.,]{0,20}$/i],
  ['pricing', /\b(price\w*|cost\w*|rates?|charge\w*|fees?|budget|quote|quotation|how much|expensive|cheap|payment)\b/i],
  ['availability', /\b(available|availability|free (next|this|on|in)|schedule|calendar|when can you|start date|deadline|turnaround|how (fast|soon|quickly))\b/i],
  ['booking', /\b(book\w*|hire|hiring|contact|reach (you|out)|get in touch|e-?mail|whatsapp|phone|call you|message you|work (with|together)|commission|collaborat\w*|enquir\w*|inquir\w*)\b/i],
  ['legal', /\b(privacy|private|cookies?|track(ing|ed)?|(my|your|personal) data|data (is |are )?(stored|kept|saved|collected)|stored?|collect (my|any|personal)|gdpr|terms (of (service|use)|and conditions)|your terms|copyright|reuse|licen[cs]\w*)\b/i],
  ['tools', /\b(tools?|software|stack|adobe|what do you use|which .{0,20}use)\b/i],
  ['experience', /\b(experience\w*|how long|how many years|years|background|track record|clients?|projects completed|qualifi\w*|education|studied|cv|resume|résumé)\b/i],
  ['skills', /\b(skills?|skilled|good at|strengths?|expertise|proficien\w*|capabilit\w*)\b/i],
  ['about', /\b(who are you|who is|about (you|yourself)|yourself|your name|where are you|based|location|located|introduce)\b/i],
  ['services', /\b(services?|what do you (do|offer)|do you (do|offer|provide)|can you (do|help|design|make|create|build|shoot|edit)|offer\w*|speciali[sz]\w*|disciplines?)\b/i],
  ['portfolio', /\b(portfolio|projects?|your (work|designs?|pieces?)|examples?|samples?|case stud\w*|showcase|best piece\w*|recent)\b/i],
]

/** A greeting followed by a real question is answered as the question. */
export function stripGreeting(query: string): string {
  if (!GREETING.test(query)) return query.trim()
  return query.replace(GREETING, '').replace(/^[\s,!.:;-]*(there|everyone|all)?[\s,!.:;-]*/i, '').trim()
}

export function detectIntent(query: string): Intent {
  const rest = stripGreeting(query)
  if (GREETING.test(query) && (rest === '' || /^(how are you|how's it going|what's up)\b/i.test(rest))) return 'greeting'
  if (OFF_TOPIC.some((pattern) => pattern.test(rest))) return 'decline'
  for (const [intent, pattern] of rules) if (pattern.test(rest)) return intent
  return 'unknown'
}
