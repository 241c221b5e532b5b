import { describe, expect, it } from 'vitest'
import { tools } from '#content/tools.ts'

/** The encoder's process-wide state (server/ai/embedded/meaning.ts): set here to a load that failed. */
const KEY = Symbol.for('discovery-portfolio.meaning')
const holder = globalThis as typeof globalThis & Record<symbol, unknown>

describe('without the sentence encoder (its weights missing or broken)', () => {
  it('answers from the site’s words, says "not on this site" where they find nothing, and never fails', async () => {
    const before = holder[KEY]
    const failed = Promise.reject(new Error('no weights'))
    failed.catch(() => undefined)
    holder[KEY] = { model: failed, works: failed }
    try {
      const { answerMessage } = await import('../../server/ai/embedded/answer.ts')
      const { createEmbeddedAnswerer } = await import('../../server/ai/embedded-answerer.ts')
      // The words find nothing here, not even in a part of it: without the encoder, 'not on this site'.
      const need = 'My grandmother kept every letter my grandfather sent her during the war, and my cousins argue over who keeps them.'
      expect((await answerMessage(need)).kinds).toEqual(['not-on-site'])
      // Found in a few of its words only: without the encoder, the answer of the words stands.
      const told =
        'starting my own consultancy and i have literally nothing yet, no logo, no colours, no idea what fonts to use or how things should look. can you sort out the whole look + some rules so it stays consistent?'
      const { respond } = await import('../../server/ai/embedded/respond.ts')
      const got = await answerMessage(told)
      expect(got.kinds).toEqual(['answer'])
      expect(got.text.startsWith(respond(told).text)).toBe(true)
      const out = await createEmbeddedAnswerer().answer({ query: 'What tools do you use?' })
      expect(out.answer).toContain(tools[0].name)
    } finally {
      holder[KEY] = before
    }
  })
})
