import { describe, expect, it } from 'vitest'
import { categoryList } from '#content/categories.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'The carousel ones: what platform were those for?' after an answer about other posts asks of the ones described in front;
 * 'and the food posts, were they for insta or facebook or what' is a question though it has no question mark.
 */
describe('the ones in front', () => {
  const withPlatform = categoryList.flatMap((c) => c.cards.filter((k) => k.platform).map((k) => [c, k] as const))
  const pairs = withPlatform
    .map(([c, a], i) => [c, a, withPlatform[(i + 1) % withPlatform.length]![1]] as const)
    .filter(([, a, b]) => a.platform !== b.platform)

  it.each(pairs.map(([c, a, b]) => [b.tags[0]!, a.title, c, a, b] as const))(
    'the %s ones: what platform were those for? after %s',
    async (_b, _a, category, first, second) => {
      const got = await askTurns([
        `tell me about ${first.title}`,
        `the ${second.tags[0]!.toLowerCase()} ones: what platform were those for`,
      ])
      expect(got.answer).toContain(second.platform!)
      expect(got.sources).toContain(`/portfolio/${category.id}`)
    },
  )

  it.each(withPlatform.slice(0, 4).map(([c, k]) => [k.title, c, k] as const))(
    'how many projects? and the %s, were they for insta or facebook or what',
    async (_t, category, card) => {
      const got = await askTurns([
        `how many ${category.title.toLowerCase()} projects have u done in total? and the ${card.title.toLowerCase()}, were they for insta or facebook or what`,
      ])
      expect(got.answer).toContain(card.platform!)
    },
  )
})
