import { describe, expect, it } from 'vitest'
import { owner } from '#content/owner.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * A thing put in front of its question with a dash ('…, the resume — where is that?'), and the number to save after
 * asking to message on WhatsApp. From content/owner.ts.
 */
describe('a thing put in front', () => {
  it('the other one you mentioned, the resume — where is that? after the CV', async () => {
    const got = await askTurns([
      'Can I get the CV somewhere?',
      'Got it, thanks. And the other one you mentioned, the resume — where is that?',
    ])
    expect(got.answer).toContain(owner.resumeUrl)
  })

  it('what number should I save? after asking to message on WhatsApp', async () => {
    const got = await askTurns([
      'Can I message you on WhatsApp instead of email? Easier for me while touring.',
      'Great, what number should I save?',
    ])
    expect(got.answer).toContain(owner.whatsappNumber)
    expect(got.sources).toContain('/contact')
  })
})
