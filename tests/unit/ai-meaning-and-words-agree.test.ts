import { describe, expect, it } from 'vitest'
import { categories } from '#content/categories.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * A need told at length, in words the site never uses, that neither the words nor the meaning alone answer: when the
 * piece of work nearest in meaning is also the one the words weigh most, it is shown. A question about terms the site
 * does not state still gets 'not on this site'. Every expectation comes from content/.
 */
const cards = Object.values(categories).flatMap((c) => c.cards)
const pageOf = (tag: RegExp) => {
  const card = cards.find((c) => c.tags?.some((t) => tag.test(t)))!
  return card.action.kind === 'internal' ? card.action.to : ''
}

describe('a need told at length', () => {
  it('paperwork that should match: the stationery work', async () => {
    const got = await askTurns([
      'Good afternoon. I run a tailoring and alterations shop with my wife since 1987. Our paperwork is a mess: the bills we give customers are made in Word, the envelopes are plain ones from the supermarket, and the letters have our name typed at the top in Times New Roman. I would like every paper that leaves the shop to match and look like a proper business. Is this something that is done here?',
    ])
    expect(got.kinds).toEqual(['answer'])
    expect(got.sources).toContain(pageOf(/^corporate$/i))
  })

  it('several pictures in one post to swipe through: the carousel work', async () => {
    const got = await askTurns([
      'teacher here. want to explain the new lunch rules to parents on our school insta, like several pictures in one post they swipe through step by step. do you make those',
    ])
    expect(got.sources).toContain(pageOf(/^carousel$/i))
  })

  it('a short question about terms the site does not state stays not on this site (guard)', async () => {
    const got = await askTurns(['how many rounds of changes do i get on a logo before it costs extra?'])
    expect(got.kinds).toEqual(['not-on-site'])
  })
})
