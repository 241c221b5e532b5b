import { describe, expect, it } from 'vitest'
import { projectPages } from '#content/lib/projects.ts'
import { tools } from '#content/tools.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * A level asked in other words ('how solid is she at Premiere?', 'how fluent in Illustrator?'), and a phrase that sets
 * the kind of work in front of the question ('for a family photo session, could you come to our house instead?')
 * after a long story. From content/ (the tools and the family session's page).
 */
const family = Object.values(projectPages).find((p) =>
  p.blocks.some((b) => b.type === 'cta' && b.action.kind === 'booking' && /\bfamily\b/i.test(b.action.service)),
)
const familyCta = family?.blocks.flatMap((b) => (b.type === 'cta' ? [b] : []))[0]

describe('levels in other words', () => {
  it('the content has a family session that can be at home (guard)', () => {
    expect(familyCta?.description).toMatch(/\bat home\b/i)
  })

  it.each(
    tools.flatMap(
      (t) =>
        [
          [`how solid is the designer at ${t.name}? like as a % if you have it`, t],
          [`how fluent are you in ${t.name}?`, t],
        ] as const,
    ),
  )('%s: its level', async (q, t) => {
    const got = await askTurns([q])
    expect(got.answer).toContain(`${t.proficiency}%`)
  })

  it('a long story, then: for a family photo session, could you come to our house instead?', async () => {
    const got = await askTurns([
      'my dad is in a wheelchair now and getting him to a park or studio is really hard. for a family photo session, could you come to our house instead?',
    ])
    expect(got.answer).toMatch(/\bat home\b/i)
    expect(got.sources).toContain(`/portfolio/${family!.id}`)
  })
})
