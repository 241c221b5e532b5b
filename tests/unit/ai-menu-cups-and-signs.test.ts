import { describe, expect, it } from 'vitest'
import { projectPages } from '#content/lib/projects.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * Prices nobody can read, plain cups and a shop people walk past: the piece of work that made a menu, packaging and
 * signs for a shop. From content/ (the project pages).
 */
const shopSet = Object.values(projectPages).find(
  (p) => /\bmenu\b/i.test(p.description) && /\bpackaging\b/i.test(p.description) && /\bsign(s|age)\b/i.test(p.description),
)

describe('a menu, cups and signs', () => {
  it('the content has a project of a menu, packaging and signs (guard)', () => {
    expect(shopSet).toBeDefined()
  })

  it.each([
    [
      'I run a small bakery. Customers cannot read the prices on the board, our paper cups are plain white, and people walk past the shop without noticing it. Where do I start?',
    ],
    ["tyre shop. prices wrote on cardboard behind the till and there's nothing outside saying we're open. can u sort it"],
    [
      'Our scouts run a tea stall at the village fete every summer. They need a menu people can read from the queue, printed cup sleeves, stamp cards for regulars and a sign for outside. Is there something similar in the portfolio?',
    ],
  ])('%s: that project first', async (message) => {
    const got = await askTurns([message])
    expect(got.sources[0]).toBe(`/portfolio/${shopSet!.id}`)
  })
})
