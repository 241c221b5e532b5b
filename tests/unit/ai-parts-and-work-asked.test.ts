import { describe, expect, it } from 'vitest'
import { capabilities } from '#content/about.ts'
import { categoryList } from '#content/categories.ts'
import { categorySummaryList } from '#content/category-summaries.ts'
import { projectPages } from '#content/lib/projects.ts'
import { skillGroups } from '#content/skills.ts'
import { tools } from '#content/tools.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * A part of the project in talk named by its title ('the business cards in it'), work asked for by the name of a skill
 * group that a project shares ('any brand identity work I could look at?'), a count asked for the visitor's own
 * business ('for a restaurant chain: how many …'), and background removal said as cutting things out. Every
 * expectation comes from content/.
 */
const pages = Object.values(projectPages)
const wordsOf = (s: string): string[] => s.toLowerCase().match(/[a-z]+/g) ?? []
const tiles = pages.flatMap((page) =>
  page.blocks.flatMap((b) =>
    b.type === 'linkTiles' ? b.tiles.filter((t) => wordsOf(t.title).length >= 2).map((tile) => ({ page, tile })) : [],
  ),
)
/** Skill groups whose every word names one project: 'Brand Identity' and 'Brand Identity Design'. */
const sharedNames = skillGroups.flatMap((group) => {
  const having = pages.filter((p) => wordsOf(group.title).every((w) => wordsOf(p.title).includes(w)))
  return having.length === 1 ? [{ group, page: having[0]! }] : []
})
const allSkills: readonly { name: string; level: number }[] = skillGroups.flatMap(
  (g): readonly { name: string; level: number }[] => g.skills,
)

describe('parts and work asked', () => {
  it('the content has parts named by two words and a skill group sharing a project name (guard)', () => {
    expect(tiles.length).toBeGreaterThan(1)
    expect(sharedNames.length).toBeGreaterThan(0)
  })

  it.each(tiles.map(({ page, tile }) => [tile.title, page.title, tile.description]))(
    'what did you do for the %s in it, after the %s project: that part',
    async (title, project, description) => {
      const got = await askTurns([`tell me about the ${project} project`, `what did u do for the ${title.toLowerCase()} in it?`])
      expect(got.answer).toContain(description)
    },
  )

  it.each(
    tiles.flatMap(({ page, tile }) => {
      // A word of the part's title that no other part of the page has: 'the guidelines one'.
      const others = tiles.filter((t) => t.page === page && t.tile !== tile).flatMap((t) => wordsOf(t.tile.title))
      const word = wordsOf(tile.title).find((w) => w.length > 3 && !others.includes(w) && !wordsOf(page.title).includes(w))
      return word ? [[word, page.title, tile.description]] : []
    }),
  )('the %s one, what does it cover, after the deliverables of the %s project: that part', async (word, project, description) => {
    const got = await askTurns([
      `Tell me about the ${project} project, what deliverables were in it?`,
      `ok and the ${word} one, what does it cover exactly?`,
    ])
    expect(got.answer).toContain(description)
  })

  it.each(sharedNames.map(({ group, page }) => [group.title, page.title, `/portfolio/${page.id}`]))(
    'any %s work I could look at: the project %s, not the skills',
    async (group, _project, href) => {
      const got = await askTurns([`Do you have any ${group.toLowerCase()} work I could look at?`])
      expect(got.sources).toContain(href)
    },
  )

  it.each(categorySummaryList.map((c) => [c.title, c.projectCount.split(' ')[0]!]))(
    'for a restaurant chain: how many %s projects have you done: its count',
    async (title, count) => {
      const got = await askTurns([`for a restaurant chain: how many ${title.toLowerCase()} projects have you done?`])
      expect(got.answer).toContain(count)
    },
  )

  it.each(
    tools
      .filter((t) => /^AI /.test(t.category))
      .map((t) => [t.category.replace(/^AI /, '').toLowerCase(), t.name, t.proficiency] as const)
      // What a tool makes, where its category says it in one word ('AI Video').
      .filter(([made]) => /^(video|images?|music|audio|voice)$/.test(made)),
  )('after the AI tools, how proficient with the one that generates %s: %s', async (made, name, level) => {
    const got = await askTurns(['Which AI tools do you work with?', `And how proficient are you with the one that generates ${made}?`])
    expect(got.answer).toContain(name)
    expect(got.answer).toContain(`${level}%`)
  })

  it.each(categoryList.map((c) => [c.title, c.cards.map((card) => card.title)] as const))(
    'tell me about your %s work, which projects on the site demonstrate that: its pieces',
    async (title, pieces) => {
      const got = await askTurns([`tell me about your ${title} work`, 'Which projects on the site demonstrate that?'])
      for (const piece of pieces) expect(got.answer).toContain(piece)
    },
  )

  it('what services do you offer? please list them as on your About page: its list, and a pick from it', async () => {
    const listed = await askTurns(['What services do you offer? Please list them as on your About page.'])
    for (const c of capabilities) expect(listed.answer).toContain(c.title)
    const video = capabilities.find((c) => /\bvideo\b/i.test(c.title))!
    const got = await askTurns([
      'What services do you offer? Please list them as on your About page.',
      'For the video one, which tools are listed?',
    ])
    for (const skill of video.skills) expect(got.answer).toContain(skill)
  })

  it('can you cut products out of their backgrounds: the background removal skill', async () => {
    const skill = allSkills.find((s) => /background/i.test(s.name))!
    const got = await askTurns(['can you cut products out of their backgrounds for my online store?'])
    expect(got.answer).toContain(skill.name)
    expect(got.answer).toContain(`${skill.level}%`)
  })
})
