import { describe, expect, it } from 'vitest'
import { owner } from '#content/owner.ts'
import { contactPage } from '#content/placeholders.ts'
import { knowledge } from '../../server/ai/embedded/knowledge.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'In photography, what are you best at going by your skill bars? We need ...': the place in front of the question is
 * the question's, not the statement's after it. 'What's your email and if I write today how long till I hear back?':
 * two questions, the second under its condition.
 */
describe('a place in front of the question, and a question under a condition', () => {
  const groups = knowledge.entities.filter((e) => e.kind === 'skill-group')

  it.each(groups.map((g) => [g.name, g] as const))(
    "'in %s, what are you best at going by your skill bars?' beside a statement names that group's best skill",
    async (_, group) => {
      const id = group.key.replace('skill-group:', '')
      const skills = knowledge.entities.filter((e) => e.kind === 'skill' && e.group === id)
      const best = skills.reduce((a, b) => (b.level! > a.level! ? b : a))
      const got = await askTurns([
        `in ${group.name.toLowerCase()}, what are you best at going by your skill bars? we mostly need things for the shop`,
      ])
      expect(got.answer).toContain(`${best.name} (${best.level}%)`)
    },
  )

  it("answers both parts of 'whats your email and if i write today how long till i hear back?'", async () => {
    const got = await askTurns(['whats your email and if i write today how long till i hear back?'])
    expect(got.answer).toContain(owner.email)
    expect(got.answer).toContain(contactPage.lead)
  })
})
