import { describe, expect, it, vi } from 'vitest'
import { askTurns } from '../eval/ask.ts'

/**
 * An owner whose About page says which languages they speak and where they studied: the assistant answers from those
 * words and never says the site is silent on them. The demo content names neither (ai-languages-spoken,
 * ai-education-not-on-the-site); this file's module graph sees an About page that does.
 */
const { SPOKEN, STUDIED } = vi.hoisted(() => ({
  SPOKEN: 'I speak English, Arabic and French fluently, so briefs can come in any of the three.',
  STUDIED: 'I studied visual communication at the Lebanese Academy of Fine Arts before going freelance.',
}))

vi.mock('#content/about.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('#content/about.ts')>()
  return { ...real, aboutContent: { ...real.aboutContent, intro: [...real.aboutContent.intro, `${SPOKEN} ${STUDIED}`] } }
})

const NOT_ON_SITE = /doesn't say (which languages|where)/i

describe('an owner who states languages and education', () => {
  it.each(['do you speak French?', 'what languages do you speak?'])('%s: answered from the About page', async (message) => {
    const got = await askTurns([message])
    expect(got.answer).not.toMatch(NOT_ON_SITE)
    expect(got.answer).toMatch(/\bFrench\b/)
    expect(got.kinds).not.toContain('not-on-site')
  })

  it.each(['where did you study design?', 'which university did you go to?'])('%s: answered from the About page', async (message) => {
    const got = await askTurns([message])
    expect(got.answer).not.toMatch(NOT_ON_SITE)
    expect(got.answer).toContain('Lebanese Academy of Fine Arts')
    expect(got.kinds).not.toContain('not-on-site')
  })
})
