import { describe, expect, it } from 'vitest'
import { aiProjects } from '#content/projects/ai.ts'
import { graphicsProjects } from '#content/projects/graphics.ts'
import { photographyProjects } from '#content/projects/photography.ts'
import { socialProjects } from '#content/projects/social.ts'
import type { ProjectPage } from '#content/lib/schema.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'And the coffee one?' after a list of pieces none of which says 'coffee': the one piece of the same kind that has the
 * word in its title. The word and the pieces come from content/: a word of one title only, and two other pieces of that
 * kind whose titles and descriptions never say it.
 */
const pieces: ProjectPage[] = [
  ...Object.values(photographyProjects),
  ...Object.values(graphicsProjects),
  ...Object.values(socialProjects),
  ...Object.values(aiProjects),
]
const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}{4,}/gu) ?? []

const cases = pieces.flatMap((piece) => {
  const alike = pieces.filter((p) => p !== piece && p.category === piece.category)
  return wordsOf(piece.title)
    .filter((word) => pieces.every((p) => p === piece || !p.title.toLowerCase().includes(word)))
    .flatMap((word) => {
      const silent = alike.filter((p) => !`${p.title} ${p.description}`.toLowerCase().includes(word))
      return silent.length >= 2 ? [{ word, piece, listed: silent.slice(0, 2) as [ProjectPage, ProjectPage] }] : []
    })
})
// One case per kind of work, so that an owner's content with any kind of pieces still tests the rule.
const perKind = [...new Map(cases.map((c) => [c.piece.category, c])).values()]

describe('the X one, when only a piece not listed is named X', () => {
  it('content has a word of one title to test with', () => expect(perKind.length).toBeGreaterThan(0))

  it.each(perKind.map((c) => [c.word, c.piece.title, c] as const))('the %s one → %s', async (word, _title, { piece, listed }) => {
    const first = `Tell me about ${listed[0].title} and ${listed[1].title}.`
    const shown = await askTurns([first])
    // The follow-up must pick from a list that does not name the piece; otherwise the case would test nothing.
    expect(shown.answer).toContain(listed[0].title)
    expect(shown.answer).not.toContain(piece.title)
    const got = await askTurns([first, `and the ${word} one — who was it made for?`])
    expect(got.answer).toContain(piece.title)
    expect(got.sources).toContain(`/portfolio/${piece.id}`)
  })
})
