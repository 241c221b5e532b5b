import { describe, expect, it } from 'vitest'
import { categoryList } from '#content/categories.ts'
import { tools } from '#content/tools.ts'
import { askTurns } from '../eval/ask.ts'
import { wedding } from './fixtures/wedding-first-look.ts'

/**
 * What the visitor puts in front of a statement or a question is what the question asks about: 'for the weddings - we
 * are only doing a small ceremony. do we have to book the whole day?', 'for the video part, which software do you work
 * in?' after a long first message, 'the skincare one sounds like us, we sell face oils next to our classes. what was on
 * that site?'. From content/ (the wedding page, the video tools, the websites' cards).
 */
const videoTools = tools.filter((t) => /^video editing$/i.test(t.category))
const websites = categoryList.find((c) => c.id === 'web-design')!
const picked = websites.cards.find(
  (c) => c.title.split(' ').length === 2 && websites.cards.filter((o) => o.title.split(' ')[0] === c.title.split(' ')[0]).length === 1,
)!
const word = picked.title.split(' ')[1]!.toLowerCase()

describe('what is named in front', () => {
  it('the content has a wedding page with a call to action, video tools and websites (guard)', () => {
    expect(wedding).toBeDefined()
    expect(videoTools.length).toBeGreaterThan(0)
    expect(picked).toBeDefined()
  })

  it('for the weddings - a statement - then the question: the wedding page answers', async () => {
    const got = await askTurns([
      'what photography do u offer',
      'for the weddings - we are only doing a small ceremony, no big party. do we have to book the whole day?',
    ])
    expect(got.answer).toContain(wedding!.title)
    expect(got.sources).toContain(`/portfolio/${wedding!.id}`)
  })

  it('for the video part, which software: the video tools, not the work the last answer named', async () => {
    const got = await askTurns([
      'what services do you offer exactly? we are a yin yoga studio looking for help with many things',
      'for the video part, which software do you work in?',
    ])
    for (const t of videoTools) expect(got.answer).toContain(t.name)
  })

  it(`the ${word} one sounds like us, a long statement, then what was on that site`, async () => {
    const got = await askTurns([
      `show me the ${websites.title.toLowerCase()} work you made pls`,
      `the ${word} one sounds like us, we sell natural face oils next to our classes and want the same. what was on that site?`,
    ])
    expect(got.answer).toContain(picked.title)
  })
})
