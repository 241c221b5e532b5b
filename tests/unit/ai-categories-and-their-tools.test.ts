import { describe, expect, it } from 'vitest'
import { categories, categoryList } from '#content/categories.ts'
import { portfolioPath } from '#content/lib/routes.ts'
import { skillGroups } from '#content/skills.ts'
import { tools } from '#content/tools.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * The categories as a list to pick from ('the video one' after the services), the tools a category's page lists,
 * the skills said as their groups, a piece told by how it was made, and a time asked of one medium. Every expectation
 * comes from content/.
 */
const video = categories.videography
const toolNames = new Set<string>(tools.map((t) => t.name))
const videoTools = video.skills.filter((s) => toolNames.has(s))
const otherTools = tools.filter((t) => !(video.skills as readonly string[]).includes(t.name))
const aiCards = categories['artificial-intelligence'].cards
const builtFast = aiCards.find((c) => /\bwebsite\b/i.test(c.title) && /\bin \w+ days\b/i.test(c.description))!
const builtIn = /\bin (\w+ days)\b/i.exec(builtFast.description)![1]!
const travelSite = categories['web-design'].cards.find((c) => /\btravel\b/i.test(c.description))!
const promptCard = aiCards.find((c) => /\bprompt\b/i.test(c.title))!
const retouching = skillGroups.find((g) => /\bretouch/i.test(g.title))!
const bestRetouching = [...retouching.skills].sort((a, b) => b.level - a.level)[0]!
const shootPages = categories.photography.cards.flatMap((c) => (c.action.kind === 'internal' ? [c.action.to] : []))

describe('categories and their tools', () => {
  it('the second one after the services is the second category', async () => {
    const got = await askTurns(['what services do u offer', 'the second one?'])
    expect(got.sources).toContain(portfolioPath(categoryList[1]!.id))
    expect(got.answer).toContain(categoryList[1]!.title)
  })

  it('ok the video one. what program do you edit in? after the services: the tools of the video page', async () => {
    expect(videoTools.length).toBeGreaterThan(0)
    const got = await askTurns(['what services do you offer exactly?', 'ok the video one. what program do you edit in?'])
    expect(got.sources).toContain(portfolioPath(video.id))
    expect(videoTools.some((t) => got.answer.includes(t))).toBe(true)
    for (const t of otherTools) expect(got.answer).not.toContain(t.name)
  })

  it('which software do you use for videography: every tool its page lists, and the page', async () => {
    const got = await askTurns(['which software do you use for videography?'])
    for (const t of videoTools) expect(got.answer).toContain(t)
    for (const t of otherTools) expect(got.answer).not.toContain(t.name)
    expect(got.sources).toContain(portfolioPath(video.id))
  })

  it('the skills page said as its groups; the photo editing one is the retouching group', async () => {
    const turns = ['what skills are on your skills page']
    const listed = await askTurns(turns)
    for (const g of skillGroups) expect(listed.answer).toContain(g.title)
    const best = await askTurns([...turns, 'the photo editing one, what are you best at there?'])
    expect(best.answer).toContain(bestRetouching.name)
  })

  it("can i see graphic design work: the Graphics category's page", async () => {
    const got = await askTurns(['hey can i see graphic design work'])
    expect(got.sources[0]).toBe(portfolioPath(categories.graphics.id))
  })

  it('branding for new companies is branding, not the stationery that names a company', async () => {
    const got = await askTurns(['do you do branding for new companies?'])
    expect(got.answer).toMatch(/\bbrand identity\b/i)
    expect(got.sources).not.toContain('/portfolio/stationery')
  })

  it('and that studio site made with AI, how many days did it take: both parts answered', async () => {
    const got = await askTurns([
      'what did you use to build the travel agency website? and that studio site made with AI, how many days did it take?',
    ])
    expect(got.answer).toContain(travelSite.title)
    expect(got.answer).toContain(builtIn)
  })

  it('a website up within the week: the website made in days, not the wedding photos delivered within hours', async () => {
    const got = await askTurns([
      'I need a website up really fast, like within the week, not in two months. Can that even be done these days?',
    ])
    expect(got.answer).toContain(builtIn)
    expect(got.sources.some((s) => shootPages.includes(s))).toBe(false)
  })

  it('AI projects? tl;dr, then the prompt one: the tools of that piece', async () => {
    const got = await askTurns(['AI projects? tl;dr', 'the prompt one — what tools?'])
    for (const t of promptCard.tools ?? []) expect(got.answer).toContain(t)
    expect(got.sources).toContain(promptCard.action.kind === 'internal' ? promptCard.action.to : '')
  })

  it('the holy month of fasting is still Ramadan (guard)', async () => {
    const got = await askTurns(['the holy month of fasting starts soon, have you done greeting posts for it?'])
    expect(got.answer).toMatch(/\bRamadan\b/)
  })

  it('ok the wedding one!! and a statement before the question still picks the wedding (guard)', async () => {
    const wedding = categories.photography.cards.find((c) => /\bwedding/i.test(c.title))!
    const got = await askTurns([
      'hiii what kinds of photo shoots do you do? 📸',
      'ok the wedding one!! forget the first peek, when would we get the WHOLE gallery?',
    ])
    expect(got.sources).toContain(wedding.action.kind === 'internal' ? wedding.action.to : '')
  })
})
