import { describe, expect, it } from 'vitest'
import { photographyProjects } from '#content/projects/photography.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'Where were those pictures meant to be used?' asks what the work was for, which its own description says, not where a
 * shoot takes place.
 */
describe('where the work was used', () => {
  it.each(Object.values(photographyProjects).map((p) => [p.title, p] as const))('%s', async (_t, piece) => {
    for (const followUp of ['where were those pictures meant to be used?', 'what were those photos made for?']) {
      const got = await askTurns([`Tell me about ${piece.title}.`, followUp])
      expect(got.answer).toContain(piece.description)
      expect(got.sources).toContain(`/portfolio/${piece.id}`)
    }
  })
})
