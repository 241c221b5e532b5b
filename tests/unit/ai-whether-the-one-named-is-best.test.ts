import { describe, expect, it } from 'vitest'
import { skillGroups } from '#content/skills.ts'
import { tools } from '#content/tools.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'Is Lightroom your best tool?', 'is food photography your strongest photo skill? (I have a ramen bar)': the one named
 * is answered yes or no, with its level, before the best is named. A bar the visitor runs is no bar of the About page's
 * overview. From content/ (tools, skill groups).
 */
const best = Math.max(...tools.map((t) => t.proficiency))
const top = tools.filter((t) => t.proficiency === best)
const below = tools.filter((t) => t.proficiency < best)
const group = skillGroups.find((g) => new Set(g.skills.map((s) => s.level)).size > 1 && /photo/i.test(g.title)) ?? skillGroups[0]
const groupBest = Math.max(...group.skills.map((s) => s.level))
const groupTop = group.skills.filter((s) => s.level === groupBest)
const groupBelow = group.skills.filter((s) => s.level < groupBest)

describe('whether the one named is the best', () => {
  it('the content has tools and skills below the best (guard)', () => {
    expect(below.length).toBeGreaterThan(0)
    expect(groupBelow.length).toBeGreaterThan(0)
  })

  it.each(below.slice(0, 3).map((t) => [t.name, t.proficiency] as const))(
    'is %s your best tool?: no, with its level',
    async (name, level) => {
      const got = await askTurns([`is ${name} your best tool?`])
      expect(got.answer).toMatch(/^No\b/)
      expect(got.answer).toContain(`${name} (${level}%)`)
      for (const t of top) expect(got.answer).toContain(t.name)
    },
  )

  it.each(top.map((t) => [t.name] as const))('is %s your best tool?: yes', async (name) => {
    const got = await askTurns([`is ${name} your best tool?`])
    expect(got.answer).toMatch(/^Yes\b/)
    expect(got.answer).toContain(name)
  })

  it(`is ${groupBelow[0]!.name} your strongest ${group.title.toLowerCase()} skill? (I have a ramen bar)`, async () => {
    const asked = groupBelow[0]!
    const got = await askTurns([
      `is ${asked.name.toLowerCase()} your strongest ${group.title.toLowerCase()} skill? or is something else higher? (I have a ramen bar)`,
    ])
    expect(got.answer).toContain(`${asked.name} (${asked.level}%)`)
    for (const s of groupTop) expect(got.answer).toContain(s.name)
  })

  it('which tool is your best?: no yes or no where nothing is named (guard)', async () => {
    const got = await askTurns(['which tool is your best?'])
    expect(got.answer).not.toMatch(/^(Yes|No)\b/)
    for (const t of top) expect(got.answer).toContain(t.name)
  })
})
