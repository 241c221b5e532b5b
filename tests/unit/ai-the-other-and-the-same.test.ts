import { describe, expect, it } from 'vitest'
import { knowledge, WORK_KINDS, type Entity } from '../../server/ai/embedded/knowledge.ts'
import { respond } from '../../server/ai/embedded/respond.ts'
import { words } from '../../server/ai/embedded/text.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'And the other 33 degree one?': of the two pieces whose names share those words, the one not just shown. 'In which
 * year did you shoot the wedding pictures, and the desserts one?': the same question of the piece named after it.
 * 'Every invoice and envelope looks different, nothing matches' is the paperwork, not a feed. Everything comes from
 * content/.
 */
const work = knowledge.entities.filter((e) => WORK_KINDS.has(e.kind))
const nameWords = (e: Entity) => words(e.name).filter((w) => /[\p{L}\p{N}]/u.test(w))

/** Two pieces whose names share words no third piece's name has all of. */
const twins = work.flatMap((a) =>
  work
    .filter((b) => b.key > a.key && b.href !== a.href)
    .map((b) => ({
      a,
      b,
      shared: nameWords(a)
        .filter((w) => nameWords(b).includes(w))
        .slice(0, 3),
    }))
    .filter(({ shared }) => shared.length > 0 && work.filter((e) => shared.every((w) => nameWords(e).includes(w))).length === 2),
)

/** Each dated piece, called 'the <its name> one' after a piece of its kind from another year. */
const dated = work.filter((e) => e.year !== undefined)
const yearPairs = dated.flatMap((b) => {
  const a = dated.find((e) => e.kind === b.kind && e.year !== b.year && e.href !== b.href)
  return a ? [{ a, b }] : []
})

describe("'and the other <words> one?'", () => {
  it('the content has pieces whose names share words', () => {
    expect(twins.length).toBeGreaterThan(0)
  })

  for (const { a, b, shared } of twins) {
    it(`after ${a.name}: 'the other ${shared.join(' ')} one' is ${b.name}`, async () => {
      const got = await askTurns([`tell me about ${a.name}`, `and the other ${shared.join(' ')} one?`])
      expect(got.answer).toContain(b.name)
      expect(got.sources).toContain(b.href)
    })
  }
})

describe("'…, and the <name> one?' asks the same of it", () => {
  it('the content has pieces of one kind from different years', () => {
    expect(yearPairs.length).toBeGreaterThan(0)
  })

  for (const { a, b } of yearPairs) {
    it(`the year of ${a.name}, and the ${b.name} one`, () => {
      const r = respond(`in which year did you make ${a.name}, and the ${b.name.toLowerCase()} one?`)
      expect(r.text).toContain(String(a.year))
      expect(r.text).toContain(String(b.year))
    })
  }
})

describe("'nothing matches' about paperwork", () => {
  const stationery = work.find((e) => /\bstationery\b/i.test(`${e.name} ${e.description}`))

  it('the content has stationery work', () => {
    expect(stationery).toBeDefined()
  })

  it('finds the stationery work', () => {
    const r = respond(
      'our paperwork is a mess: every invoice, letter paper and envelope looks different and nothing matches. do you handle that kind of thing?',
    )
    expect(r.paths[0]).toBe(stationery!.href)
  })
})
