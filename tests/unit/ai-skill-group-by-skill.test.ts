import { describe, expect, it } from 'vitest'
import { skillGroups } from '#content/skills.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * A skill group's level is its best skill's; asked how strong a group is ('by area', or 'and for video editing?' next),
 * the answer names each of its skills with its level, from the skills page.
 */
describe('a skill group asked by its level names its skills', () => {
  const [first, second] = skillGroups.filter((g) => g.skills.length >= 2)
  const levels = (g: (typeof skillGroups)[number]) => g.skills.map((s) => `${s.name} ${s.level}%`)

  it('how strong a group is, by area', async () => {
    const got = await askTurns([`How strong are your ${first!.title.toLowerCase()} skills, like by area?`])
    for (const l of levels(first!)) expect(got.answer).toContain(l)
    expect(got.sources).toContain('/skills')
  })

  it('the next group, asked in a follow-up', async () => {
    const got = await askTurns([`How strong are your ${first!.title.toLowerCase()} skills?`, `and for ${second!.title.toLowerCase()}?`])
    for (const l of levels(second!)) expect(got.answer).toContain(l)
  })
})
