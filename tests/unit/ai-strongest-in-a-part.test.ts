import { describe, expect, it } from 'vitest'
import { skillGroups } from '#content/skills.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * After the list of skill groups, 'in the photography part, which one are you strongest?' ranks the skills of the
 * group named, not the groups. Every expectation comes from content/.
 */
describe('the strongest skill in a part named after the groups were listed', () => {
  it.each(skillGroups.map((g) => [g.title, g] as const))('%s', async (title, group) => {
    const skills: { name: string; level: number }[] = [...group.skills]
    const best = Math.max(...skills.map((s) => s.level))
    const got = await askTurns(['What are all your skills?', `In the ${title.toLowerCase()} part, which one are you strongest?`])
    for (const skill of skills.filter((s) => s.level === best)) expect(got.answer).toContain(skill.name)
  })
})
