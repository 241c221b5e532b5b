import { tokens } from './words.ts'

/**
 * Requests the assistant refuses whatever the site lists: fraud, intrusion, impersonation,
 * counterfeits and other people's trademarks. Each names the harm, so the reply can say why.
 */
const HARMFUL: [harm: string, pattern: RegExp][] = [
  ['phishing or scam pages', /\b(phish\w*|scam\w*|fake (login|bank|paypal|sign[- ]?in)\w*|clone (of )?(a |the )?(bank|login|paypal)\w*|steal\w* (passwords?|credentials|logins?|data|card))/i],
  ['hacking', /\b(hack\w*|crack\w*|ddos|malware|ransomware|spyware|keylogger|exploit\w*|brute[- ]?force|break into|get into (someone|my ex|his|her|their)\w*|bypass\w* (security|paywall|login|password))/i],
  ['deepfakes of real people', /\b(deep ?fakes?|face ?swap\w*|fake (video|photo|image|nude)s? of|nudes? of|undress\w*|impersonat\w*)/i],
  ['counterfeits', /\b(counterfeit\w*|knock[- ]?offs?|replicas?|bootleg\w*|fake (gucci|nike|rolex|chanel|louis vuitton|prada|adidas|apple|designer|brand\w*)|(gucci|nike|rolex|chanel|louis vuitton|lv|prada|adidas|dior|versace|supreme) (packag\w*|labels?|tags?|bags?|logos?|boxes|clothing|shoes|copies))/i],
  ["other people's trademarks", /\b((copy|cop(y|ied)|steal|rip ?off|use|reuse|recreate|trace)\b.{0,20}\b(someone else'?s|another (company|brand)'?s|(nike|apple|starbucks|coca[- ]?cola|mcdonald'?s|disney|google|gucci|adidas)'?s?) (logo|trademark|brand\w*|design)|remove (a |the )?watermarks?|(fake|forged?) (ids?|passports?|diplomas?|certificates?|invoices?|receipts?|documents?|reviews?))/i],
  ['attacks on real people', /\b(dox\w*|harass\w*|stalk\w*|revenge porn|defam\w*|smear campaign)/i],
]

export function harmRequested(query: string): string | undefined {
  return HARMFUL.find(([, pattern]) => pattern.test(query))?.[0]
}

/** Attempts to change the assistant's rules or get at its instructions. */
const INJECTION =
  /\b(ignore|disregard|forget|override)\b.{0,40}\b(previous|prior|above|earlier|all|your|these|the)\b.{0,30}\b(instructions?|rules?|prompts?|guidelines|context)\b|\bsystem prompt\b|\bjailbreak\b|\bdeveloper mode\b|\bdan mode\b|\byou are now\b|\bact as (a|an|my)\b|\bpretend (to be|you are|you're)\b|\b(reveal|print|repeat|show me)\b.{0,20}\b(your|the)\b.{0,15}\b(instructions?|prompt|rules|configuration)\b|\bnew instructions?\b|\brole-?play\b/i

export const isInjection = (query: string) => INJECTION.test(query)

/** Tasks that have nothing to do with the owner's work. */
const OFF_TOPIC = [
  /\b(write|compose|generate|give|tell|create|make)\b.{0,40}\b(poem|poetry|haiku|essay|song|lyrics|joke|limerick|homework|recipe|a (short )?story|stor(y|ies) about|cover letter|email to my)\b/i,
  /\b(python|javascript|typescript|java|c\+\+|sql|regex|algorithm|leetcode|html code|css code)\b/i,
  /\b(solve|calculate|integral|equation|weather|forecast|stock price|stocks?|bitcoin|crypto\w*|football|soccer|election|politic\w*|president|diagnos\w*|medical|legal advice|capital of|meaning of life|recipe|horoscope)\b/i,
  /\btranslate\b|\bwho (won|is the president)\b|\bwhat is \d+\s*[-+*/^x]\s*\d+|\b\d+\s*[-+*/x]\s*\d+\s*=?\s*\?/i,
]

export const isOffTopic = (query: string) => OFF_TOPIC.some((pattern) => pattern.test(query))

/** 'Are you a bot?', 'Am I talking to a real person?', 'Is this Alex?' */
const IDENTITY =
  /\b(are you (a |an )?(real|human|person|bot|robot|ai|machine|chat ?bot|program|computer|alex|him|her|the designer|actually)|(real|actual) (person|human)|talking to (a |an )?(real|human|person|bot|robot|machine|ai|alex|someone)|is this (a |an )?(bot|robot|human|person|ai|alex|automated)|who am i (talking|speaking|chatting) (to|with)|who are you|what are you\b|your name|automated|are you chat ?gpt|which (ai|model|llm))/i

export const asksIdentity = (query: string) => IDENTITY.test(query)

/** Words that only other languages use this way: a question made of them is not English. */
const FOREIGN_WORDS = new Set(
  `vous votre vos est les des une avez faites combien pourquoi bonjour merci je suis mariage prix quel quelle comment
  usted ustedes cuánto cuanto cuesta hacen puedes puede tienes hola gracias qué cómo boda precio fotos trabajo diseño tiempo para con
  sie ich können könnt kannst wie viel kostet machen hochzeit und das ist nicht bitte danke hallo wann fotografie preis webseite
  você voce quanto custa fazer olá obrigado casamento fotografias trabalho
  jullie hoeveel kunnen kost maken bruiloft hoe wat
  quanto costa fate matrimonio ciao grazie lavoro sito
  non per che sono`.split(/\s+/),
)
const ENGLISH_WORDS = new Set(
  `the a an is are do does you your can could what how much many who when where which why i me my we for to of and in on with this that have has will would please about be it photo photos design website logo price`.split(/\s+/),
)

/** Letters of a script other than Latin: Arabic, Cyrillic, Greek, Hebrew, CJK, Devanagari and the rest. */
const NON_LATIN = /[\p{Script=Arabic}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Hebrew}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Devanagari}\p{Script=Thai}]/u

export function isNotEnglish(query: string): boolean {
  if (NON_LATIN.test(query)) return true
  const words = tokens(query)
  const foreign = words.filter((w) => FOREIGN_WORDS.has(w)).length
  const english = words.filter((w) => ENGLISH_WORDS.has(w)).length
  return foreign >= 2 && foreign > english
}
