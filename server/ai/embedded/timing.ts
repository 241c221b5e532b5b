import { facts, type Fact } from './facts.ts'
import { sentences } from './words.ts'

/** A time the site promises: '48 hours', 'three weeks', 'a week later', 'next day', 'same-day', 'four days'. */
const TIME = /\b(\d+\s*(hours?|days?|weeks?)|(one|two|three|four|five|six|a) (working )?(hours?|days?|weeks?|months?)( later)?|next[- ]day|same[- ]day)\b/i

export interface TimingFact {
  fact: Fact
  sentence: string
}

/** Every sentence of a project, card or booking text that states a time. */
export const timingFacts: readonly TimingFact[] = facts
  .filter((f) => f.kind === 'cta' || f.kind === 'project' || f.kind === 'card')
  .flatMap((fact) => sentences(fact.text).filter((s) => TIME.test(s)).map((sentence) => ({ fact, sentence })))
