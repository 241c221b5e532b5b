import type { EvalCase } from './types.ts'

/** What the answerer gave for the last turn: the text, the pages cited, and its own kinds of reply. */
export interface Answered {
  answer: string
  sources: string[]
  /** The kinds of the parts of the reply ('answer', 'refusal', 'not-on-site', ...), from the answerer's structured result. */
  kinds: readonly string[]
}

const fold = (s: string) => s.normalize('NFKC').replace(/[’‘]/g, "'").replace(/\s+/g, ' ').toLowerCase()

/** Every expectation of a case that does not hold; empty when the case passes. */
export function problemsOf(c: EvalCase, got: Answered): string[] {
  const text = fold(got.answer)
  const problems: string[] = []
  for (const fact of c.expect.facts ?? []) {
    if (!fact.anyOf.some((v) => text.includes(fold(v)))) problems.push(`missing one of ${JSON.stringify(fact.anyOf)} (${fact.source})`)
  }
  if (c.expect.links?.length) {
    const linked = c.expect.links.some(
      (path) => got.sources.includes(path) || new RegExp(`(^|[^\\w/])${path.replace(/[/-]/g, '\\$&')}(?![\\w/-])`).test(got.answer),
    )
    if (!linked) problems.push(`no link to ${c.expect.links.join(' or ')} (sources: ${got.sources.join(', ')})`)
  }
  const refused = got.kinds.includes('refusal')
  if (c.expect.refuse === true && !refused) problems.push('not refused')
  if (c.expect.refuse === false && refused) problems.push('refused')
  const notOnSite = got.kinds.includes('not-on-site')
  if (c.expect.notOnSite === true && !notOnSite) problems.push('no "not on this site" statement')
  if (c.expect.notOnSite === false && notOnSite) problems.push('says "not on this site"')
  for (const banned of c.expect.mustNotContain ?? []) if (text.includes(fold(banned))) problems.push(`contains ${JSON.stringify(banned)}`)
  return problems
}
