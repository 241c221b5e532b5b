import { describe, expect, it } from 'vitest'
import { skillGroups } from '#content/skills.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'Which skill groups are shown?' ... 'In the retouching one, what is the strongest skill and its level?': the best skill
 * inside the group picked, not the group's own level. From content/skills.ts.
 */
const spread = skillGroups.filter((g) => new Set(g.skills.map((s) => s.level)).size > 1)

describe('the strongest skill inside a group picked by name', () => {
  it('the content has groups whose skills differ in level (guard)', () => {
    expect(spread.length).toBeGreaterThan(1)
  })

  it.each(spread.map((g) => [g.title, g] as const))('in the %s one: its best skill', async (title, group) => {
    const best = Math.max(...group.skills.map((s) => s.level))
    // A word of the title that names no other group: 'design' alone would be several.
    const word = title
      .toLowerCase()
      .split(/\s+/)
      .find((w) => skillGroups.filter((g) => g.title.toLowerCase().includes(w)).length === 1)!
    const got = await askTurns([
      'Which skill groups are shown on the skills page?',
      `In the ${word} one, what is the strongest skill and its level?`,
    ])
    for (const s of group.skills.filter((s) => s.level === best)) expect(got.answer).toContain(`${s.name} (${best}%)`)
  })
})
