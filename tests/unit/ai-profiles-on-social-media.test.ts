import { describe, expect, it } from 'vitest'
import { owner } from '#content/owner.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'Where can I find the designer on social media?': the owner's profiles, though 'social media' also names a category
 * of work; then 'the link for the professional networking one' is the one address those words name. From
 * content/owner.ts.
 */
const profiles = Object.entries(owner.profiles)

describe('the profiles, found on social media', () => {
  it.each(['Where can I find the designer on social media?', 'where can i follow you on socials?'])(
    '%s: every profile',
    async (message) => {
      const got = await askTurns([message])
      for (const [, url] of profiles) expect(got.answer).toContain(url)
    },
  )

  it('then the professional networking one: only its link', async () => {
    const linkedin = owner.profiles.linkedin
    const got = await askTurns(['Where can I find the designer on social media?', 'give me the link for the professional networking one'])
    expect(got.answer).toContain(linkedin)
    for (const [, url] of profiles.filter(([, u]) => u !== linkedin)) expect(got.answer).not.toContain(url)
  })

  it('your social media work is the category, not the profiles (guard)', async () => {
    const got = await askTurns(['can I see your social media work?'])
    expect(got.sources).toContain('/portfolio/social-media')
  })
})
