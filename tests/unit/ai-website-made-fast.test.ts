import { describe, expect, it } from 'vitest'
import { categoryList } from '#content/categories.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * A website wanted within days, or the fastest one asked for: the piece of web work whose own description says how
 * long it took. From content/ (the cards of every category).
 */
const MADE_IN = /\b(?:in|within)\s+(an?|one|two|three|four|five|six|seven|\d+)\s+(hour|day|week)s?\b/i
const madeFast = categoryList
  .flatMap((c) => c.cards.map((card) => ({ card, href: `/portfolio/${c.id}` })))
  .filter(({ card }) => MADE_IN.test(card.description) && /\b(web ?sites?|sites?|landing pages?)\b/i.test(card.description))
const piece = madeFast[0]
const timeOf = (description: string) => MADE_IN.exec(description)![0].replace(/^(in|within)\s+/i, '')

describe('a website made fast', () => {
  it('the content has one piece of web work that says how long it took (guard)', () => {
    expect(madeFast).toHaveLength(1)
  })

  it.each([
    ['need a website up super quick, our pop-up store opens in 6 days and we have nothing online. is that even realistic?'],
    [
      '3 person startup, no developer on the team, and we need a landing page live before demo day which is in about a week. kind of panicking',
    ],
    [
      'starting my own gardening n fencing business, season kicks off in 2 weeks and i got nothing online. how quick could something be up?? not months',
    ],
    [
      'Illustrator here, with a con next Saturday and no site at all. Is there any way to have something live within a week, or am I dreaming?',
    ],
    ['u build websites? what is the fastest u shipped a site?'],
  ])('%s: the piece and how long it took', async (message) => {
    const got = await askTurns([message])
    expect(got.answer).toContain(piece!.card.title)
    expect(got.answer).toContain(timeOf(piece!.card.description))
    expect(got.sources).toContain(piece!.href)
  })

  it('a website wanted by friday, asked its cost: the price answer, not the piece (guard)', async () => {
    const got = await askTurns(['we need a website by friday, what does it cost?'])
    expect(got.sources).toContain('/terms')
    expect(got.answer).not.toContain(piece!.card.title)
  })

  it('which of the films is the shortest one: no website (guard)', async () => {
    const got = await askTurns(['Of the AI generated videos you made, which is the shortest one?'])
    expect(got.answer).not.toContain(piece!.card.title)
  })
})
