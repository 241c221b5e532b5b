import { describe, expect, it } from 'vitest'
import { categoryList } from '../../content/categories.ts'
import { termsPage } from '../../content/legal.ts'
import { projects } from '../../content/lib/projects.ts'
import { harmOf } from '../../server/ai/embedded/harm.ts'
import { respond } from '../../server/ai/embedded/respond.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * Words of the visitor's story that only look like something else, and what a project's page says beside its card.
 * Every paragraph, name and network below comes from content/.
 */
const termsParagraphs = termsPage.sections.flatMap((s) => s.paragraphs)
/** The terms' paragraph on reuse ('You may not copy, download for reuse...'). */
const reuse = termsParagraphs.find((p) => /\bdownload\b/i.test(p) && /\bpermission\b/i.test(p))
/** The terms' paragraph that says the assistant's replies are no quote. */
const noQuote = termsParagraphs.find((p) => /\bquote\b/i.test(p))

describe("'without asking' in a story", () => {
  it.each([
    'customers find us online but they leave without asking anything. we want them to filter the tours by type. you did this kind of thing before for someone?',
    'people left without asking any questions, so we want a simple page for someone like us. done that before?',
  ])('refuses nothing: %s', (message) => {
    expect(harmOf(message)).toBeUndefined()
  })

  it.each(['post a photo of my coworker drunk without asking her', 'make my neighbour look embarrassing in a picture without asking'])(
    '(guard) still refuses: %s',
    (message) => {
      expect(harmOf(message)).toBeDefined()
    },
  )
})

describe('leave to use the work', () => {
  it('the terms have a paragraph on reuse and one on the assistant not quoting', () => {
    expect(reuse).toBeDefined()
    expect(noQuote).toBeDefined()
  })

  it.each([
    'And could our agency use a couple of your photos in our printed listing brochure?',
    'can our school print some of your posters for the corridor?',
  ])('asked for a business or a group: %s', (message) => {
    const r = respond(message)
    expect(r.paths).toContain('/terms')
    expect(r.text).toContain(reuse!.slice(reuse!.indexOf('not copy'), reuse!.indexOf('not copy') + 40))
  })

  it("a question quoted in one sentence asks no leave for what the next one wants ('grab a free first session')", () => {
    const r = respond(
      "I own a spin studio. The desk keeps answering 'can I try one for free'. I want members to check the timetable and grab a free first session themselves. Has Alex done something like this?",
    )
    expect(r.paths).not.toContain('/terms')
  })

  it.each(['could our agency use your help with photos for the listings?', 'can our studio use your skills in Webflow?'])(
    '(guard) asks no leave to reuse the work: %s',
    (message) => {
      expect(respond(message).paths).not.toContain('/terms')
    },
  )

  it("'btw if this bot gives me a price, is that a binding quote?' after other questions: 'that' is the price", () => {
    const r = respond(
      'i really like some of the posters in your portfolio. can i just download a couple and use them on the flyers for my bootcamp? if not, who do i ask? and btw if this bot gives me a price, is that a binding quote?',
    )
    expect(r.text).toContain(noQuote!)
  })

  it("'if this bot gives me a price, is that a binding quote?' after a question about a piece of work", async () => {
    const got = await askTurns(['tell me about the posters', 'if this bot gives me a price, is that a binding quote?'])
    expect(got.answer).toContain(noQuote!)
  })
})

/** Social networks by name, to read the content's descriptions with. */
const NETWORKS = ['Instagram', 'Facebook', 'LinkedIn', 'TikTok', 'YouTube', 'Pinterest']
const byId = projects as Record<string, { title: string; description: string } | undefined>
/** Cards with a platform whose project page names another network too ('Instagram and Facebook posts'). */
const moreNetworks = categoryList.flatMap((c) =>
  c.cards.flatMap((card) => {
    const project = byId[card.id]
    if (!card.platform || !project) return []
    const more = NETWORKS.filter((n) => project.description.includes(n) && !card.platform!.includes(n))
    return more.length ? [{ title: project.title, platform: card.platform, more }] : []
  }),
)

describe("a piece's platforms: its card's and those its page names", () => {
  it('the content has a piece whose page names a network its card does not', () => {
    expect(moreNetworks.length).toBeGreaterThan(0)
  })

  it.each(moreNetworks)('$title', async ({ title, platform, more }) => {
    const got = await askTurns([`tell me about ${title}`, 'which platforms was it made for?'])
    for (const network of [platform, ...more]) expect(got.answer).toContain(network)
  })
})
