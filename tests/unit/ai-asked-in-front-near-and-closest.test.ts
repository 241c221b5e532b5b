import { describe, expect, it } from 'vitest'
import { categoryList } from '#content/categories.ts'
import { videographyCards } from '#content/cards/videography.ts'
import { privacyPage } from '#content/legal.ts'
import { site } from '#content/site.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * '3 qs about the teaser: how long is it, what year …?' asks each of the thing named in front; 'what made the X?' asks
 * its tools; 'are you somewhere near us?' asks where the owner works from; '…passed to some AI company, which one?' asks
 * the provider; 'which of your projects is closest?' after a need asks for the work nearest it; projects and years asked
 * in Dutch and Turkish.
 */
describe('asked of the thing in front, from afar, and the closest work', () => {
  it.each(videographyCards.filter((f) => f.duration && f.year).map((f) => [f.title, f] as const))(
    '3 qs about the %s: how long is it, what year …?',
    async (_t, film) => {
      const got = await askTurns([`3 qs about the ${film.title}: how long is it, what year, and what was it for?`])
      expect(got.answer).toContain(film.duration!)
      expect(got.answer).toContain(String(film.year))
    },
  )

  const withTools = categoryList.flatMap((c) => c.cards.filter((k) => k.tools?.length).map((k) => [k.title, k] as const))
  it.each(withTools)('what made the %s? names its tools', async (_t, card) => {
    const got = await askTurns([`what made the ${card.title}?`])
    expect(card.tools!.some((t) => got.answer.includes(t))).toBe(true)
  })

  it('what made the logo so memorable? asks no tool (guard)', async () => {
    const got = await askTurns(['what made the logo so memorable?'])
    expect(got.answer).not.toMatch(/\buses\b/)
  })

  it.each(['are you somewhere near us?', 'do you take on companies that arent near you??', 'can you work with us from afar?'])(
    '%s: where the owner works from',
    async (message) => {
      const got = await askTurns([message])
      expect(got.answer.toLowerCase()).toContain(
        site.location
          .toLowerCase()
          .split(',')[0]!
          .replace(/^available /, ''),
      )
      expect(got.kinds).not.toContain('not-on-site')
    },
  )

  it('…does it get passed to some AI company, which one? is the provider paragraph', async () => {
    const provider = privacyPage.sections.flatMap((s) => s.paragraphs).find((p) => /\bprovider\b/i.test(p) && /\bforward/i.test(p))
    expect(provider).toBeDefined()
    const got = await askTurns([
      'quick privacy thing. does this website drop cookies? and the stuff i type in this chat, does it get passed to some AI company, which one?',
    ])
    expect(got.answer).toContain(provider!)
  })

  const cards = categoryList.flatMap((c) =>
    c.cards
      .filter((k) => k.action.kind === 'internal')
      .slice(0, 2)
      .map((k) => [k.title, c, k] as const),
  )
  it.each(cards)('a need like %s, then "which of your projects is closest?"', async (_t, category, card) => {
    const need = card.description.split(/[:.,]/)[0]!.toLowerCase()
    const got = await askTurns([`I weave rugs by hand and want ${need}. Which of your projects is closest?`])
    expect([`/portfolio/${card.id}`, `/portfolio/${category.id}`].some((p) => got.sources.includes(p))).toBe(true)
  })

  it.each([
    ['Hoi, hoeveel projecten heeft de ontwerper in totaal al afgerond?', site.projectsCompleted],
    ['Merhaba, kaç yıldır bu işi yapıyor?', site.experience],
  ])('%s', async (message, fact) => {
    const got = await askTurns([message])
    expect(got.answer).toContain(fact)
  })
})
