import { describe, expect, it } from 'vitest'
import { aiCards } from '#content/cards/ai.ts'
import { videographyCards } from '#content/cards/videography.ts'
import { categories } from '#content/categories.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * Pieces told in talk by what they are, whatever the last answer showed: 'that website you made with the AI', 'the
 * skincare video you made'; 'which apps are they made for?' asks where a piece is posted, not the tools; a phone the
 * work is seen on is no way to call. Every expectation comes from content/.
 */
const cards = Object.values(categories).flatMap((c) => c.cards)
const stories = cards.find((c) => c.tags?.some((t) => /^stories$/i.test(t)))!
const storiesPage = stories.action.kind === 'internal' ? stories.action.to : ''
const aiWebsite = aiCards.find((c) => /\bwebsite\b/i.test(c.title))!
const skincareFilm = videographyCards.find((c) => /\bskincare\b/i.test(c.description))!

describe('pieces told in talk', () => {
  it('that website you made with the AI, after another piece was shown', async () => {
    const got = await askTurns([
      'What do you do with this AI thing? in simple words please, I am 67',
      'that website you made with the AI - how long did it take to make it?',
    ])
    expect(got.answer).toContain(aiWebsite.title)
  })

  it('the skincare video you made: that film, not the skincare website (guard)', async () => {
    const got = await askTurns(['the skincare video you made, what was it called and how long does it run?'])
    expect(got.answer).toContain(skincareFilm.title)
    expect(got.answer).toContain(skincareFilm.duration!)
  })

  it('those tall ones that fill the whole phone screen, which apps are they made for: the stories', async () => {
    const got = await askTurns([
      'what pictures have you done for phones, for the social media',
      'those tall ones that fill the whole phone screen - which apps are they made for?',
    ])
    expect(got.sources).toContain(storiesPage)
  })

  it('pictures for phones ask for work, not for a phone number', async () => {
    const got = await askTurns(['what pictures have you done for phones?'])
    expect(got.sources).not.toContain('/contact')
  })

  it('reaching the designer on the phone is still contact (guard)', async () => {
    const got = await askTurns(['can I reach you on the phone?'])
    expect(got.sources).toContain('/contact')
  })
})
