import { describe, expect, it } from 'vitest'
import { privacyPage } from '../../content/legal.ts'
import { respond } from '../../server/ai/embedded/respond.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * Whether the chat keeps what the visitor types, asked in everyday words ('do you keep what I write in here?', 'do you
 * store my messages?'), is answered with the privacy policy's paragraph about messages, not with the contact details.
 * The paragraph comes from content/legal.ts.
 */
const paragraph = privacyPage.sections
  .flatMap((s) => s.paragraphs)
  .find((p) => /\bmessages?\b/i.test(p) && /\b(stor|kept|keep|sav|retain|delet)\w*/i.test(p))

const ASKED = [
  'do you keep what I write in here?',
  'do you store my messages?',
  'does the site remember what I typed?',
  'Will this chat be recorded?',
  'when I type here in this chat, do you keep my messages?',
]

describe('whether the chat keeps what is typed', () => {
  it('the privacy policy says what happens to messages', () => {
    expect(paragraph).toBeDefined()
  })

  it.each(ASKED)('%s', (message) => {
    const r = respond(message)
    expect(r.text).toContain(paragraph!)
    expect(r.paths).toContain('/privacy')
  })

  it('after a question about the assistant', async () => {
    const got = await askTurns(['is this chat a robot or a real person?', 'ok. do you keep what I write in here?'])
    expect(got.answer).toContain(paragraph!)
  })

  it("(guard) keeping a shoot's files is no question about the chat", () => {
    expect(respond('do you keep the raw files after a shoot?').text).not.toContain(paragraph!)
  })
})
