import { describe, expect, it } from 'vitest'
import { askTurns } from '../eval/ask.ts'

/**
 * Thanks followed by words about the help itself ('you made planning this a little less scary 🥹') asks nothing: a
 * short reply, never 'not on this site'. Thanks followed by a need or a question is still answered.
 */
describe('thanks, then words about the help', () => {
  it.each([
    'shukran habibi 🙏🙏 very helpful',
    'thank you ever so much dear, that was very helpful 🙏',
    'thank you sooo much, you made planning this a little less scary 🥹💕',
    'thanks a ton, you saved me a whole afternoon of scrolling',
  ])('%s', async (message) => {
    const got = await askTurns([message])
    expect(got.kinds).toEqual(['small-talk'])
  })

  it.each([
    ['thanks! do you also make websites?', '/portfolio/web-design'],
    ['thank you, we need a website for our bakery', '/portfolio/web-design'],
  ])('thanks before a need: the need is answered (guard): %s', async (message, page) => {
    const got = await askTurns([message])
    expect(got.kinds).toContain('answer')
    expect(got.sources).toContain(page)
  })
})
