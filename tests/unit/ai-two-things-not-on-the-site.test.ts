import { describe, expect, it } from 'vitest'
import { termsPage } from '#content/legal.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * Two questions the site has no page for get one 'not on the site', but what it does say about the second (the terms:
 * prices are agreed directly with the designer) is not dropped with it. From content/legal.ts.
 */
const agreed = termsPage.sections
  .flatMap((s) => s.paragraphs)
  .map((p) => /\b(prices?[^.]*\bagreed directly\b)/i.exec(p)?.[1])
  .find(Boolean)

describe('two things the site has no page for', () => {
  it('the terms say how prices are agreed (guard)', () => {
    expect(agreed).toBeDefined()
  })

  it.each([
    ['Is there a form where I can send our venue details for the reception? And can you give me a price here in the chat?'],
    ['Do you have a newsletter I can sign up to? And can you quote me a price right here in the chat?'],
  ])('%s: the terms on prices are kept', async (message) => {
    const got = await askTurns([message])
    expect(got.answer).toMatch(/\bagreed directly\b/i)
    expect(got.sources).toContain('/terms')
  })
})
