import { describe, expect, it } from 'vitest'
import { capabilities } from '#content/about.ts'
import { webDesignCards } from '#content/cards/web-design.ts'
import { categoryList } from '#content/categories.ts'
import { projectPages } from '#content/lib/projects.ts'
import { owner } from '#content/owner.ts'
import { tools } from '#content/tools.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * Needs said in a shop's own words (stories as the tall pictures behind the profile circle, a carousel as sliding from one
 * picture to the next, a price list to print), a piece named in front of its question, a time asked per kind of shoot,
 * profiles to follow, and the tools for video. From content/.
 */
const firstName = owner.name.split(/\s+/)[0]!
const pages = Object.values(projectPages)
const stories = pages.find((p) => /\b9:16\b/.test(p.description))
const swipeable = pages.find((p) => /\bswipe(able)?\b/i.test(p.description) && /\bslides?\b/i.test(p.description))
const grid = pages.find((p) => /\bnine-post grid\b/i.test(p.description))
const menuPage = pages.find((p) => p.blocks.some((b) => 'title' in b && /\bmenu\b/i.test(String(b.title))))
// The booking block of a photo page: what is booked, and what the visitor gets when.
const ctaOf = (p: (typeof pages)[number]) => {
  const block = p.blocks.find((b) => b.type === 'cta')
  return block?.type === 'cta'
    ? { description: block.description, service: block.action.kind === 'booking' ? block.action.service : '' }
    : undefined
}
const family = pages.find((p) => /\bfamily\b/i.test(p.title) && /\ba week later\b/i.test(ctaOf(p)?.description ?? ''))
const eventShoot = pages.find((p) => /\bevent\b/i.test(ctaOf(p)?.service ?? '') && /\bnext day\b/i.test(ctaOf(p)?.description ?? ''))
const featured = webDesignCards.find((c) => c.description.split(',').length >= 3)
const videoCapability = capabilities.find((c) => /\bvideo\b/i.test(c.title))
const videoTools = tools.filter((t) => /\bvideo\b/i.test(t.category))

describe('a salon and a hotel ask', () => {
  it('the content has stories, a carousel, a grid, a menu, a family and an event shoot with their times (guard)', () => {
    for (const page of [stories, swipeable, grid, menuPage, family, eventShoot]) expect(page).toBeDefined()
    expect(featured).toBeDefined()
    expect(videoCapability).toBeDefined()
    expect(videoTools.length).toBeGreaterThanOrEqual(2)
  })

  it('the tall full-screen pictures that open from the profile circle: the story graphics', async () => {
    const got = await askTurns([
      "for my hair salon I want those tall full-screen pictures that pop up when you tap on our profile circle, to announce promos like '20% off balayage this week'. has the designer made those before?",
    ])
    expect(got.answer).toContain(stories!.title)
    expect(got.sources).toContain(`/portfolio/${stories!.id}`)
  })

  it('posts where you slide with your finger from one picture to the next: the carousel', async () => {
    const got = await askTurns([
      "I'd like to post beard-care tips for the customers of my barbershop, but as those posts where you slide with your finger from one picture to the next, step 1, step 2, step 3. Does the designer do that?",
    ])
    expect(got.sources[0]).toBe(`/portfolio/${swipeable!.id}`)
  })

  it("'when people open our profile …' is told, and 'is there an example of that?' asks for the grid", async () => {
    const got = await askTurns([
      'when ppl open our nail salon profile on insta it looks like a messy random mix. I want it so the first 9 squares look like they belong together, like planned as one big picture. is there an example of that?',
    ])
    expect(got.sources[0]).toBe(`/portfolio/${grid!.id}`)
  })

  it('a new price list to put on the counter is a menu to design, not the prices', async () => {
    const got = await askTurns(['our salon needs a new price list / menu we can put on the counter, have u done menus?'])
    expect(got.sources).toContain(`/portfolio/${menuPage!.id}`)
    expect(got.sources).not.toContain('/terms')
  })

  it('your price list is still the prices (guard)', async () => {
    const got = await askTurns(['do you have a price list?'])
    expect(got.sources).toContain('/terms')
  })

  it('for the family shoot and for event coverage, each its own time', async () => {
    const got = await askTurns([
      "Hi! Bit of a weird combo: I'd like a family photo session with my kids, and separately my hair salon is hosting a big industry meeting next month. For the family shoot, how long until we get the edited photos? And for event coverage, how fast do the photos come back?",
    ])
    expect(got.answer).toMatch(/a week later/i)
    expect(got.answer).toMatch(/next day/i)
    expect(got.sources).toContain(`/portfolio/${eventShoot!.id}`)
  })

  it('in French, the services asked after the visitor tells of a shop: the categories', async () => {
    const got = await askTurns([
      "Bonjour ! J'ai un bar à ongles à Lyon et je cherche quelqu'un pour notre image. Quels services proposez-vous exactement ?",
    ])
    for (const category of categoryList) expect(got.answer).toContain(category.title)
  })

  it('a website named in front, then what features does it have: that website', async () => {
    const got = await askTurns([`${featured!.title} website — what features does it have? thinking something similar for our hostel café`])
    expect(got.answer).toContain(featured!.description.replace(/\.$/, ''))
  })

  it('on which social networks the owner can be followed: the profiles', async () => {
    const got = await askTurns([`on which social networks can i follow ${firstName}? want to look at more work before we hire`])
    for (const href of Object.values(owner.profiles)) expect(got.answer).toContain(href)
  })

  it('the tools for making or editing video: every tool whose kind is video', async () => {
    const got = await askTurns([
      'Of the tools you list, which ones are for making or editing video? Our lodge wants a short clip for Instagram.',
    ])
    for (const t of videoTools) expect(got.answer).toContain(t.name)
  })

  it('after the services, the software for video: the tools the About page lists for video', async () => {
    const got = await askTurns(['hi, what services do you offer?', 'ok. and for video, what software?'])
    const listed = tools.filter((t) => (videoCapability!.skills as readonly string[]).includes(t.name))
    expect(listed.length).toBeGreaterThanOrEqual(2)
    for (const t of listed) expect(got.answer).toContain(t.name)
    // Not the whole stack: a tool neither listed for video nor of a video kind is left out.
    const unrelated = tools.filter((t) => !listed.includes(t) && !videoTools.includes(t))
    for (const t of unrelated) expect(got.answer).not.toContain(t.name)
  })
})
