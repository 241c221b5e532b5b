import { describe, expect, it } from 'vitest'
import { aboutContent } from '#content/about.ts'
import { projectPages } from '#content/lib/projects.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'Do you have a design degree?', 'which uni did you study at?': where the designer studied is not on the site, and
 * 'degree' is no piece of work of that name; the About page tells the experience. From content/ (the About page and the
 * project titles).
 */
const aboutText = JSON.stringify(aboutContent)
const namedDegree = Object.values(projectPages).filter((p) => /\bdegree\b/i.test(p.title))

describe('education is not on the site', () => {
  it('the About page names no university or degree (guard)', () => {
    expect(aboutText).not.toMatch(/\b(university|college|degree|diploma)\b/i)
  })

  it.each([
    ['do you have a design degree?'],
    ['what degree have you got and which uni did you study design at?'],
    ['where did you study design?'],
    ['which university did you go to?'],
  ])('%s: not on the site, with the About page', async (message) => {
    const got = await askTurns([message])
    expect(got.kinds.length).toBeGreaterThan(0)
    expect(got.kinds.every((k) => k === 'not-on-site')).toBe(true)
    expect(got.sources).toContain('/about')
    for (const p of namedDegree) expect(got.sources).not.toContain(`/portfolio/${p.id}`)
  })

  it('an angle in degrees asks nothing about education (guard)', async () => {
    const got = await askTurns(['was the product shot at a 45 degree angle?'])
    expect(got.answer).not.toMatch(/studied/)
  })
})
