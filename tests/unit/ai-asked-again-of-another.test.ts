import { describe, expect, it } from 'vitest'
import { skillGroups } from '#content/skills.ts'
import { tools } from '#content/tools.ts'
import { synonymsOf } from '../../server/ai/embedded/synonyms.ts'
import { stem } from '../../server/ai/embedded/text.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'top skill in social? in photo? in AI? (w/ %) pls': each bare phrase asks the question before it again, of its own
 * group, and '(w/ %)' only says how to answer; 'how good with fonts and lettering?' after another skill asks about the
 * skill those trade words name. From content/skills.ts.
 */
interface Skill {
  name: string
  level: number
}
const skillsOf = (group: (typeof skillGroups)[number]): readonly Skill[] => group.skills
const topOf = (group: (typeof skillGroups)[number]) => skillsOf(group).reduce((a, s) => (s.level > a.level ? s : a))
/** Groups whose top skill is the only one at its level, so that the answer can name it. */
const clear = skillGroups.filter((g) => skillsOf(g).filter((s) => s.level === topOf(g).level).length === 1)

const skills: readonly Skill[] = skillGroups.flatMap(skillsOf)
/** Visitors' words that the trade's words turn into a one-word skill of the site ('fonts' for Typography). */
const VISITOR_WORDS = ['fonts', 'lettering', 'drawing', 'retouching', 'cutting', 'grading', 'lighting', 'logos', 'layouts']
const calledByTradeWord = VISITOR_WORDS.flatMap((w) => {
  const said = new Set([stem(w), ...synonymsOf([stem(w)])])
  const covered = [...skills, ...tools.map((t): Skill => ({ name: t.name, level: t.proficiency }))].filter((s) =>
    s.name
      .toLowerCase()
      .split(/[^\p{L}\d]+/u)
      .filter(Boolean)
      .every((part) => said.has(stem(part))),
  )
  // Called by that word alone: the one skill whose whole name it stands for.
  return covered.length === 1 && !covered[0]!.name.toLowerCase().includes(w) ? [[w, covered[0]!.name, covered[0]!.level] as const] : []
})

describe('asked again, of another', () => {
  it('the content has three skill groups with a clear top skill, and a skill its descriptions call by a trade word (guard)', () => {
    expect(clear.length).toBeGreaterThanOrEqual(3)
    expect(calledByTradeWord.length).toBeGreaterThan(0)
  })

  it('top skill in A? in B? in C? (w/ %) pls: the top skill of each', async () => {
    const [a, b, c] = clear
    const got = await askTurns([`top skill in ${a!.title}? in ${b!.title}? in ${c!.title}? (w/ %) pls`])
    for (const group of [a!, b!, c!]) {
      expect(got.answer).toContain(topOf(group).name)
      expect(got.answer).toContain(`${topOf(group).level}%`)
    }
  })

  it.each(calledByTradeWord)('how good with %s, after another skill: %s', async (word, name, level) => {
    const other = skills.find((s) => s.level !== level && s.name !== name)!
    const got = await askTurns([`How good are you at ${other.name.toLowerCase()}?`, `how good with ${word}? give me numbers`])
    expect(got.answer).toContain(`${level}%`)
    expect(got.answer).not.toContain(`${other.level}%`)
  })
})
