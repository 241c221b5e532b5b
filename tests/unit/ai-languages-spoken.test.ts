import { describe, expect, it } from 'vitest'
import { aboutContent } from '#content/about.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'Do you speak Arabic? Asking because of the Ramadan posts': which languages the designer speaks is not on the site,
 * whatever piece of work the rest of the message names. From content/ (the About page, which names none).
 */
describe('the languages the designer speaks', () => {
  it('the About page names no language spoken (guard)', () => {
    expect(JSON.stringify(aboutContent)).not.toMatch(/\b(speak|speaks|fluent|native)\b/i)
  })

  it.each([
    ['do you speak arabic?'],
    ['do u speak arabic? asking bc of the ramadan posts, we need someone who can write the captions as well'],
    ['what languages do you speak?'],
  ])('%s: not on the site', async (message) => {
    const got = await askTurns([message])
    expect(got.kinds.length).toBeGreaterThan(0)
    expect(got.kinds.every((k) => k === 'not-on-site')).toBe(true)
  })
})
