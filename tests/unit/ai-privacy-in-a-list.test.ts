import { describe, expect, it } from 'vitest'
import { privacyPage } from '../../content/legal.ts'
import { site } from '../../content/site.ts'
import { respond } from '../../server/ai/embedded/respond.ts'

/**
 * Several privacy questions in one message, after the visitor's own story ('my clients share health stuff with me'):
 * each is answered with the privacy policy's own paragraph, whatever words the story shares with other paragraphs.
 * Cookies, who writes the answers, and whom to write to about privacy. The paragraphs come from content/legal.ts.
 */
const paragraphs = privacyPage.sections.flatMap((s) => s.paragraphs)
const cookies = paragraphs.find((p) => /\bcookies?\b/i.test(p))
const provider = paragraphs.find((p) => /\bprovider\b/i.test(p) && /\bforward/i.test(p))
const contact = paragraphs.find((p) => p.includes(site.email))

const STORY = "Hi, I'm a personal trainer and my clients share health stuff with me, so I'm a bit paranoid about privacy."

describe('privacy questions asked together', () => {
  it('the privacy policy has a paragraph on cookies, one on the AI provider and one with the address to write to', () => {
    expect(cookies).toBeDefined()
    expect(provider).toBeDefined()
    expect(contact).toBeDefined()
  })

  it.each([
    `${STORY} Before I type anything into this chat: does this site put cookies on my computer?`,
    `${STORY} does the site use cookies or tracking?`,
    'Our clients ask: does your website track visitors?',
  ])('cookies: %s', (message) => {
    const r = respond(message)
    expect(r.text).toContain(cookies!)
    expect(r.paths).toContain('/privacy')
  })

  it.each([
    `${STORY} do you keep my chat messages in a database? and who actually writes the AI answers?`,
    'who writes the replies in this chat?',
  ])('who writes the answers: %s', (message) => {
    expect(respond(message).text).toContain(provider!)
  })

  it.each([
    'Our safeguarding lead asked me to check: are the messages typed here saved anywhere? and who do we email if we have more questions about privacy?',
    'where can I write with questions about my data?',
  ])('whom to write to: %s', (message) => {
    const r = respond(message)
    expect(r.text).toContain(contact!)
    expect(r.text).toContain(site.email)
  })

  it.each(['We bake cookies and cakes. Can you photograph our counter?', 'do you photograph cookies for bakeries?'])(
    '(guard) cookies to eat are no privacy question: %s',
    (message) => {
      expect(respond(message).text).not.toContain(cookies!)
    },
  )
})
