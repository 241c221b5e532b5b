import { describe, expect, it } from 'vitest'
import { graphicsProjects } from '#content/projects/graphics.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * Work described in a visitor's words: 'bold posters, abstract shapes' is the geometric poster work, and 'your instagram
 * story graphics' the story work, not the owner's profile.
 */
describe('work described in the visitor’s words', () => {
  const pieces = Object.values(graphicsProjects)

  it('bold posters, abstract shapes (guard)', async () => {
    const geometric = pieces.filter((p) => /\bgeometric\b/i.test(p.description) && /\bposters?\b/i.test(p.description))
    expect(geometric.length).toBeGreaterThan(0)
    const got = await askTurns([
      'for our beach volleyball cup we want a set of bold posters, abstract shapes, nothing cheesy. show me something similar?',
    ])
    expect(geometric.some((p) => got.sources.includes(`/portfolio/${p.id}`))).toBe(true)
  })

  it('what format are your instagram story graphics made in?', async () => {
    const stories = pieces.filter((p) => /\bstor(y|ies)\b/i.test(p.description) && /\binstagram\b/i.test(p.description))
    expect(stories.length).toBeGreaterThan(0)
    const got = await askTurns(['what format are your instagram story graphics made in?'])
    expect(stories.some((p) => got.sources.includes(`/portfolio/${p.id}`))).toBe(true)
  })

  it("what's your instagram? is still the profile (guard)", async () => {
    const got = await askTurns(["what's your instagram?"])
    expect(got.answer).toMatch(/instagram\.com/)
  })
})
