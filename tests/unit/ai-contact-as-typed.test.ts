import { describe, expect, it } from 'vitest'
import { owner } from '../../content/owner.ts'
import { firstName } from '../../server/ai/embedded/owner.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'whats the designers email adress?' (a possessive without its apostrophe, a typo) and 'can I just text <name>
 * directly?' ask how to reach the owner: the answer gives the contact details of content/owner.ts, not the privacy
 * policy's network addresses or the terms.
 */
describe('contact asked as typed', () => {
  it.each([
    'hey whats the designers email adress? i dont really use whatsapp',
    `Can I just text ${firstName} directly on the phone?`,
    `can i text ${firstName}?`,
  ])('%s', async (message) => {
    const got = await askTurns([message])
    expect(got.answer).toContain(owner.email)
    expect(got.sources).toContain('/contact')
  })

  it('the text on a poster is no way to reach anyone (guard)', async () => {
    const got = await askTurns(['what font is the text on your posters?'])
    expect(got.answer).not.toContain(owner.email)
  })
})
