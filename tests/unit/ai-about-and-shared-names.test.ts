import { describe, expect, it } from 'vitest'
import { capabilities } from '#content/about.ts'
import { categories } from '#content/categories.ts'
import { folderProjects } from '#content/lib/photo-pages.ts'
import { projects } from '#content/lib/projects.ts'
import { portfolioPath } from '#content/lib/routes.ts'
import type { ProjectCard, ProjectPage } from '#content/lib/schema.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * The things the About page says the owner does, as a list to pick from; pieces whose names start alike, answered
 * together and told apart; every piece of a list, the last one too; and a piece picked by what its card's picture
 * shows. Every expectation comes from content/.
 */
const photos = categories.photography.cards
const pageOf = (card: ProjectCard) => (card.action.kind === 'internal' ? card.action.to : '')
const pages = Object.values<ProjectPage>({ ...projects, ...folderProjects })
/** Every shoot the photography page shows: its six cards, then its row of more. */
const shoots = [
  ...photos.map((c) => ({ title: c.title, page: pageOf(c), description: c.description })),
  ...(categories.photography.more?.links ?? []).map((l) => ({
    title: l.title,
    page: l.to,
    description: pages.find((p) => portfolioPath(p.id) === l.to)?.description ?? '',
  })),
]
const wordsOf = (text: string): string[] => text.toLowerCase().match(/[a-z]+/g) ?? []
const videoThing = capabilities.find((c) => /\bvideo\b/i.test(c.title))!

/** Two shoots whose titles start with the same two words. */
const alike = (() => {
  for (const a of shoots)
    for (const b of shoots) {
      const start = a.title.split(' ').slice(0, 2).join(' ')
      if (a !== b && b.title.startsWith(`${start} `) && a.title.split(' ').length > 2) return { start, pair: [a, b] as const }
    }
  return undefined
})()

/** Each card but the first, with the words its picture shows that nothing else of the list says. */
const pictured = photos.slice(1).map((card) => {
  const others = new Set(photos.filter((c) => c !== card).flatMap((c) => wordsOf(`${c.title} ${c.description} ${c.image.alt}`)))
  const own = new Set(wordsOf(`${card.title} ${card.description}`))
  return { card, words: wordsOf(card.image.alt.replace(/^[^:]*:/, '')).filter((w) => w.length >= 5 && !others.has(w) && !own.has(w)) }
})

describe('the About page and names alike', () => {
  it("the six things the About page lists, then the video one's skills", async () => {
    const turns = ['On your About page, what are the six things you do?']
    const listed = await askTurns(turns)
    for (const c of capabilities) expect(listed.answer).toContain(c.title)
    expect(listed.sources).toContain('/about')
    const picked = await askTurns([...turns, 'the video one - which skills are listed under it?'])
    for (const skill of videoThing.skills) expect(picked.answer).toContain(skill)
  })

  it('the third one of the About page things: its skill tags', async () => {
    const got = await askTurns(['What are the six capabilities listed on the About page?', 'Which skill tags go with the third one?'])
    for (const skill of capabilities[2].skills) expect(got.answer).toContain(skill)
  })

  it('following what I do on this site is about cookies, not the About page (guard)', async () => {
    const got = await askTurns(['Honest question: is this website saving cookies on my phone or following what I do? I hate that.'])
    expect(got.sources).toContain('/privacy')
  })

  it('pieces whose names start alike: both, then the one a word of its own picks', async () => {
    expect(alike).toBeDefined()
    const [a, b] = alike!.pair
    const turns = [`tell me about the ${alike!.start} photos`]
    const both = await askTurns(turns)
    expect(both.answer).toContain(a.title)
    expect(both.answer).toContain(b.title)
    const onlyA = wordsOf(a.description).filter((w) => /^[a-z]{5,}$/.test(w) && !wordsOf(`${b.title} ${b.description}`).includes(w))
    const word = onlyA.sort((x, y) => y.length - x.length)[0]!
    const picked = await askTurns([...turns, `which one has the ${word}?`])
    expect(picked.sources).toContain(a.page)
  })

  it("two ones a word calls, what's the difference: each of them", async () => {
    const [a, b] = alike!.pair
    const word = wordsOf(a.title).find(
      (w) => w.length >= 4 && wordsOf(`${b.title} ${b.description}`).includes(w) && !alike!.start.toLowerCase().includes(w),
    )!
    const called = shoots.filter((c) => wordsOf(`${c.title} ${c.description}`).includes(word))
    expect(called.length).toBeGreaterThanOrEqual(2)
    const got = await askTurns(['which photo shoots have you done?', `there are two ${word} ones?? whats the difference between them`])
    for (const card of called) expect(got.answer).toContain(card.title)
  })

  it('the last one of a list is its last piece, though its name is inside another', async () => {
    const got = await askTurns(['which photo shoots have you done?', 'the last one?'])
    expect(got.sources).toContain(shoots.at(-1)!.page)
  })

  it("a piece picked by what its card's picture shows: one of its picture's own words picks it", async () => {
    const pickable = pictured.filter((p) => p.words.length > 0)
    expect(pickable.length).toBeGreaterThan(1)
    for (const { card, words } of pickable) {
      const picks = await Promise.all(words.map((w) => askTurns(['what kinda photography do u do', `the ${w} one, what is it for?`])))
      expect(
        picks.some((got) => got.sources.includes(pageOf(card))),
        card.title,
      ).toBe(true)
    }
  })
})
