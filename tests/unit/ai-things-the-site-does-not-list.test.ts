import { describe, expect, it } from 'vitest'
import { termsPage } from '#content/legal.ts'
import { tools } from '#content/tools.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'How many rounds of revisions are included?': revisions are project terms, which the terms leave to be agreed;
 * 'what camera do you shoot product photos with? My perfume bottles reflect everything.': a thing the site does not
 * list is not answered by the piece of work nearest in meaning to the rest of the message. From content/ (the terms and
 * the tools list).
 */
const agreed = JSON.stringify(termsPage).match(/project terms are agreed directly/i)
const gear = tools.filter((t) => /\b(camera|lens|lenses)\b/i.test(`${t.name} ${t.description}`))

describe('things the site does not list', () => {
  it('the terms leave project terms to be agreed, and the tools list names no camera (guard)', () => {
    expect(agreed).not.toBeNull()
    expect(gear).toHaveLength(0)
  })

  it.each([
    ['How many rounds of revisions are included when you design a logo?'],
    ['how many rounds of changes are included if i order packaging for my candles?'],
    ['do i get unlimited revisions on a website?'],
  ])('%s: not on the site, with the terms', async (message) => {
    const got = await askTurns([message])
    expect(got.kinds).toEqual(['not-on-site'])
    expect(got.sources).toContain('/terms')
  })

  it.each([
    ['What camera and lenses do you shoot product photos with? My perfume bottles reflect everything.'],
    ['Which camera do you film weddings with? Our venue is very dark.'],
  ])('%s: not on the site, with no piece of work instead', async (message) => {
    const got = await askTurns([message])
    expect(got.kinds).toEqual(['not-on-site'])
    expect(got.answer).not.toMatch(/closest work/i)
  })

  it('a revision a piece went through is still asked of that piece (guard)', async () => {
    const got = await askTurns(['what did the revision of the Bloom Bakery website involve?'])
    expect(got.kinds).not.toContain('not-on-site')
  })
})
