import { describe, expect, it } from 'vitest'
import { skillGroups } from '#content/skills.ts'
import { tools } from '#content/tools.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * Work asked of the designer in plain words: a cartoon mascot (character design), 'can they draw …' after a question
 * about who the designer is (the designer, not something the answer named), a box to be seen before it exists (mockups,
 * where the 'when' sets a condition and asks no time), and 'which one … and which one for …' (tools, without asking
 * itself again and again). Every expectation comes from content/.
 */
const skills: { name: string; level: number }[] = skillGroups.flatMap((g) => [...g.skills])
const character = skills.find((s) => /\bcharacter\b/i.test(s.name))!
const mockups = skillGroups.find((g) => g.skills.some((s) => /\bmockups?\b/i.test(s.name)))!
const clipTool = tools.find((t) => /\bclips?\b/i.test(t.description))!

describe('work asked of the designer', () => {
  it("the designer's name, then whether they can draw a cartoon mascot", async () => {
    const got = await askTurns([
      'whats the designers full name? and can they draw a funny little cartoon pig to be the face of my butcher shop, like a mascot?',
    ])
    expect(got.answer).toContain(character.name)
  })

  it('a box seen on a shelf before it exists: the mockups', async () => {
    const got = await askTurns([
      'We want to sell our own soap in a little box. Before paying the printer for 500 boxes I would like to see a picture of the real box on a shelf, to show the shops. Is that possible when the box does not exist yet?',
    ])
    expect(got.answer).toContain(mockups.title)
  })

  it('which one to make clips, and which one for pictures: the tools, answered once each', async () => {
    const got = await askTurns([
      'I am curious about your AI tools. Which one do you use to make short video clips, and which one for generating pictures?',
    ])
    expect(got.kinds).toEqual(['answer', 'answer'])
    expect(got.answer).toContain(clipTool.name)
  })
})
