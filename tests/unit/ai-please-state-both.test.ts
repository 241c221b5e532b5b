import { describe, expect, it } from 'vitest'
import { site } from '#content/site.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'For the engagement letter I need the full name of the designer and the professional title they use. Please state
 * both.': what the visitor says they need is what 'state both' asks. From content/site.ts.
 */
describe('what is needed, then please state both', () => {
  it.each([
    'For the engagement letter I need the full name of the designer and the professional title they use. Please state both.',
    'I need the full name of the designer and their professional title for our records. Please give me both.',
  ])('%s: the name and the title', async (message) => {
    const got = await askTurns([message])
    expect(got.answer).toContain(site.ownerName)
    expect(got.answer.toLowerCase()).toContain(site.role.toLowerCase())
    expect(got.kinds).not.toContain('not-on-site')
  })
})
