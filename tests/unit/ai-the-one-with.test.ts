import { describe, expect, it } from 'vitest'
import { knowledge, WORK_KINDS, type Entity } from '../../server/ai/embedded/knowledge.ts'
import { STOP, words } from '../../server/ai/embedded/text.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'The one with the smoothies, lemonade and donuts — when was that shot?' after another piece was shown: the piece that
 * shows all those things, not the one on screen. The pieces and their words come from content/.
 */
const work = knowledge.entities.filter((e) => WORK_KINDS.has(e.kind))
const own = (e: Entity) => new Set(words(`${e.name} ${e.description}`))
const plural = (w: string) => w.length >= 5 && w.endsWith('s') && !STOP.has(w)

/** A dated piece, three things its description lists that no other piece has all of, and a piece of its kind to show first. */
const cases = work.flatMap((piece) => {
  const things = words(piece.description).filter(plural).slice(0, 3)
  const other = work.find((e) => e.kind === piece.kind && e.href !== piece.href && e.year !== piece.year)
  const alone = work.filter((e) => things.every((w) => own(e).has(w))).length === 1
  return piece.year !== undefined && things.length === 3 && other && alone ? [{ piece, things, other }] : []
})

describe("'the one with <things it shows>' picks the piece that shows them", () => {
  it('the content has pieces described by what they show', () => {
    expect(cases.length).toBeGreaterThan(0)
  })

  for (const { piece, things, other } of cases) {
    it(`after ${other.name}: 'the one with the ${things.join(', ')}' is ${piece.name}`, async () => {
      const got = await askTurns([
        `tell me about ${other.name}`,
        `the one with the ${things[0]}, ${things[1]} and ${things[2]} — when was that made?`,
      ])
      expect(got.answer).toContain(String(piece.year))
      expect(got.sources).toContain(piece.href)
    })
  }
})
