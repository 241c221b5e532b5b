import { describe, expect, it } from 'vitest'
import { contactPage } from '#content/placeholders.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * '¿En cuánto tiempo sueles contestar?', 'wie schnell antwortest du?': how soon a message is answered, asked in Spanish
 * or German, is the contact page's reply time, not only how to reach the owner. From content/ (the contact page's lead).
 */
const replies = /\b(hear back|reply|replies|respond|answer|get back)\b/i.test(contactPage.lead)

describe('the reply time asked in other languages', () => {
  it('the contact page says how soon a message is answered (guard)', () => {
    expect(replies).toBe(true)
  })

  it.each([
    ['si te escribo por whatsapp, ¿en cuánto tiempo sueles contestar?'],
    ['¿Cuánto tardas en responder un correo?'],
    ['wie schnell antwortest du auf Nachrichten?'],
    ['Wie lange dauert es, bis du antwortest?'],
  ])('%s: the contact page’s reply time', async (message) => {
    const got = await askTurns([message])
    expect(got.answer).toContain(contactPage.lead)
  })
})
