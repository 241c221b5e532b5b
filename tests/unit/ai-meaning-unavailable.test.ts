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
      const need =
        'starting my own consultancy and i have literally nothing yet, no logo, no colours, no idea what fonts to use or how things should look. can you sort out the whole look + some rules so it stays consistent?'
      expect((await answerMessage(need)).kinds).toEqual(['not-on-site'])
      const out = await createEmbeddedAnswerer().answer({ query: 'What tools do you use?' })
      expect(out.answer).toContain(tools[0].name)
    } finally {
      holder[KEY] = before
    }
  })
})
