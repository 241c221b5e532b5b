import { describe, expect, it } from 'vitest'
import { webDesignCards } from '#content/cards/web-design.ts'
import { categorySummaries } from '#content/category-summaries.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * A site told by what it does for the visitor's customers: where each ingredient comes from and what to use morning and
 * evening (ingredient stories, a routine builder); a map of the shops that stock them (a map of partner cafes); words
 * changed without calling the designer (a site handed over ready to edit). From content/ (the web cards, the summaries).
 */
const routineSite = webDesignCards.find((c) => /\bingredient stories\b/i.test(c.description) && /\broutine builder\b/i.test(c.description))
const mapSite = webDesignCards.find((c) => /\bmap of partner\b/i.test(c.description))
const webSummary = Object.values(categorySummaries).find((s) => /\bready to edit\b/i.test(`${s.description} ${s.intro}`))

describe('sites told by what they do', () => {
  it('the content has a routine-builder site, a partner-map site and a web summary that hands sites over ready to edit (guard)', () => {
    expect(routineSite).toBeDefined()
    expect(mapSite).toBeDefined()
    expect(webSummary).toBeDefined()
  })

  it('soap and cream, where each ingredient comes from, what to use morning and evening, a similar kind of business: the routine site', async () => {
    const got = await askTurns([
      "My wife makes soap and face cream from our goats' milk. We'd like a clean website to show the products, tell where each ingredient comes from, and maybe help people pick what to use morning and evening. Did you do a site for a similar kind of business?",
    ])
    expect(got.answer).toContain(routineSite!.title)
  })

  it('a box every month and a map of the village shops that sell ours: the partner-map site', async () => {
    const got = await askTurns([
      'we grow vegetables for 100 families. we want people to sign up once and get a box every month without calling, and a map of the village shops that sell our leeks. anything in your work close to that?',
    ])
    expect(got.answer).toContain(mapSite!.title)
  })

  it('can I change the words on it myself later: the site is handed over ready to edit', async () => {
    const got = await askTurns(['if you make me a website, can I change the words on it myself later or do I have to call you every time?'])
    expect(got.answer).toMatch(/\bready to edit\b/i)
  })
})
