import { describe, expect, it } from 'vitest'
import { overviewSkills } from '#content/about.ts'
import { categories, categoryList } from '#content/categories.ts'
import { homeContent } from '#content/home.ts'
import { projects } from '#content/lib/projects.ts'
import type { ProjectCard } from '#content/lib/schema.ts'
import { owner } from '#content/owner.ts'
import { skillGroups } from '#content/skills.ts'
import { tools } from '#content/tools.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * Levels asked in the visitor's words ('know InDesign well enough', 'what number does graphic design have', 'give me
 * numbers'), profiles asked as 'is the designer on Instagram', the kind of work a question counts or asks about, and
 * the piece a statement describes when the question asks whether one like it was made. Every expectation comes from
 * content/.
 */
const toolNamed = (name: string) => tools.find((t) => t.name === name)!
const pageOf = (card: ProjectCard) => (card.action.kind === 'internal' ? card.action.to : '')
const counted = (n: number) =>
  new RegExp(`\\b(${n}|${['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'][n]})\\b`, 'i')
const allSkills: readonly { name: string; level: number }[] = skillGroups.flatMap(
  (g): readonly { name: string; level: number }[] => g.skills,
)
const typography = allSkills.find((s) => s.name === 'Typography')!
const galleries = projects.stationery.blocks.filter((b) => b.type === 'gallery' && b.title)
const middle = galleries[(galleries.length - 1) / 2]!
const videoEditing = skillGroups.find((g) => /\bvideo\b/i.test(g.title))!
const bestVideoSkill = [...(videoEditing.skills as readonly { name: string; level: number }[])].sort((a, b) => b.level - a.level)[0]!

const weddingCta = projects['wedding-photography'].blocks.find((b) => b.type === 'cta')!
/** What the wedding page offers before its first comma: the kinds of coverage. */
const coverage = (weddingCta.type === 'cta' ? (weddingCta.description ?? '') : '').split(',')[0]!

describe('levels and kinds asked', () => {
  it('is the designer on Instagram, and Behance: the profiles', async () => {
    const got = await askTurns(['Is the designer on Instagram? Also Behance (my niece says artists use it) and LinkedIn?'])
    expect(got.answer).toContain(owner.profiles.instagram)
    expect(got.answer).toContain(owner.profiles.behance)
  })

  it('email addy pls? + do u have insta: both parts', async () => {
    const got = await askTurns(['email addy pls? + do u have insta and behance'])
    expect(got.answer).toContain(owner.email)
    expect(got.answer).toContain(owner.profiles.behance)
  })

  it('how good at webflow vs lovable, scores pls, deciding which one to build in: both levels', async () => {
    const got = await askTurns(['how good r u at webflow vs lovable? scores pls, deciding which one to build our MVP site in'])
    for (const name of ['Webflow', 'Lovable']) expect(got.answer).toContain(`${toolNamed(name).proficiency}%`)
  })

  it('do you know InDesign well enough: its level', async () => {
    const got = await askTurns(['do you know InDesign well enough for a 20-page investor report?'])
    expect(got.answer).toContain(`${toolNamed('InDesign').proficiency}%`)
  })

  it('what number does graphic design have on the bars of the About page: its level there', async () => {
    const bar = overviewSkills.find((s) => s.name === 'Graphic Design')!
    const got = await askTurns(['on the about me page with the bars, what number does graphic design have?'])
    expect(got.answer).toContain(`${bar.level}%`)
  })

  it('how good with fonts and lettering? give me numbers: the typography level, and nothing else counted', async () => {
    const got = await askTurns(['how good with fonts and lettering? give me numbers'])
    expect(got.answer).toContain(`${typography.level}%`)
    for (const stat of homeContent.stats) expect(got.answer).not.toContain(stat.label)
  })

  it('how many websites are shown in the web design part: the websites, not the web design skills', async () => {
    const sites = categories['web-design'].cards
    const got = await askTurns(['How many websites are shown in the web design part of the portfolio?'])
    expect(got.answer).toMatch(counted(sites.length))
    for (const card of sites) expect(got.answer).toContain(card.title)
  })

  it('the strongest video editing skill is still a skill (guard)', async () => {
    const got = await askTurns(["what's your strongest video editing skill?"])
    expect(got.answer).toContain(bestVideoSkill.name)
  })

  it('how many images in the middle one: the middle part of the page', async () => {
    expect(galleries.length % 2).toBe(1)
    const got = await askTurns(['what does the stationery project include?', 'how many images in the middle one?'])
    expect(got.answer).toContain(middle.type === 'gallery' ? middle.title! : '')
    expect(got.answer).toContain(String(middle.type === 'gallery' ? middle.images.length : 0))
  })

  it('a quick overview of what you actually do for clients: the categories', async () => {
    const got = await askTurns(['quick overview of what you actually do for clients? the main service areas'])
    for (const c of categoryList) expect(got.answer).toContain(c.title)
  })

  it('something similar I can forward them: the piece the statement describes', async () => {
    const property = categories['social-media'].cards.find((c) => c.tags.includes('Property'))!
    const got = await askTurns([
      'Client of ours is a property developer, launching two glass residential towers plus some villas. They need a run of posts announcing the listings and the launch. Do you have something similar I can forward them?',
    ])
    expect(got.sources).toContain(pageOf(property))
  })

  it('have you built a site that solves this: the site the statement describes', async () => {
    const gym = categories['web-design'].cards.find((c) => /\bclass/i.test(c.description) && /\btrial/i.test(c.description))!
    const got = await askTurns([
      'We manage 3 gyms. Members keep calling to ask what time the spin class is and new people cannot sign up for a free first session online. Have you built a site that solves this?',
    ])
    expect(got.answer).toContain(gym.title)
  })

  it('my own website answering for me is the chatbot work, not a site (guard)', async () => {
    const chatbots = categories['artificial-intelligence'].cards.find((c) => c.action.kind === 'widget')!
    const got = await askTurns([
      "I'm tired of answering the same customer questions on my shop's website at 2am. Is there a way my site could answer them for me?",
    ])
    expect(got.answer).toContain(chatbots.title)
  })

  it('anything comparable that I could show my director: the shoot the statement describes (guard)', async () => {
    const fragrance = categories.photography.cards.find((c) => c.tags.includes('Fragrance'))!
    const got = await askTurns([
      `I am the e-commerce manager for a small house that makes its own scents in faceted glass bottles. Our online shop images look flat: the glass reflects everything, the liquid looks grey and the caps disappear. Has ${owner.name.split(' ')[0]} photographed anything comparable that I could show my director?`,
    ])
    expect(got.sources).toContain(pageOf(fragrance))
  })

  it('the entire day or just the vows: the kinds of coverage the wedding page offers', async () => {
    expect(coverage.length).toBeGreaterThan(0)
    const got = await askTurns(['hi!! do you photograph weddings? 💍', 'would you stay the entire day or just for the vows?'])
    expect(got.answer).toContain(coverage)
  })

  it('is it full day or just the ceremony, between a price and a booking: the coverage, with no yes', async () => {
    const got = await askTurns(['wedding shoot: how much does it cost, is it full day or just the ceremony, and how do i book? thx 🙏'])
    expect(got.answer).toContain(coverage)
    expect(got.answer).not.toMatch(/\bYes\b/)
  })

  it('and does it go to anyone else, after saving what is typed: the privacy page (guard)', async () => {
    const got = await askTurns(['When I type something in this chat, do you save it somewhere?', 'and does it go to anyone else?'])
    expect(got.sources).toContain('/privacy')
  })
})
