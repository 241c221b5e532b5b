import { describe, expect, it } from 'vitest'
import { webDesignCards } from '#content/cards/web-design.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'I want a site where people filter trips and send a request. Which site you built is most like that?': 'most like
 * that' points at the site the visitor just told, never at what the privacy policy says about a sent request. From
 * content/ (each website's own description, told as the visitor's need).
 */
const needs = webDesignCards.map(
  (c) =>
    [
      c.title,
      c.description
        .replace(/^an?\s+/i, '')
        .replace(/\.$/, '')
        .toLowerCase(),
    ] as const,
)

describe('most like what was told', () => {
  it('the content has websites (guard)', () => {
    expect(needs.length).toBeGreaterThan(0)
  })

  it.each(needs)('%s: told as the need, then "which site you built is most like that?"', async (title, need) => {
    const got = await askTurns([`We are starting out and want ${need}. Which site you built is most like that?`])
    expect(got.answer).toContain(title)
    expect(got.sources).not.toContain('/privacy')
  })
})
