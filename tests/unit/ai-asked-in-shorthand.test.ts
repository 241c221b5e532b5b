import { describe, expect, it } from 'vitest'
import { categories } from '#content/categories.ts'
import { contactPage } from '#content/placeholders.ts'
import { site } from '#content/site.ts'
import { skillGroups } from '#content/skills.ts'
import { tools } from '#content/tools.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * Questions typed in shorthand: 'total projects shipped + how fast do u reply?' asks both ('+' joins two questions when
 * each side has words of its own); 'total tools in ur stack?' counts; 'how many posts are in it and was it for instagram?'
 * asks both; 'whats ur strongest AI skill?' ranks the skills of the group whose name says AI; 'that roasters one' picks
 * like 'the roasters one'. Computed from content/.
 */
describe('questions typed in shorthand', () => {
  it('total projects shipped + how fast do u reply to msgs?', async () => {
    const got = await askTurns(['total projects shipped + how fast do u reply to msgs?'])
    expect(got.answer).toContain(site.projectsCompleted)
    expect(got.answer).toContain(contactPage.lead)
  })

  it('total tools in ur stack?', async () => {
    const got = await askTurns(['total tools in ur stack?'])
    expect(got.answer).toContain(`(${tools.length})`)
  })

  it("'for their menu board + instagram' is one question (guard)", async () => {
    const got = await askTurns([
      'what is the 33 degree thing in your photography?',
      'ok and which of the two was made for their menu board + instagram?',
    ])
    expect(got.answer).not.toContain('instagram.com')
  })

  const social = Object.values(categories).find((c) => c.cards.some((card) => card.platform))!
  const card = social.cards.find((c) => c.platform)!
  const word = card.title.split(/\s+/)[0]!.toLowerCase()
  it(`the ${word} one, how many posts are in it and was it for ${card.platform}?`, async () => {
    const got = await askTurns([
      'can I see your social media work?',
      `the ${word} one, how many posts are in it and was it for ${card.platform} or not?`,
    ])
    expect(got.answer).toMatch(/\(\d+\) images/)
    expect(got.answer).toContain(`for ${card.platform}`)
  })

  const ai = skillGroups.find((g) => /\bAI\b/.test(g.title))!
  const top = Math.max(...ai.skills.map((s) => s.level))
  it('whats ur strongest AI skill?', async () => {
    const got = await askTurns(['whats ur strongest AI skill?'])
    for (const s of ai.skills.filter((s) => s.level === top)) expect(got.answer).toContain(s.name)
    expect(got.answer).toContain(`${top}%`)
  })

  // A word of one site's description that no other site has: 'that subscription one'.
  const sites = categories['web-design'].cards
  const text = (c: (typeof sites)[number]) => `${c.title} ${c.description}`.toLowerCase()
  const [picked, unique] = sites
    .map(
      (c) =>
        [
          c,
          text(c)
            .match(/\b[a-z]{7,}\b/g)
            ?.find((w) => sites.filter((o) => text(o).includes(w)).length === 1),
        ] as const,
    )
    .find(([, w]) => w)!
  it(`that ${unique} one, what does it offer? (guard)`, async () => {
    const got = await askTurns(['what websites have you made?', `that ${unique} one, what does it offer to the customers?`])
    expect(got.answer).toContain(picked.title)
  })
})
