import { describe, expect, it } from 'vitest'
import { categoryList } from '#content/categories.ts'
import { skillGroups } from '#content/skills.ts'
import { tools } from '#content/tools.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * Counts computed over the typed lists: the films under a length, the pieces made for one network, every skill across
 * the groups; and the best tool asked in slang ('the most cracked at'). From content/ (the categories' cards, skills,
 * tools).
 */
const cards = categoryList.flatMap((c) => c.cards.map((card) => ({ card, category: c })))
const toSeconds = (d: string) => d.split(':').reduce((s, x) => s * 60 + Number(x), 0)
const videography = categoryList.find((c) => c.cards.filter((card) => card.duration).length >= 3)
const films = videography ? videography.cards.filter((c) => c.duration) : []
const underTwo = films.filter((f) => toSeconds(f.duration!) < 120)
const networked = cards.filter(({ card }) => card.platform)
const instagram = networked.filter(({ card }) => card.platform!.split(/\s*(?:,|\band\b|&|\/)\s*/).includes('Instagram'))
const allSkills: readonly { name: string; level: number }[] = skillGroups.flatMap(
  (g): readonly { name: string; level: number }[] => g.skills,
)
const best = Math.max(...tools.map((t) => t.proficiency))

const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve']
const said = (n: number) => new RegExp(`\\b(${n}|${numberWords[n] ?? n})\\b`, 'i')

describe('counted by length and by network', () => {
  it('the content has films on both sides of two minutes and pieces for Instagram and other networks (guard)', () => {
    expect(underTwo.length).toBeGreaterThan(0)
    expect(underTwo.length).toBeLessThan(films.length)
    expect(instagram.length).toBeGreaterThan(0)
    expect(instagram.length).toBeLessThan(networked.length)
  })

  it(`how many of your ${videography?.title.toLowerCase()} pieces are under 2 minutes: the count and the films`, async () => {
    const got = await askTurns([`how many of your ${videography!.title.toLowerCase()} pieces are under 2 minutes?`])
    expect(got.answer).toMatch(said(underTwo.length))
    for (const f of underTwo) expect(got.answer).toContain(f.title)
  })

  it('how many of the social media projects were made for Instagram: the count, the pieces and the category page', async () => {
    const got = await askTurns(['Out of the social media projects, how many were made for Instagram?'])
    expect(got.answer).toMatch(said(instagram.length))
    for (const { card } of instagram) expect(got.answer).toContain(card.title)
    expect(got.sources).toContain(`/portfolio/${instagram[0]!.category.id}`)
  })

  it('how many posts do you put on instagram per week? counts no pieces (guard)', async () => {
    const got = await askTurns(['how many posts do you put on instagram per week?'])
    expect(got.answer).not.toMatch(new RegExp(`made for a social network`, 'i'))
  })

  it('how many individual skills if you add up every group: all of them', async () => {
    const got = await askTurns(['on your skills page, how many individual skills are there in total if you add up every group?'])
    expect(got.answer).toContain(String(allSkills.length))
  })

  it('which app is he the most cracked at: the highest-rated tool', async () => {
    const got = await askTurns(['which app is he the most cracked at? 💯'])
    for (const t of tools.filter((t) => t.proficiency === best)) expect(got.answer).toContain(`${t.name} (${best}%)`)
  })
})
