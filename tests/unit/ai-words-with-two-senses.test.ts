import { describe, expect, it } from 'vitest'
import { owner } from '#content/owner.ts'
import { site } from '#content/site.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * Words with two senses, read by what is around them: 'so far away' is a distance ('so far' alone only a time),
 * an inbox to send a brief to is the email address, and 'posts for other businesses' asks for work while 'shared with
 * other companies' asks where the visitor's words go. Every expectation comes from content/.
 */
describe('words with two senses', () => {
  it('so far away: worldwide, remotely', async () => {
    const got = await askTurns(['Where is the designer based?', 'so could they still do it for my shop in Portugal, even so far away?'])
    expect(got.answer.toLowerCase()).toContain(site.location.toLowerCase())
  })

  it('which inbox to send a brief to: the email address', async () => {
    const got = await askTurns(['need to fwd a brief to the designer, which inbox do i send it to?'])
    expect(got.answer).toContain(owner.email)
    expect(got.sources).toContain('/contact')
  })

  it('posts for other businesses ask for work, not about the privacy policy', async () => {
    const got = await askTurns(['have you designed posts for another business?'])
    expect(got.sources).not.toContain('/privacy')
  })

  it('what is typed, shared with other companies: the privacy policy (guard)', async () => {
    const got = await askTurns(['do you share what i type with other companies?'])
    expect(got.sources).toContain('/privacy')
  })
})
