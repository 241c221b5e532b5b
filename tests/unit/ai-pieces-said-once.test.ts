import { describe, expect, it } from 'vitest'
import { capabilities } from '#content/about.ts'
import { categories, categoryList } from '#content/categories.ts'
import { projectPages } from '#content/lib/projects.ts'
import { owner } from '#content/owner.ts'
import { skillGroups } from '#content/skills.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * A project asked for as two kinds joined ('videos with AI') after 'also', a yes-no question followed by the visitor's
 * own situation, a piece's description said once when two parts ask about it, and 'it' for the piece the last answer
 * named rather than one whose name's words a description used. Every expectation comes from content/.
 */
const pages = Object.values(projectPages)
const films = pages.flatMap((page) => page.blocks.flatMap((b) => (b.type === 'videoCards' ? [{ page, videos: b.videos }] : [])))
const aiFilms = films.find(({ page }) => page.category === 'artificial-intelligence')
const imagesOf = (id: string) => projectPages[id]!.blocks.reduce((n, b) => n + (b.type === 'gallery' ? b.images.length : 0), 0)
/** A social media project named by a word the category's own description uses in another sense. */
const typography = pages.find((p) => p.category === 'social-media' && /^typograph/i.test(p.title))
const occurrences = (text: string, part: string) => text.split(part).length - 1

/** Of each category's pieces with pictures, the one with the fewest, where only one has that few. */
const fewest = categoryList.flatMap((c) => {
  const pieces = c.cards
    .map((card) => (card.action.kind === 'internal' ? projectPages[card.action.to.split('/').at(-1)!] : undefined))
    .filter((page) => page !== undefined)
    .map((page) => ({ title: page.title, images: imagesOf(page.id) }))
    .filter((p) => p.images > 0)
  const least = Math.min(...pieces.map((p) => p.images))
  const at = pieces.filter((p) => p.images === least)
  return pieces.length >= 2 && at.length === 1 ? [[c.title, at[0]!.title, least] as const] : []
})

/** Words that name something besides pieces: a category, a skill, a skill group, one of the About page's six things. */
const otherNames = [
  ...categoryList.map((c) => c.title),
  ...skillGroups.flatMap((g) => [g.title, ...g.skills.map((s) => s.name)]),
  ...capabilities.map((c) => c.title),
]
  .join(' ')
  .toLowerCase()
/** Two pieces of two categories whose names share a word nothing else is called by ('Ramadan'). */
const pairs = [...new Set(pages.flatMap((p) => p.title.toLowerCase().match(/[a-z]{5,}/g) ?? []))]
  .filter((word) => !new RegExp(`\\b${word}`).test(otherNames))
  .flatMap((word) => {
    const having = pages.filter((p) => new RegExp(`\\b${word}\\b`, 'i').test(p.title))
    return having.length === 2 && having[0]!.category !== having[1]!.category ? [[word, having[0]!, having[1]!] as const] : []
  })

describe('pieces said once', () => {
  it('the content has AI films and a typography series (guard)', () => {
    expect(aiFilms?.videos.length).toBeGreaterThan(1)
    expect(typography).toBeDefined()
  })

  it('do you also make videos with AI: the project of AI films and its films', async () => {
    const got = await askTurns(['do you also make videos with AI?'])
    expect(got.sources).toContain(`/portfolio/${aiFilms!.page.id}`)
    for (const video of aiFilms!.videos) expect(got.answer).toContain(video.title)
  })

  it('the first one, what was it for and how long does it run: its description once, and its running time', async () => {
    const first = aiFilms!.videos[0]!
    const got = await askTurns([
      'do you also make videos with AI? which ones are in your portfolio',
      'the first one — what was it for and how long does it run?',
    ])
    expect(occurrences(got.answer, first.description)).toBe(1)
    expect(got.answer).toContain(first.duration)
  })

  it('whats ur whatsapp number, and do u make websites, our hostel one is old: both answered', async () => {
    const got = await askTurns(['whats ur whatsapp number? and also do u make websites, our hostel one is from 2012 lol'])
    expect(got.answer).toContain(owner.whatsappNumber)
    expect(got.answer).toContain(categories['web-design'].cards[0]!.title)
  })

  it('the content has a category whose pieces differ in pictures (guard)', () => {
    expect(fewest.length).toBeGreaterThan(0)
  })

  it.each(fewest)('after the %s work, which of those has the fewest pictures: %s', async (category, title, least) => {
    const got = await askTurns([`show me ur ${category.toLowerCase()} work`, 'which of those has the fewest pictures?'])
    expect(got.answer).toContain(title)
    expect(got.answer).toMatch(new RegExp(`\\b${least}\\b`))
  })

  it('the content has two pieces of two categories sharing a word (guard)', () => {
    expect(pairs.length).toBeGreaterThan(0)
  })

  it.each(pairs.map(([word, first, second]) => [word, categories[first.category].title, second.title, second.id]))(
    'show me your %s work, the other one, not the %s one: %s',
    async (word, setAside, _title, id) => {
      const got = await askTurns([
        `show me your ${word} work`,
        `the other one, not the ${setAside.toLowerCase()} one — which platform was it made for?`,
      ])
      expect(got.sources).toContain(`/portfolio/${id}`)
    },
  )

  it('which post series, interested in the typography, how many posts does it have: that series', async () => {
    const got = await askTurns([
      'Which social media post series do you have? I am interested in the typography.',
      'How many posts does it have?',
    ])
    expect(got.sources).toContain(`/portfolio/${typography!.id}`)
    expect(got.answer).toMatch(new RegExp(`\\b${imagesOf(typography!.id)}\\b`))
  })
})
