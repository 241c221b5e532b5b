import { describe, expect, it } from 'vitest'
import { photographyProjects } from '#content/projects/photography.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'And the coffee one?' after a list of shoots none of which says 'coffee' itself (one is only 'for a cafe'): the shoot
 * of the same kind that has the word in its name, not the listed one a synonym reaches.
 */
describe('the X one, when only another piece is named X', () => {
  const shoots = Object.values(photographyProjects)
  const coffee = shoots.filter((p) => /\bcoffee\b/i.test(p.title))

  it.each(['and the coffee one — who was it made for?', 'and the coffee ones, which brand were those for?'])('%s', async (followUp) => {
    expect(coffee).toHaveLength(1)
    const listed = await askTurns(['Do you also do food and drinks photos?'])
    // The list the follow-up picks from names no coffee shoot; otherwise the case would test nothing.
    expect(listed.answer).not.toContain(coffee[0]!.title)
    const got = await askTurns(['Do you also do food and drinks photos?', followUp])
    expect(got.answer).toContain(coffee[0]!.title)
    expect(got.sources).toContain(`/portfolio/${coffee[0]!.id}`)
  })
})
