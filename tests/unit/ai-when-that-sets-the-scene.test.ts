import { describe, expect, it } from 'vitest'
import { privacyPage } from '#content/legal.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'When I type into this chat box, which company's AI processes my message?': a 'when' clause before the question sets
 * the scene and asks no time, so the contact page's reply time is no answer. From content/ (the privacy policy's
 * paragraph on where a message is forwarded).
 */
const forwarded = privacyPage.sections.flatMap((s) => s.paragraphs).find((p) => /\bforwards\b/i.test(p))
const company = forwarded ? /\bforwards\b[^.]*?\bto\s+(\p{Lu}[\p{L}]+)/u.exec(forwarded)?.[1] : undefined

describe('a when that sets the scene', () => {
  it('the privacy policy names where a message is forwarded (guard)', () => {
    expect(company).toBeDefined()
  })

  it.each([
    [
      "When I type into this chat box, which company's AI actually processes my message? I have to note it in our data-protection register.",
    ],
    ["When I type into this chat box, which company's AI processes my message?"],
  ])('%s: the privacy policy', async (message) => {
    const got = await askTurns([message])
    expect(got.answer).toContain(company!)
    expect(got.sources[0]).toBe('/privacy')
  })

  it('a when that asks a time is still answered with the time (guard)', async () => {
    const got = await askTurns(['When do I hear back after I send a message?'])
    expect(got.answer).toMatch(/\b(day|days|hours?|week)\b/)
  })
})
