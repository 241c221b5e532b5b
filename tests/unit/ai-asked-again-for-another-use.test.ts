import { describe, expect, it } from 'vitest'
import { tools } from '#content/tools.ts'
import { termsPage } from '#content/legal.ts'
import { photographyProjects } from '#content/projects/photography.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'Which one for X?' after 'which tool do you use to Y?' asks the first question again for X, though X or Y is also a
 * skill's name ('Motion Graphics') or says 'AI assistant'; 'if we put your name under it' credits the designer and asks
 * leave, not the assistant's name; 'what's the brand called?' after a piece is its client; and gear the site never
 * lists is not on the site.
 */
describe('asked again for another use, and other follow-ups', () => {
  it.each(
    tools.map((a, i) => {
      const b = tools[tools.length - 1 - i]!
      return [a.category, b.category, a, b] as const
    }),
  )('which tool for %s, how strong … and which one for %s, how good there?', async (_a, _b, first, second) => {
    const got = await askTurns([
      `which tool do you use for ${first.category.toLowerCase()}, and how strong are you at it? and which one for ${second.category.toLowerCase()}, and how good there?`,
    ])
    for (const tool of [first, second]) {
      expect(got.answer).toContain(tool.name)
      expect(got.answer).toContain(`${tool.proficiency}%`)
    }
  })

  it('could we print one if we put your name under it? asks leave to use the work', async () => {
    const got = await askTurns(['love the posters!! could we just print one of them for our shop wall if we put your name under it?'])
    expect(got.kinds).not.toContain('small-talk')
    expect(got.sources).toContain('/terms')
    expect(termsPage.sections.some((s) => s.paragraphs.some((p) => /permission/i.test(p)))).toBe(true)
  })

  it("what's the brand called? after a piece is the piece's client", async () => {
    const piece = Object.values(photographyProjects)[0]!
    const got = await askTurns([`Tell me about ${piece.title}.`, "what's the brand called?"])
    expect(got.sources).toContain(`/portfolio/${piece.id}`)
    expect(got.sources).not.toContain('/')
  })

  it.each([
    'What drone do you fly, is it a DJI? And are you licensed to fly over a lake?',
    'which camera do you shoot with? and do you bring lights?',
    'what microphone do you record with?',
  ])('%s: not on the site', async (message) => {
    const got = await askTurns([message])
    expect(got.kinds).toContain('not-on-site')
  })

  it("what's your name? is still the assistant's (guard)", async () => {
    const got = await askTurns(["what's your name?"])
    expect(got.kinds).toContain('small-talk')
  })
})
