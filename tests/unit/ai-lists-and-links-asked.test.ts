import { describe, expect, it } from 'vitest'
import { categoryList } from '#content/categories.ts'
import { categorySummaries } from '#content/category-summaries.ts'
import { homeContent } from '#content/home.ts'
import { projectPages } from '#content/lib/projects.ts'
import { owner } from '#content/owner.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * The categories asked for in words no page uses ('what categories are in the portfolio?') and picked from by their
 * place, the files the site offers for download and one of their links picked by its place, and 'how can I contact
 * you?' asked in Arabic with a verb's own letters on the word. Every expectation comes from content/.
 */
/** Parts of project pages whose description lists three things or more ('Letterheads, envelopes, folders and invoices that …'). */
const listedParts = Object.values(projectPages).flatMap((page) =>
  page.blocks.flatMap((b) => {
    const items =
      b.type === 'gallery' && b.description
        ? /^([A-Z][\w\s-]*(?:, [\w\s-]+){2,} and [\w\s-]+?) (?:that|for|with|to)\b/.exec(b.description)?.[1]
        : undefined
    return items ? [[items.toLowerCase(), page.title] as const] : []
  }),
)
const ordinals = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth']

describe('lists and links asked', () => {
  it.each(['what categories are in the portfolio', 'what categories do you have?', 'which categories does the site have?'])(
    '%s: every category',
    async (question) => {
      const got = await askTurns([question])
      for (const c of categoryList) expect(got.answer).toContain(c.title)
    },
  )

  it.each(
    categoryList.slice(0, ordinals.length).map((c, i) => [ordinals[i]!, c.title, categorySummaries[c.id].projectCount.split(' ')[0]!]),
  )('what categories are in the portfolio, how many projects in the %s: %s, %s', async (nth, title, count) => {
    const got = await askTurns(['what categories are in the portfolio', `how many projects in the ${nth}?`])
    expect(got.answer).toContain(title)
    expect(got.answer).toContain(count)
  })

  it('the content has parts that list three things or more (guard)', () => {
    expect(listedParts.length).toBeGreaterThan(0)
  })

  it.each(listedParts)('we want matching %s for the shop, which project shows this: %s', async (items, title) => {
    const got = await askTurns([`Our office is a mess. We want matching ${items} for the shop. Which project shows this?`])
    expect(got.answer).toContain(title)
  })

  it.each(['can the designer make pictures just from a written description??', 'can you make images only from a short text description?'])(
    '%s: the prompt-generated images',
    async (question) => {
      const page = Object.values(projectPages).find((p) => /\bprompts?\b/i.test(p.title) && p.category === 'artificial-intelligence')!
      const got = await askTurns([question])
      expect(got.sources).toContain(`/portfolio/${page.id}`)
    },
  )

  it('what can I download from your site: the CV and the resume, not the terms', async () => {
    const got = await askTurns(['what can I download from your site?'])
    expect(got.answer).toContain(homeContent.downloads.cv.href)
    expect(got.answer).toContain(homeContent.downloads.resume.href)
    expect(got.sources).not.toContain('/terms')
  })

  it('the second one, can u give me the link: the second file only', async () => {
    const got = await askTurns(['what can I download from your site?', 'the second one, can u give me the link'])
    expect(got.answer).toContain(homeContent.downloads.resume.href)
    expect(got.answer).not.toContain(homeContent.downloads.cv.href)
  })

  it('how can I contact you, in Arabic with the verb of the first person: the contact details', async () => {
    const got = await askTurns(['مرحبا، عندي صالون حلاقة رجالي وأبغى شعار جديد. كيف أقدر أتواصل معك؟'])
    expect(got.answer).toContain(owner.email)
  })
})
