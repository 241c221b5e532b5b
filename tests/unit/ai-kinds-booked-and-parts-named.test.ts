import { describe, expect, it } from 'vitest'
import { categories } from '#content/categories.ts'
import { webDesignCards } from '#content/cards/web-design.ts'
import { projectPages } from '#content/lib/projects.ts'
import { owner } from '#content/owner.ts'
import { experienceYears } from '#content/lib/facts.ts'
import { skillGroups } from '#content/skills.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * Kinds asked as what can be booked ('what kinds of photo shoots can I book with you?'), a second question joined by
 * '+ whats', leave asked to use the site's own photos, a company offsite as an event, the parts of a project asked
 * as 'the brand identity work' and one of them as 'the cards', a website's contents asked beside a like-named
 * project, and a subscription told as 'get beans every month'. Every expectation comes from content/.
 */
const pages = Object.values(projectPages)
const wordsOf = (s: string): string[] => s.toLowerCase().match(/[a-z]+/g) ?? []
const photography = categories.photography
const hrefOf = (id: string) => `/portfolio/${id}`
const photoPages = pages.filter((p) => p.category === 'photography')
const ctaOf = (page: (typeof pages)[number]) => page.blocks.flatMap((b) => (b.type === 'cta' ? [b] : []))[0]
const serviceOf = (page: (typeof pages)[number]) => {
  const action = ctaOf(page)?.action
  return action?.kind === 'booking' ? action.service : ''
}
const productPage = photoPages.find((p) => /\bproduct\b/i.test(serviceOf(p)))
const eventPage = photoPages.find((p) => /\bevent\b/i.test(serviceOf(p)))
const tilesOf = (page: (typeof pages)[number]) => page.blocks.flatMap((b) => (b.type === 'linkTiles' ? b.tiles : []))
/** Skill groups whose every word names one project with parts: 'Brand Identity' and 'Brand Identity Design'. */
const sharedNames = skillGroups.flatMap((group) => {
  const having = pages.filter((p) => wordsOf(group.title).every((w) => wordsOf(p.title).includes(w)) && tilesOf(p).length >= 2)
  return having.length === 1 ? [{ group, page: having[0]! }] : []
})
/** A part called by the last word of its title, which no other part of its page ends with ('the cards'). */
const lastWordParts = sharedNames.flatMap(({ group, page }) =>
  tilesOf(page).flatMap((tile) => {
    const last = wordsOf(tile.title).at(-1)!
    const others = tilesOf(page).filter((t) => t !== tile && wordsOf(t.title).includes(last))
    return last.length > 3 && last.endsWith('s') && others.length === 0 ? [{ group, page, tile, last }] : []
  }),
)
const subscriptionSite = webDesignCards.find((c) => /\bsubscription\b/i.test(c.description))

describe('kinds booked and parts named', () => {
  it('the content has photography with a product and an event shoot, shared names with parts and a subscription site (guard)', () => {
    expect(photography).toBeDefined()
    expect(productPage).toBeDefined()
    expect(eventPage).toBeDefined()
    expect(lastWordParts.length).toBeGreaterThan(0)
    expect(subscriptionSite).toBeDefined()
  })

  it('what kinds of photo shoots can I book with you: the photography pieces, then the product one is what is delivered', async () => {
    const kinds = await askTurns(['What kinds of photo shoots can I book with you?'])
    expect(kinds.sources).toContain(hrefOf(photography.id))
    expect(photoPages.filter((p) => kinds.answer.includes(p.title)).length).toBeGreaterThanOrEqual(3)
    const description = ctaOf(productPage!)?.description
    expect(description).toBeDefined()
    const product = await askTurns([
      'What kinds of photo shoots can I book with you?',
      'We sell a smart kettle online. For the product one, what exactly do we get at the end?',
    ])
    expect(product.answer).toContain(description)
  })

  it('how much experience does the designer have + whats your instagram: both', async () => {
    const got = await askTurns(['how much experience does the designer have + whats your instagram'])
    expect(got.answer).toContain(experienceYears)
    expect(got.answer).toContain(owner.profiles.instagram)
  })

  it.each(photoPages.map((p) => [p.title]))(
    'can i just grab one of the %s photos from your site for my flyer: the terms, not a refusal',
    async (title) => {
      const got = await askTurns([
        `can i just grab one of the ${title.toLowerCase()} photos from your site and put it on the little flyer for my pet shop? its only for local use`,
      ])
      expect(got.kinds).not.toContain('refusal')
      expect(got.sources).toContain('/terms')
    },
  )

  it.each([['offsite'], ['away day'], ['team day']])(
    'if you photograph our company %s, how soon do we get the pictures: the event shoot',
    async (what) => {
      const got = await askTurns([`if you photograph our company ${what}, how soon after do we get the pictures?`])
      expect(got.sources).toContain(hrefOf(eventPage!.id))
    },
  )

  it.each(sharedNames.map(({ group, page }) => [group.title, page.title]))(
    'what did the %s work include: the parts of %s',
    async (group, title) => {
      const page = pages.find((p) => p.title === title)!
      const got = await askTurns([`hey, what did the ${group.toLowerCase()} work include?`])
      for (const tile of tilesOf(page)) expect(got.answer).toContain(tile.title)
    },
  )

  it.each(lastWordParts.map(({ group, tile, last }) => [last, group.title, tile.description]))(
    'tell me more about the %s, after what the %s work included: that part',
    async (last, group, description) => {
      const got = await askTurns([`hey, what did the ${group.toLowerCase()} work include?`, `tell me more about the ${last}`])
      expect(got.answer).toContain(description)
    },
  )

  it.each(webDesignCards.filter((c) => c.action.kind === 'external').map((c) => [c.title, c.description]))(
    'what does the %s website have on it: that site (guard)',
    async (title, description) => {
      const got = await askTurns([`what does the ${title.toLowerCase()} website have on it`])
      expect(got.answer).toContain(description)
    },
  )

  it('a website where people sign up to get beans every month: the site with a subscription', async () => {
    const got = await askTurns([
      'I run a tiny roasting business beside my day job as an app dev. I want a website where people sign up to get beans every month and can read how to brew them. Have you done a site like that?',
    ])
    expect(got.answer.indexOf(subscriptionSite!.title)).toBeGreaterThanOrEqual(0)
    const first = webDesignCards.map((c) => got.answer.indexOf(c.title)).filter((i) => i >= 0)
    expect(Math.min(...first)).toBe(got.answer.indexOf(subscriptionSite!.title))
  })
})
