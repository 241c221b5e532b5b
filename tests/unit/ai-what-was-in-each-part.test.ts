import { describe, expect, it } from 'vitest'
import { knowledge } from '../../server/ai/embedded/knowledge.ts'
import { STOP, stem, words } from '../../server/ai/embedded/text.ts'
import { askTurns } from '../eval/ask.ts'

/** 'Your X project has a Y part and a Z part. What was in each one?': each part named, by its own words. */
describe('what was in each part', () => {
  // A word of a part's title that no other part of the project and not the project's own name has.
  const ownWord = (project: (typeof knowledge.entities)[number], title: string, others: readonly string[]) =>
    words(title)
      .filter((w) => !STOP.has(w) && w.length > 3)
      .find((w) => !words(project.name).some((n) => stem(n) === stem(w)) && others.every((o) => !words(o).some((x) => stem(x) === stem(w))))
  const cases = knowledge.entities.flatMap((project) => {
    if (project.kind !== 'project') return []
    const sections = knowledge.sections.get(project.key) ?? []
    if (sections.length < 2) return []
    const [a, b] = sections.slice(-2)
    const wa = ownWord(
      project,
      a!.title,
      sections.filter((s) => s !== a).map((s) => s.title),
    )
    const wb = ownWord(
      project,
      b!.title,
      sections.filter((s) => s !== b).map((s) => s.title),
    )
    return wa && wb ? [{ project, a: a!, b: b!, wa, wb }] : []
  })

  it('has projects whose last two parts each have a word of their own', () => {
    expect(cases.length).toBeGreaterThan(0)
  })

  it('answers with both parts the message names', async () => {
    for (const { project, a, b, wa, wb } of cases) {
      const got = await askTurns([
        `Your ${project.name.toLowerCase()} project has a ${wa.toLowerCase()} part and a ${wb.toLowerCase()} part. What was in each one?`,
      ])
      expect(got.answer, project.name).toContain(knowledge.passages[a.passage]!.text)
      expect(got.answer, project.name).toContain(knowledge.passages[b.passage]!.text)
    }
  })
})
