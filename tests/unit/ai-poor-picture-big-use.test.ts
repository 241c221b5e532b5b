import { describe, expect, it } from 'vitest'
import { categories } from '#content/categories.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * A poor picture and a large use told over sentences, in either order ('our logo file is tiny and pixel… the printer
 * can't make it big for the sign'), and a short question that points at that statement ('can this be saved?'): the
 * upscaling work answers. The piece is the card content/categories.ts tags for upscaling.
 */
const upscaling = Object.values(categories)
  .flatMap((c) => c.cards)
  .find((card) => card.tags?.some((t) => /upscal/i.test(t)))!
const page = upscaling.action.kind === 'internal' ? upscaling.action.to : ''

describe('a poor picture wanted big', () => {
  it.each([
    'our logo exist only as a tiny jpg from 1998. the printer say when he make it big for the new facade it is all pixel blocks. can this be saved or we must draw it again?',
    'our logo file from 2012 is tiny and pixel pixel 😩 printing shop says cant make it big for the shop sign. any way to save it without redrawing?',
  ])('%s', async (message) => {
    const got = await askTurns([message])
    expect(got.sources).toContain(page)
    expect(got.answer).toContain(upscaling.title)
  })

  it('a small business on a big banner is no poor picture (guard)', async () => {
    const got = await askTurns(['we are a small business and want our logo on a big banner for the market stall. can you help with that?'])
    expect(got.sources).not.toContain(page)
  })
})
