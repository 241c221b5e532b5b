import { describe, expect, it } from 'vitest'
import { owner } from '#content/owner.ts'
import { site } from '#content/site.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * Reaching the owner asked in other words: the address to write to, the social sites the owner is on. The addresses
 * come from content/.
 */
const profiles = Object.values(owner.profiles)

describe('contact asked in other words', () => {
  it('the content has an email address and profiles', () => {
    expect(site.email).toMatch(/@/)
    expect(profiles.length).toBeGreaterThan(0)
  })

  it("'the other way, what's the address to write to?' after WhatsApp gives the email address", async () => {
    const got = await askTurns([
      'how can our choir get in touch with you?',
      'is whatsapp ok for that?',
      "ok and the other way, what's the address to write to?",
    ])
    expect(got.answer).toContain(site.email)
  })

  it.each(['which social sites are you on?', 'what socials r u on'])('%s lists every profile', async (query) => {
    const got = await askTurns([query])
    for (const href of profiles) expect(got.answer).toContain(href)
  })

  it('customers who write to the visitor are no request for contact (guard)', async () => {
    const got = await askTurns([
      'customers write to us all day asking the same questions about opening hours. i wish our website could answer them for us',
    ])
    expect(got.answer).not.toMatch(/^You can reach/)
  })
})
