import { describe, expect, it } from 'vitest'
import { skillGroups } from '#content/skills.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'How good r u at X? and at Y, like for our shop?': the bare phrase asks the level again, of its own skill, whatever
 * example follows it; 'ok and for the weddings?' is the same follow-up as 'and for the weddings?'.
 */
describe('asked again at another skill, and a follow-up after ok', () => {
  const skills = skillGroups.flatMap((g) => g.skills.map((s): { name: string; level: number } => s))
  const pairs = skillGroups
    .map((g, i) => [g.skills[0], skills[(i * 7 + 3) % skills.length]!] as const)
    .filter(([a, b]) => a.name !== b.name && a.level !== b.level)

  it.each(pairs.map(([a, b]) => [a.name, b.name, a, b] as const))(
    'how good r u at %s? and at %s, like for our shop? (guard)',
    async (_a, _b, first, second) => {
      const got = await askTurns([
        `on a scale of 100 how good r u at ${first.name.toLowerCase()}? and at ${second.name.toLowerCase()}, like for our shop?`,
      ])
      expect(got.answer).toContain(`${first.level}%`)
      expect(got.answer).toContain(`${second.level}%`)
    },
  )

  it.each(['ok', 'okay', 'cool', 'thanks'])('"%s and for …?" answers as "and for …?"', async (assent) => {
    const first = 'after a family photo session how long until we get the pictures?'
    const plain = await askTurns([first, 'and for a wedding?'])
    const withAssent = await askTurns([first, `${assent} and for a wedding?`])
    expect(withAssent.answer).toBe(plain.answer)
  })
})
