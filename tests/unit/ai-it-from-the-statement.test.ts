import { describe, expect, it } from 'vitest'
import { aboutContent } from '#content/about.ts'
import { projectPages } from '#content/lib/projects.ts'
import { owner } from '#content/owner.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'HR wants a PDF of the CV. Where do I download it?': 'it' is what the statement names; 'can we drop two of the
 * posters into our deck?' asks leave to use the work; 'does an actual human decide things?' is the About page's
 * sentence on who decides. From content/owner.ts, content/legal.ts (through /terms) and content/about.ts.
 */
const posters = Object.values(projectPages).find((p) => /\bposters?\b/i.test(p.title))
const decides = aboutContent.intro.find((s) => /\bdecisions\b/i.test(s))

describe('it, from the statement', () => {
  it('the content has a poster project and an About sentence on decisions (guard)', () => {
    expect(posters).toBeDefined()
    expect(decides).toBeDefined()
  })

  it('HR wants a PDF of the CV for the vendor file. where do I download it?', async () => {
    const got = await askTurns(['HR wants a PDF of the CV for the vendor file. where do I download it?'])
    expect(got.answer).toContain(owner.cvUrl)
  })

  it('I love the posters. can I download them? asks leave, not where (guard)', async () => {
    const got = await askTurns([`I love the ${posters!.title} posters. can I download them?`])
    expect(got.sources).toContain('/terms')
  })

  it('can we drop two of the posters into our seed pitch deck? is that ok or do we need to ask', async () => {
    const got = await askTurns([
      'can we drop two of the posters from your portfolio into our seed pitch deck? is that ok or do we need to ask',
    ])
    expect(got.sources).toContain('/terms')
    expect(got.answer).toMatch(/permission/i)
  })

  it('can I drop you a message on whatsapp? asks no leave (guard)', async () => {
    const got = await askTurns(['can I drop you a message on whatsapp?'])
    expect(got.sources).not.toContain('/terms')
  })

  it('is it just made by a robot/AI or does an actual human decide things?', async () => {
    const got = await askTurns(['is it just made by a robot/AI or does an actual human decide things?'])
    expect(got.sources).toContain('/about')
    expect(got.answer).toMatch(/\bdecisions\b/i)
  })
})
