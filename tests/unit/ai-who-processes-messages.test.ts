import { describe, expect, it } from 'vitest'
import { privacyPage } from '#content/legal.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'Who actually processes the messages?', 'does my text get sent to some outside company?' ask where the chat's words
 * go: the privacy policy's paragraph on the AI provider.
 */
describe('who processes the chat’s messages', () => {
  const provider = privacyPage.sections.flatMap((s) => s.paragraphs).find((p) => /\bforward/i.test(p))!

  it.each([
    'who actually processes the messages?',
    'does this chat keep what I write? and who processes the messages?',
    'does my text get sent to some outside company?',
    'do my messages go to a third-party service?',
    // 'This chat box' is the chat, not the piece of work the question before it was about.
    'can we print one of your wedding photos on our flyer? and when I type in this chat box, is my text sent to an outside company?',
    'When I type in this chat, which AI company gets my text?',
    // 'If so' asks on of the question before it, not a question of its own.
    'does this chat go through some AI company, and if so which one?',
    'when I type into this chat widget, which company ends up processing the text?',
    'does this chat pass my messages on to some AI company? which one?',
  ])('%s', async (message) => {
    const got = await askTurns([message])
    expect(got.answer).toContain(provider)
    expect(got.sources).toContain('/privacy')
  })
})
