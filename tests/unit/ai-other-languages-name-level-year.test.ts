import { describe, expect, it } from 'vitest'
import { categoryList } from '#content/categories.ts'
import { videographyCards } from '#content/cards/videography.ts'
import { owner } from '#content/owner.ts'
import { skillGroups } from '#content/skills.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * Other languages ask the designer's name ('como se chama o designer'), how good a skill is in percent ('wie gut … in
 * Prozent') and the year of a piece ('hangi yıl'): each gets the site's fact.
 */
describe('name, level and year asked in other languages', () => {
  it.each(['oi, como se chama o designer? temos uma clínica em Lisboa', '¿cómo se llama el diseñador?', 'wie heißt der Designer?'])(
    '%s',
    async (message) => {
      const got = await askTurns([message])
      expect(got.answer).toContain(owner.name)
    },
  )

  it.each(skillGroups.map((g) => [g.skills[0].name, g.skills[0]] as const))('wie gut … in Prozent: the level of %s', async (_n, skill) => {
    const got = await askTurns([`Wir brauchen Hilfe bei einem Projekt. Wie gut ist er bei ${skill.name}, in Prozent?`])
    expect(got.answer).toContain(`${skill.level}%`)
  })

  it('wie gut … beim Entfernen von Hintergründen, in Prozent: the same level as asked in English', async () => {
    const percents = (text: string) => [...new Set([...text.matchAll(/\d+%/g)].map((m) => m[0]))].sort()
    const english = await askTurns(['We need cut-out product photos. How good is he at removing backgrounds, in percent?'])
    const german = await askTurns(['Wir brauchen freigestellte Produktfotos. Wie gut ist er beim Entfernen von Hintergründen, in Prozent?'])
    expect(percents(german.answer)).toEqual(percents(english.answer))
    expect(german.sources).toContain('/skills')
  })

  it('hangi yıl: the year of a piece and the page whose card shows it', async () => {
    const [category, card] = categoryList.flatMap((c) =>
      c.cards.filter((k) => k.year && k.action.kind === 'internal').map((k) => [c, k] as const),
    )[0]!
    const got = await askTurns([`Merhaba, ${card.title} fotoğrafları hangi yıl yapıldı?`])
    expect(got.answer).toContain(String(card.year))
    expect(got.sources).toContain(`/portfolio/${category.id}`)
  })

  it.each(
    videographyCards
      .filter((c) => c.duration)
      .slice(0, 2)
      .map((c) => [c.title, c] as const),
  )('kaç saniye sürüyor: how long %s runs', async (_t, film) => {
    const got = await askTurns([`merhaba, portfolyodaki ${film.title} videosu kaç saniye sürüyor?`])
    expect(got.answer).toContain(film.duration!)
  })
})
