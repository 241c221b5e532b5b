/** Small variations of how a reply opens, picked from the question so a given question reads the same each time. */
const YES = ['Yes.', 'Yes:', 'Yes, that is part of the work.', 'Yes, happily.']
const CONFIRM = ['Yes: ', 'Yes. ', 'Yes, that is part of the work. ', 'Yes, happily. ']
const NOT_ON_SITE = [
  "The site doesn't cover that, so I can't give you a reliable answer.",
  "That isn't something the site says anything about, so I'd rather not guess.",
  "I can't find that on the site, and I don't want to guess.",
  'Nothing on the site answers that one.',
]

const pick = <T>(options: readonly T[], seed: string): T => {
  let h = 0
  for (let i = 0; i < seed.length; i += 1) h = (h * 31 + seed.charCodeAt(i)) >>> 0
  return options[h % options.length]!
}

export const yesOpening = (seed: string) => pick(YES, seed)
export const confirmOpening = (seed: string) => pick(CONFIRM, seed)
export const notOnSiteSentence = (seed: string) => pick(NOT_ON_SITE, seed)

/** A yes/no question ('Do you...', 'Can you...', 'Is there...'). */
// 'Is it full day or just the ceremony?' asks which, not whether: no 'Yes' answers it.
export const isYesNo = (text: string) =>
  /^(do|does|did|can|could|are|is|have|has|would|will|should|may|might)\b/i.test(text.trim()) &&
  !/\b(is|are|was|were) (it|they|that|this)\b[^?]*\bor (just|only)\b/i.test(text)
