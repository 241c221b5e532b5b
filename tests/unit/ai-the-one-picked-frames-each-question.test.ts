import { describe, expect, it } from 'vitest'
import { categoryList } from '#content/categories.ts'
import { projectPages } from '#content/lib/projects.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'The Ramadan one: how many designs are there and what colours were used?': the piece picked from the list frames
 * every question after it, so the colours are the ones its description names. 'What does it consist of?' lists its
 * parts. From content/ (the category's cards and the project pages' sections).
 */
const COLOURS = /\b(red|blue|green|gold|silver|black|white|pink|purple|orange|yellow|teal|navy|cream|beige|brown|grey|gray)\b/i
const category = categoryList.find((c) => c.cards.some((card) => COLOURS.test(card.description)))!
const card = category.cards.find((c) => COLOURS.test(c.description))!
const word = card.title.split(/\s+/).find((w) => w.length > 4 && !/design|project/i.test(w))!
const sectioned = Object.values(projectPages).find((p) => p.blocks.some((b) => b.type === 'linkTiles') && p.title.split(' ').length >= 2)

describe('the one picked frames each question after it', () => {
  it('the content has a card whose description names colours (guard)', () => {
    expect(card).toBeDefined()
    expect(word).toBeDefined()
  })

  it(`after the ${category.title} list: the ${word} one, how many and what colours`, async () => {
    const got = await askTurns([
      `What ${category.title.toLowerCase()} projects are in the portfolio?`,
      `The ${word} one: how many designs are there and what colours were used?`,
    ])
    for (const colour of card.description.match(new RegExp(COLOURS, 'gi'))!)
      expect(got.answer.toLowerCase()).toContain(colour.toLowerCase())
  })

  it('what does it consist of: its parts', async () => {
    expect(sectioned).toBeDefined()
    const tiles = sectioned!.blocks.flatMap((b) => (b.type === 'linkTiles' ? b.tiles.map((t) => t.title) : []))
    const got = await askTurns([`The ${sectioned!.title} project: what does it consist of?`])
    for (const t of tiles) expect(got.answer).toContain(t)
  })
})
