import { describe, expect, it } from 'vitest'
import { privacyPage } from '#content/legal.ts'
import { askTurns } from '../eval/ask.ts'

/** 'Who actually processes the messages?' asks where the chat's words go: the privacy policy's paragraph on the AI provider. */
describe('who processes the chat’s messages', () => {
  const provider = privacyPage.sections.flatMap((s) => s.paragraphs).find((p) => /\bforward/i.test(p))!

  it.each(['who actually processes the messages?', 'does this chat keep what I write? and who processes the messages?'])(
    '%s',
    async (message) => {
      const got = await askTurns([message])
      expect(got.answer).toContain(provider)
      expect(got.sources).toContain('/privacy')
    },
  )
})
