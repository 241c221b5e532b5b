import { describe, expect, it } from 'vitest'
import { categoryList } from '#content/categories.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'Show me ur ramadan stuff' ... 'is there a version made for social media?': which of the pieces shown is for it.
 * 'Stories to announce our class-pass discount': the discount is what the work says, no price asked. From content/
 * (the cards of two categories that share a word of their titles; the story graphics card).
 */
const social = categoryList.find((c) => c.id === 'social-media')!
// A word the two titles share that is not a word of 'social media' itself ('Ramadan').
const own = (w: string) => w.length > 4 && !social.title.toLowerCase().split(' ').includes(w.toLowerCase())
const shared = categoryList
  .filter((c) => c.id !== social.id)
  .flatMap((c) => c.cards)
  .flatMap((card) => {
    const twin = social.cards.find((s) => s.title !== card.title && s.title.split(' ').some((w) => own(w) && card.title.includes(w)))
    return twin ? [{ card, twin, word: twin.title.split(' ').find((w) => own(w) && card.title.includes(w))! }] : []
  })
const stories = categoryList.flatMap((c) => c.cards).find((c) => /\bstor(y|ies)\b/i.test(c.description))

describe('a version made for something', () => {
  it('the content has a piece with a social media twin, and story graphics (guard)', () => {
    expect(shared.length).toBeGreaterThan(0)
    expect(stories).toBeDefined()
  })

  it.each(shared.slice(0, 2).map((s) => [s.word, s] as const))(
    'show me ur %s stuff, then a version made for social media',
    async (word, s) => {
      const got = await askTurns([`show me ur ${word.toLowerCase()} stuff`, 'is there a version made for social media?'])
      expect(got.answer).toContain(s.twin.title)
      expect(got.kinds).not.toContain('not-on-site')
    },
  )

  it('stories to announce a discount: the story graphics, not prices', async () => {
    const got = await askTurns([
      'need those tall full-screen pictures people tap through on insta (the ones that vanish after 24h) to announce our 10-class pass discount. done those?',
    ])
    expect(got.answer).toContain(stories!.title)
    expect(got.sources).not.toContain('/terms')
  })

  it('is there a discount for students? still asks a price (guard)', async () => {
    const got = await askTurns(['is there a discount for students?'])
    expect(got.sources).toContain('/terms')
  })
})
