import { describe, expect, it } from 'vitest'
import { privacyPage } from '#content/legal.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'If I type my questions in this chat, do you save them somewhere?': the visitor's questions are their chat messages,
 * and saving them somewhere asks whether they are stored. The answer is the privacy policy's paragraph on it.
 */
const chat = privacyPage.sections.find((s) => s.paragraphs.some((p) => /\bmessages?\b/i.test(p) && /\bnot stored\b/i.test(p)))
const stored = chat?.paragraphs.find((p) => /\bnot stored\b/i.test(p))

describe('questions typed in the chat, saved somewhere', () => {
  it('the privacy policy says whether chat messages are stored (guard)', () => {
    expect(stored).toBeDefined()
  })

  it.each([
    'if i type my questions in this chat, do you save them somewhere?',
    'if i type my questions in this chat, do you save them anywhere?',
    'when we send our questions here, do you save them somewhere?',
  ])('%s: the paragraph on stored messages', async (message) => {
    const got = await askTurns([message])
    expect(got.answer).toContain(stored!.split('.')[1]!.trim())
    expect(got.sources).toContain('/privacy')
  })
})
