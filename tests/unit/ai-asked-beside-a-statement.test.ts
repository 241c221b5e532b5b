import { describe, expect, it } from 'vitest'
import { aiCards } from '#content/cards/ai.ts'
import { categories } from '#content/categories.ts'
import { projectPages } from '#content/lib/projects.ts'
import { tools } from '#content/tools.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * Questions asked beside the visitor's own story: 'Your real estate posts: on which platform were they published?' asks
 * after the colon; a year in the statement ('our photos from 2010') is no year asked of the piece the question names;
 * a camera asked for is not a program the site lists; 'how many logo ideas' names the page's 'Logo Concepts'. From content/.
 */
const pages = Object.values(projectPages)
const posts = Object.values(categories).flatMap((c) => c.cards.filter((card) => card.platform))
const made = aiCards.filter((c) => c.tools?.length && projectPages[c.id])
const tilesOf = (page: (typeof pages)[number]) => page.blocks.flatMap((b) => (b.type === 'linkTiles' ? b.tiles : []))
/** A part whose title names ideas in the trade's word ('Logo Concepts'), with the numbers its description gives. */
const conceptParts = pages.flatMap((page) =>
  tilesOf(page)
    .filter((t) => /\bconcepts\b/i.test(t.title) && t.title.split(/\s+/).length === 2)
    .map((t) => [page.title, t.title.split(/\s+/)[0]!.toLowerCase(), t.description] as const),
)

/** Photo work for a kind of cosmetics ('product photography for fragrance brands'). */
const cosmetics = pages.filter((p) => p.category === 'photography' && /\b(fragrance|perfume|skincare|cosmetic)/i.test(p.description))

describe('asked beside a statement', () => {
  it('the content has posts made for a network, pieces made with tools, and a part of concepts (guard)', () => {
    expect(posts.length).toBeGreaterThan(0)
    expect(made.length).toBeGreaterThan(0)
    expect(conceptParts.length).toBeGreaterThan(0)
  })

  it.each(posts.map((p) => [p.title, p.platform!] as const))(
    "a statement, then 'your %s posts: on which platform were they published, and …?'",
    async (title, platform) => {
      const got = await askTurns([
        `My brother and I share an office lol. Your ${title} posts: on which platform were they published, and what colours did you use?`,
      ])
      expect(got.answer).toContain(platform)
    },
  )

  it.each(made.map((c) => [c.title, c] as const))(
    "'our photos from 2010' beside a question about %s: the piece, not a year",
    async (title, card) => {
      const got = await askTurns([
        `We have old photos of our clinic from 2010. What does your "${title}" project do exactly, and which tool do you use for it?`,
      ])
      expect(got.answer).toContain(card.description.slice(0, 40))
      expect(got.answer).not.toContain('2010')
      for (const tool of card.tools!) expect(got.answer).toContain(tool)
    },
  )

  it('have you photographed cosmetics: the photo work for a kind of cosmetics', async () => {
    expect(cosmetics.length).toBeGreaterThan(0)
    const got = await askTurns(['have you photographed cosmetics?'])
    expect(cosmetics.some((p) => got.sources.includes(`/portfolio/${p.id}`))).toBe(true)
  })

  it('a camera and lenses asked for: not a program on the tools list', async () => {
    const got = await askTurns(['What camera and lenses do you use for shooting? We want dance photos in a dark theatre so it matters'])
    expect(got.kinds).toContain('not-on-site')
    expect(got.answer).not.toMatch(/\buses\b/)
  })

  it('which computer programs do you use: the tools the site lists (guard)', async () => {
    const got = await askTurns(['Which computer programs does the designer use?'])
    expect(tools.filter((t) => got.answer.includes(t.name)).length).toBeGreaterThan(2)
  })

  it.each(conceptParts)('%s: how many %s ideas, asked for its concepts', async (title, thing, description) => {
    const got = await askTurns([`For the ${title.toLowerCase()} thing, how many ${thing} ideas did the AI spit out?`])
    expect(got.answer).toContain(description)
  })
})
