import { describe, expect, it } from 'vitest'
import { categories } from '#content/categories.ts'
import { portfolioPath } from '#content/lib/routes.ts'
import { skillGroups } from '#content/skills.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * A message in another language asks one question a clause: 'Arbeiten Sie mit Kunden im Ausland, und bieten Sie
 * Fotografie an?' is where the designer works and whether there is photography, each answered; a logo 'animieren' is
 * logo animation. Every expectation comes from content/.
 */
const photography = categories.photography
const logoAnimation = skillGroups.flatMap((g): readonly { name: string }[] => g.skills).find((s) => /\blogo animation\b/i.test(s.name))!

describe('a message in another language, clause by clause', () => {
  it('German: clients abroad, and photography: both answered', async () => {
    const got = await askTurns([
      'Guten Tag, ich bin Innenarchitektin in München. Arbeiten Sie auch mit Kunden im Ausland, und bieten Sie auch Fotografie an?',
    ])
    expect(got.answer).toMatch(/\bworldwide\b/i)
    expect(got.sources).toContain(portfolioPath(photography.id))
  })

  it('German: our logo animated, in a clause of its own, is still logo animation (guard)', async () => {
    const got = await askTurns(['kannst du unser logo animieren? brauchen ein intro für youtube'])
    expect(got.answer).toContain(logoAnimation.name)
  })
})
