import { describe, expect, it } from 'vitest'
import { projectPages } from '#content/lib/projects.ts'
import { skillGroups } from '#content/skills.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * A part of the project in talk whose title is one word, called by the trade's word for it ('the signs in that
 * project' is its Signage); 'have you done brand identity work?' asks for the project, whose parts and cards then
 * follow. From content/ (the project pages and the skill groups).
 */
const pages = Object.values(projectPages)
const wordsOf = (s: string): string[] => s.toLowerCase().match(/[a-z]+/g) ?? []
const galleries = (page: (typeof pages)[number]) => page.blocks.flatMap((b) => (b.type === 'gallery' && b.title ? [b] : []))
const signage = pages.flatMap((page) =>
  galleries(page)
    .filter((g) => /^signage$/i.test(g.title!))
    .map((g) => ({ page, gallery: g })),
)[0]
const tilesOf = (page: (typeof pages)[number]) => page.blocks.flatMap((b) => (b.type === 'linkTiles' ? b.tiles : []))
const shared = skillGroups.flatMap((group) => {
  const having = pages.filter((p) => wordsOf(group.title).every((w) => wordsOf(p.title).includes(w)) && tilesOf(p).length >= 2)
  return having.length === 1 ? [{ group, page: having[0]! }] : []
})[0]
const cards = shared ? tilesOf(shared.page).find((t) => /\bcards\b/i.test(t.title)) : undefined

describe('parts by the trade’s word', () => {
  it('the content has a one-word Signage part and a skill group sharing a project name with a cards part (guard)', () => {
    expect(signage).toBeDefined()
    expect(cards).toBeDefined()
  })

  it('ok and what did you do for the signs in that project: the Signage part', async () => {
    const got = await askTurns([`tell me about the ${signage!.page.title} project`, 'ok and what did you do for the signs in that project'])
    expect(got.answer).toContain(signage!.gallery.description)
  })

  it('that upscaling thing, which tool you use for it? names no part (guard)', async () => {
    const got = await askTurns(['what you do with AI?', 'that upscaling thing, which tool you use for it?'])
    expect(got.answer).toMatch(/\buses\b/)
  })

  it('have you done brand identity work? then what is included, then the business cards', async () => {
    const group = shared!.group.title.toLowerCase()
    const first = await askTurns([`have you done ${group} work?`])
    expect(first.sources).toContain(`/portfolio/${shared!.page.id}`)
    const got = await askTurns([`have you done ${group} work?`, "what's included in it?", 'and the business cards, what are they like?'])
    expect(got.answer).toContain(cards!.description)
  })
})
