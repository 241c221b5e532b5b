import { describe, expect, it } from 'vitest'
import { privacyPage } from '#content/legal.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'The things I type here to you, do you keep them somewhere?': the thing put in front of the question is what 'them'
 * stands for, so the privacy policy's paragraph on keeping messages answers, in a message of several questions too.
 */
describe('a thing told in front of the question, then a pronoun', () => {
  const kept = privacyPage.sections.flatMap((s) => s.paragraphs).find((p) => /\bmessages\b/i.test(p) && /\bnot stored\b/i.test(p))!

  it.each([
    'the things I type here to you, do you keep them somewhere?',
    'My cousin says all websites spy on you. Does your site put cookies on my computer? And the things I type here to you, do you keep them somewhere?',
  ])('%s', async (message) => {
    expect(kept).toBeDefined()
    const got = await askTurns([message])
    expect(got.answer).toContain(kept)
    expect(got.sources).toContain('/privacy')
  })

  it('my old logo, can you fix it?: the logo work, not what fixing a photo is (guard)', async () => {
    const got = await askTurns(['my old logo, can you fix it?'])
    expect(got.answer).toMatch(/\blogos?\b/i)
  })
})
