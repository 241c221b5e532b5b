import { describe, expect, it } from 'vitest'
import { categories, categoryList } from '#content/categories.ts'
import { termsPage } from '#content/legal.ts'
import { skillGroups } from '#content/skills.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * A greeting run into the question ('hey what skill areas…'), 'how many of those' after a list, whether a reply binds
 * ('is that binding?') after talk of the chat, and a piece's year, tools and platform, which its category page's card shows.
 */
describe('those counted, what binds, and what a card shows', () => {
  it('hey what skill areas … / how many of those areas are there in total?', async () => {
    const first = await askTurns(['hey what skill areas do u list for the designer'])
    for (const group of skillGroups) expect(first.answer).toContain(group.title)
    const got = await askTurns(['hey what skill areas do u list for the designer', 'and how many of those areas are there in total?'])
    expect(got.answer).toMatch(new RegExp(`\\(${skillGroups.length}\\)|\\b${skillGroups.length}\\b`))
    expect(got.sources).toContain('/skills')
  })

  it('what websites … / how many of those are there?', async () => {
    const shown = categories['web-design'].cards
    const got = await askTurns(['what websites have you made?', 'how many of those are there?'])
    expect(got.answer).toMatch(new RegExp(`\\(${shown.length}\\)`))
    for (const card of shown) expect(got.answer).toContain(card.title)
  })

  it('the terms about the chat / is that binding?', async () => {
    const clause = termsPage.sections.flatMap((s) => s.paragraphs).find((p) => /\bquote\b/i.test(p))!
    const got = await askTurns([
      'what do the terms of service say about you, the chatbot?',
      'so if you quote me a day rate, is that binding?',
    ])
    expect(got.sources).toContain('/terms')
    expect(got.answer).toContain(
      clause
        .split(/(?<=[.;])\s/)
        .find((x) => /\bquote\b/i.test(x))!
        .replace(/[.;]$/, ''),
    )
  })

  const cards = categoryList.flatMap((c) =>
    c.cards.filter((k) => k.action.kind === 'internal' && k.action.to !== `/portfolio/${c.id}`).map((k) => ({ category: c, card: k })),
  )

  it.each(
    cards
      .filter((x) => x.card.year)
      .slice(0, 3)
      .map((x) => [x.card.title, x] as const),
  )('what year was %s made?', async (_t, { category, card }) => {
    const got = await askTurns([`what year was ${card.title} made?`])
    expect(got.answer).toContain(String(card.year))
    expect(got.sources).toContain(`/portfolio/${category.id}`)
  })

  it.each(
    cards
      .filter((x) => x.card.tools?.length)
      .slice(0, 3)
      .map((x) => [x.card.title, x] as const),
  )('which software was used on %s?', async (_t, { category, card }) => {
    const got = await askTurns([`What's the ${card.title} project about?`, 'which software was used on it?'])
    for (const tool of card.tools!) expect(got.answer).toContain(tool)
    expect(got.sources).toContain(`/portfolio/${category.id}`)
  })
})
