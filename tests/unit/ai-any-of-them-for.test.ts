import { describe, expect, it } from 'vitest'
import { categoryList } from '#content/categories.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'Which websites did you build?' ... 'any of them for a coffee business?': only the pieces just listed, the ones whose
 * words fit the trade ('business' fits any); then 'it' is that one. From content/ (the web design cards).
 */
const web = categoryList.find((c) => c.id === 'web-design')!
// The trade of each site: a word of its title after the brand name that no other site's card uses ('Coffee', 'Bakery').
const cardText = (c: (typeof web.cards)[number]) => `${c.title} ${c.description} ${(c.tags ?? []).join(' ')}`.toLowerCase()
const trades = web.cards.flatMap((card) => {
  const trade = card.title
    .split(' ')
    .slice(1)
    .find((w) => /^\p{L}{5,}$/u.test(w) && web.cards.filter((c) => cardText(c).includes(w.toLowerCase())).length === 1)
  return trade ? [{ card, trade }] : []
})

describe('any of them for a trade', () => {
  it('the content has websites with a trade of their own (guard)', () => {
    expect(trades.length).toBeGreaterThan(0)
  })

  it.each(trades.map((t) => [t.trade, t.card] as const))('any of them for a %s business?', async (trade, card) => {
    const got = await askTurns(['which websites did you build', `any of them for a ${trade.toLowerCase()} business?`])
    expect(got.answer).toContain(card.title)
    for (const other of web.cards.filter((c) => c !== card)) expect(got.answer).not.toContain(other.title)
    const then = await askTurns([
      'which websites did you build',
      `any of them for a ${trade.toLowerCase()} business?`,
      'what does it offer its customers?',
    ])
    expect(then.answer).toContain(card.description)
  })
})
