import type { HarmCategory } from './harm.ts'

/**
 * Harmful schemes told in full, without the words the rules in harm.ts look for: each is what the thing made does (it
 * passes for an authority's paper, fakes a crowd, poses as someone's bank, puts a real face on someone else, speaks in
 * another person's name, hides who made the work) or what the visitor says is untrue (an award never won, goods never
 * bought).
 */
const SCHEMES: readonly { category: HarmCategory; test: (message: string) => boolean }[] = [
  {
    // 'Looks exactly like the official one, with their seal and the inspector's signature': a forged paper.
    category: 'deception',
    test: (m) =>
      /\b(certificates?|licen[cs]es?|permits?|diplomas?|id cards?|passports?|badges?|documents?|papers?|letters?|notes?|stamps?)\b/i.test(
        m,
      ) &&
      (/\b(looks?|look) (exactly |just |identical )?(like|to) (the|an|a) (official|real|genuine|original|government|council)\b/i.test(m) ||
        /\bwith (their|the (council|government|ministry|city|state|authority|inspector|official)'?s?|the official|an official|the real|the inspector'?s?|his|her) (official )?(seal|stamp|signature|crest|letterhead)s?\b/i.test(
          m,
        )),
  },
  {
    // '30 side profiles that all comment "best barber in town" so my page looks popular': a crowd that does not exist.
    category: 'deception',
    test: (m) =>
      (/\b(fake|side|alt|alternate|burner|dummy|sock ?puppet|bot|extra|spare)\s+(profiles|accounts|pages|personas)\b/i.test(m) ||
        /\b\d+\s+(different\s+)?(profiles|accounts|personas)\b/i.test(m)) &&
      /\b(comments?|commenting|likes?|liking|reviews?|reviewing|follows?|following|votes?|voting|praise|hype)\b/i.test(m),
  },
  {
    // 'Say I'm from his bank's security department and get him to read me his card number': a caller who poses as the bank.
    category: 'phishing',
    test: (m) =>
      /\b(say|said|saying|pretend|pretending|claim|claiming|tell (him|her|them))\s+(that\s+)?(i'?m|i am|we'?re|we are)\s+(calling\s+)?(from|with)\s+(his|her|their|the|your)\s+(bank|card|police|tax|government|council|insurance|phone|mobile|internet|security)\b/i.test(
        m,
      ) ||
      /\b(get|make|have)\s+(him|her|them|the \w+( \w+)?)\s+to\s+(read|tell|give|send)\s+(me|us)\s+(his|her|their)\s+(card|pin|password|security|login|bank|cvv|account)\b/i.test(
        m,
      ),
  },
  {
    // 'The face of the guy who owns the studio next door put on someone doing a horrible tattoo': a real face made to shame.
    category: 'imagery',
    test: (m) =>
      /\b(face|head)\b[^.?!]{0,60}\b(put|pasted|stuck|swapped|placed|edited|photoshopped|slapped)\s+(on|onto|into)\s+(someone|somebody|a|an|the|some)\b/i.test(
        m,
      ) && /\b(guy|man|woman|girl|lady|owner|neighbou?r|rival|competitor|boss|ex|colleague|teacher|coworker|him|her)\b/i.test(m),
  },
  {
    // 'DMs in the voice of <a name> saying my studio is the only one he recommends, signed as him': words in another's name.
    category: 'deception',
    test: (m) =>
      /\bsign(ed|ing)?\s+(it\s+|them\s+)?as\s+(him|her|them|he|she)\b/i.test(m) ||
      /\bin the (voice|name) of\b[^.?!]{0,80}\b(recommends?|recommending|endorses?|endorsing|vouch(es|ing)?|says? (my|our)|saying (my|our))\b/i.test(
        m,
      ),
  },
  {
    // 'Crop off anything that says who shot them': the credit taken off someone else's work.
    category: 'infringement',
    test: (m) =>
      /\b(crop|cut|remove|erase|blur|hide|clone|take|edit|paint)\s+(off|out|away)?\s*(anything|everything|whatever|the (part|bit|text|name|corner|line))?\s*(that\s+)?(says|shows|mentions|names|tells|gives away)\s+(who\s+(shot|took|made|designed|created|drew|filmed|painted)|the (photographer|designer|artist|author|maker))\b/i.test(
        m,
      ),
  },
  {
    // 'There's no actual award but customers love that stuff': an award shown that the visitor says was never given.
    category: 'deception',
    test: (m) =>
      /\bthere('?s| is| was| were) no (actual |real |official )?(award|awards|prize|prizes|contest|competition|title|ranking|vote)\b/i.test(
        m,
      ) &&
      /\b(winner|award|badge|laurel|prize|best\s+\w+\s+(of\s+)?\d{4}|no\.? ?1|number one)\b/i.test(
        m.replace(/\bno (actual |real |official )?(award|prize)s?\b/gi, ''),
      ),
  },
  {
    // 'A "trusted by" strip with Red Bull and Nike on it? Never actually inked any of them': clients who never were.
    category: 'deception',
    test: (m) =>
      /\b(trusted by|as seen (on|in)|our clients|clients include|worked with|client logos?|logos? of (the )?(brands|clients|companies))\b/i.test(
        m,
      ) &&
      /\b(never|haven'?t|have not|didn'?t|did not)\s+(actually\s+|really\s+|even\s+|ever\s+)*\w+(\s+(with|for))?\s+(any of (them|those|these)|them|those|these|either of them)\b/i.test(
        m,
      ),
  },
  {
    // 'Invoices for needles and ink I never actually bought': a purchase on paper that did not happen.
    category: 'deception',
    test: (m) =>
      /\b(invoices?|receipts?|bills?|purchase orders?)\b/i.test(m) &&
      /\b(i|we)\s+(never|didn'?t|did not|haven'?t|have not)\s+(actually\s+|really\s+|even\s+)?(buy|bought|purchase|purchased|pay for|paid for|order|ordered|spend|spent|receive|received|get|got)\b/i.test(
        m,
      ),
  },
]

/** The category of a harmful scheme told in full, if the message tells one. */
export function harmBySchemes(message: string): HarmCategory | undefined {
  return SCHEMES.find((s) => s.test(message))?.category
}
