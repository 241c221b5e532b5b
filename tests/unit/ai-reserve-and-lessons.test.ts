import { describe, expect, it } from 'vitest'
import { webDesignCards } from '#content/cards/web-design.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * The trade's words for what a website does: reserving ahead is a pre-order, lessons of a dance school are classes.
 * Every expectation comes from content/.
 */
const preOrders = webDesignCards.find((c) => /\bpre-?orders?\b/i.test(c.description))!
const classes = webDesignCards.find((c) => /\bclass\b/i.test(c.description))!

describe('reserving ahead and lessons', () => {
  it('a dance school whose lessons people ask about: the studio site with its classes', async () => {
    const got = await askTurns([
      'My husband and I run a small dance school, tango for people over 60. Everyone phones to ask what time the class is, who the teacher is and whether they can try once for free. Can that all go online so they look it up themselves, and have you done that for a place with lessons?',
    ])
    expect(got.answer).toContain(classes.title)
  })

  it('cakes reserved for the weekend: the site with pre-orders (guard)', async () => {
    const got = await askTurns([
      'I own a small patisserie and customers call every morning to reserve cakes and bread for the weekend and ask which shop is open. Could they do it online instead? Did you build something like that?',
    ])
    expect(got.answer).toContain(preOrders.title)
  })
})
