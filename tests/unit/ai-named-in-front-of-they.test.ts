import { describe, expect, it } from 'vitest'
import { categoryList } from '#content/categories.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'The Foods & Restaurants posts — what platforms were they made for, and how many posts are on that page?': 'they'
 * is the piece put in front of the dash, as 'it' already was. From content/ (the cards made for a network).
 */
const networked = categoryList.flatMap((c) => c.cards.filter((card) => card.platform && /^\p{Lu}/u.test(card.title)))
const networksOf = (platform: string) => platform.split(/\s*(?:,|\band\b|&|\/)\s*/).filter(Boolean)

describe('a piece named in front of the dash, asked of as they', () => {
  it('the content has cards made for a network (guard)', () => {
    expect(networked.length).toBeGreaterThan(0)
  })

  it.each(networked.map((card) => [card.title, card.platform!] as const))(
    '%s posts — what platforms were they made for, and how many posts are on that page?',
    async (title, platform) => {
      const got = await askTurns([`The ${title} posts — what platforms were they made for, and how many posts are on that page?`])
      for (const network of networksOf(platform)) expect(got.answer).toContain(network)
      expect(got.answer).toContain(title)
    },
  )
})
