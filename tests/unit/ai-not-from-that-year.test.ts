import { describe, expect, it } from 'vitest'
import { knowledge } from '../../server/ai/embedded/knowledge.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'Which photography projects are not from 2024?', 'any films from before 2024?': the year is set aside or a bound,
 * never taken for the year asked. Computed from the dated pieces of each category the knowledge base reads.
 */
const categories = knowledge.entities
  .filter((c) => c.kind === 'category')
  .map((c) => ({ name: c.name, dated: knowledge.entities.filter((e) => e.group === c.key && e.year !== undefined) }))
  .filter(({ dated }) => new Set(dated.map((e) => e.year)).size >= 2)
  .map(({ name, dated }) => {
    const latest = Math.max(...dated.map((e) => e.year!))
    return {
      name,
      latest,
      of: dated.filter((e) => e.year === latest).map((e) => e.name),
      older: dated.filter((e) => e.year! < latest).map((e) => e.name),
    }
  })
  // A name inside another's ('33 Degree Speciality' in '33 Degree Speciality Coffee') cannot be told apart in a reply.
  .filter(({ of, older }) => of.every((n) => older.every((o) => !o.includes(n) && !n.includes(o))))

describe('a year set aside', () => {
  it('the content has a category with pieces of two years or more', () => {
    expect(categories.length).toBeGreaterThan(0)
  })

  it.each(categories)('$name projects not from $latest', async ({ name, latest, of, older }) => {
    const got = await askTurns([`which ${name} projects are not from ${latest}?`])
    for (const n of older) expect(got.answer).toContain(n)
    for (const n of of) expect(got.answer).not.toContain(n)
  })

  it.each(categories)('$name projects from before $latest', async ({ name, latest, of, older }) => {
    const got = await askTurns([`any ${name} projects from before ${latest}?`])
    for (const n of older) expect(got.answer).toContain(n)
    for (const n of of) expect(got.answer).not.toContain(n)
  })
})
