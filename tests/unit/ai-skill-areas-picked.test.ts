import { describe, expect, it } from 'vitest'
import { site } from '../../content/site.ts'
import { skillGroups } from '../../content/skills.ts'
import { stem, words } from '../../server/ai/embedded/text.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'What skill areas do you cover?' lists the skill groups; 'what's listed under the 3D one?' picks one by the first
 * word of its name (digits too) and lists its skills. 'How long u been doing design?' asks for the experience.
 * Computed from content/skills.ts and content/site.ts.
 */
const firstWord = (title: string) => title.split(/\s+/)[0]!
// A first word no other group's name has a form of ('Graphic' is also in 'Motion Graphics').
const unique = skillGroups.filter(
  (g) =>
    skillGroups.filter((o) =>
      words(o.title)
        .map(stem)
        .includes(stem(firstWord(g.title).toLowerCase())),
    ).length === 1,
)

describe('skill areas, listed and picked', () => {
  it('what skill areas do you cover?', async () => {
    const got = await askTurns(['what skill areas do you cover?'])
    for (const g of skillGroups) expect(got.answer).toContain(g.title)
  })

  it.each(unique.map((g) => [firstWord(g.title), g] as const))("what's listed under the %s one?", async (word, group) => {
    const got = await askTurns(['what skill areas do you cover?', `what's listed under the ${word} one?`])
    for (const s of group.skills) expect(got.answer).toContain(s.name)
  })
})

describe('experience asked as typed', () => {
  it.each(['how long u been doing design for?', 'how long you been at it'])('%s', async (q) => {
    const got = await askTurns([q])
    expect(got.answer).toContain(site.experience)
  })
})
