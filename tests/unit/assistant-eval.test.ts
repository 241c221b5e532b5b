import { afterAll, describe, expect, it } from 'vitest'
import { pagePaths } from '../../content/routes.ts'
import { createEmbeddedAnswerer } from '../../server/ai/embedded-answerer.ts'
import { askOutputSchema } from '../../server/ai/schema.ts'
import { visitorQuestions, type VisitorQuestion } from './fixtures/assistant-questions.ts'

const answerer = createEmbeddedAnswerer()

/** Never speaks as the owner, never shows markup. */
const ALWAYS_NOT = [/\bI'm Alex(?!'s)\b/, /\bI am Alex(?!'s)\b/, /<[a-z/][^>]*>/]

function failures(c: VisitorQuestion, answer: string, sources: string[]): string[] {
  const found: string[] = []
  const has = (p: string | RegExp) => (typeof p === 'string' ? answer.includes(p) : p.test(answer))
  for (const p of c.must ?? []) if (!has(p)) found.push(`missing ${String(p)}`)
  for (const p of [...(c.mustNot ?? []), ...ALWAYS_NOT]) if (has(p)) found.push(`contains ${String(p)}`)
  if (c.source && !sources.includes(c.source)) found.push(`source ${c.source} not in [${sources.join(', ')}]`)
  for (const s of sources) if (!pagePaths.includes(s)) found.push(`source ${s} is not a page`)
  return found
}

describe('visitor-question evaluation of the embedded assistant', () => {
  const results: { c: VisitorQuestion; problems: string[] }[] = []

  afterAll(() => {
    const passed = results.filter((r) => r.problems.length === 0).length
    console.log(`assistant evaluation: ${passed}/${results.length} answers correct`)
  })

  it('has at least 80 questions across every group', () => {
    expect(visitorQuestions.length).toBeGreaterThanOrEqual(80)
    const groups = new Set(visitorQuestions.map((c) => c.group))
    expect([...groups].sort()).toEqual(['casual', 'client', 'follow-up', 'harmful', 'injection', 'non-english', 'not-stated', 'off-topic', 'recruiter', 'typo'])
  })

  it.each(visitorQuestions.map((c) => [`${c.group}: ${c.q}`, c] as const))('%s', async (_name, c) => {
    const out = askOutputSchema.parse(await answerer.answer({ query: c.q, ...(c.history ? { history: c.history } : {}) }))
    const problems = failures(c, out.answer, (out.sources ?? []).map((s) => s.href))
    results.push({ c, problems })
    expect(problems, `answer was: ${out.answer}`).toEqual([])
  })
})
