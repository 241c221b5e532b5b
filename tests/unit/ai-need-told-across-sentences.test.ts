import { describe, expect, it } from 'vitest'
import { aiCards } from '#content/cards/ai.ts'
import { projectPages } from '#content/lib/projects.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * A need told half in the statement ('the only photo is tiny and pixelated') and half in the question ('we want it
 * printed big, possible?') is asked whole; a question that names its own piece keeps to it. From content/.
 */
const upscaling = Object.values(projectPages).find((p) => /\bupscal/i.test(p.description) && /\blow-resolution\b/i.test(p.description))
const madeIn = /\b(?:in|within)\s+((?:an?|one|two|three|four|five|six|seven|\d+)\s+(?:hour|day|week)s?)\b/i
const fastSite = aiCards.find((c) => madeIn.test(c.description) && /\b(web ?site|site)\b/i.test(`${c.title} ${c.description}`))

describe('a need told across sentences', () => {
  it('the content has an upscaling project and a website that states its time (guard)', () => {
    expect(upscaling).toBeDefined()
    expect(fastSite).toBeDefined()
  })

  it.each([
    [
      'we only have one photo of our founding team and its tiny and pixelated. we want it printed big on a banner for the anniversary dinner, is that even possible?',
    ],
    ['The only picture of my grandmother is a small blurry scan. I want to print it big for her 90th, can anything be done?'],
  ])('%s: the upscaling project first', async (message) => {
    const got = await askTurns([message])
    expect(got.sources[0]).toBe(`/portfolio/${upscaling!.id}`)
  })

  it('a question naming its own piece beside a hurry keeps to that piece (guard)', async () => {
    const got = await askTurns([`Founder here, in a hurry. How long did that ${fastSite!.title} take you?`])
    expect(got.answer).toContain(madeIn.exec(fastSite!.description)![1]!)
  })
})
