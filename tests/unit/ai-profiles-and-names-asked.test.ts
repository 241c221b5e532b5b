import { describe, expect, it } from 'vitest'
import { owner } from '#content/owner.ts'
import { site } from '#content/site.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * The owner's profiles asked as where to find them on a network, two questions joined by '+' as typed ('wats'), and
 * the site's name asked with two words for it ('the studio / brand'). From content/owner.ts and content/site.ts.
 */
const firstName = owner.name.split(/\s+/)[0]!

describe('profiles and names asked', () => {
  it.each([
    [`Before I hire anyone I like to see their socials. Where can I find ${firstName} on Instagram? And on LinkedIn?`],
    ['where can i find your work on instagram'],
  ])('%s: the profiles', async (q) => {
    const got = await askTurns([q])
    expect(got.answer).toContain(owner.profiles.instagram)
    expect(got.answer).toContain(owner.profiles.linkedin)
  })

  it('can you find me customers on instagram? asks for no profile (guard)', async () => {
    const got = await askTurns(['can you find me customers on instagram?'])
    expect(got.answer).not.toContain(owner.profiles.instagram)
  })

  it('wats ur whatsapp number + where do i get ur cv: both', async () => {
    const got = await askTurns(['wats ur whatsapp number + where do i get ur cv'])
    expect(got.answer).toContain(owner.whatsappNumber)
    expect(got.answer).toContain(owner.cvUrl)
  })

  it('who r u actually, whats ur name? and whats the studio / brand called: the site name too', async () => {
    const got = await askTurns(['who r u actually, whats ur name? and whats the studio / brand called'])
    expect(got.answer).toContain(site.brand)
  })
})
