import { describe, expect, it } from 'vitest'
import { owner } from '../../content/owner.ts'
import { contactPage } from '../../content/placeholders.ts'
import { site } from '../../content/site.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * Key terms in Turkish, Italian, Portuguese, Polish and Spanish that the embedded answerer now recognises: price and
 * how to reach (Turkish), where the owner works (Italian 'zona'), food and drinks (Portuguese), business cards
 * (Polish), and how long a reply takes (Spanish 'cuánto tarda', which asks no price).
 */
describe('more key terms in other languages', () => {
  it('Turkish: the price and how to reach', async () => {
    const got = await askTurns(['merhaba, kasap dükkanım var. logo için fiyatınız ne kadar? nereden ulaşabilirim?'])
    expect(got.sources).toContain('/terms')
    expect(got.answer).toContain(owner.email)
  })

  it("Italian: 'in zona sua' asks where the owner works", async () => {
    const got = await askTurns(['Ciao! Lei lavora solo in zona sua?'])
    expect(got.answer.toLowerCase()).toContain(site.location.toLowerCase())
  })

  it("Spanish: 'cuánto tarda en contestar' is the reply time, not a price", async () => {
    const got = await askTurns(['Si le mando un mensaje, ¿cuánto tarda en contestar?'])
    expect(got.answer).toContain(contactPage.lead)
    expect(got.sources).toContain('/contact')
    expect(got.sources).not.toContain('/terms')
  })

  it('Portuguese food and drinks, Polish business cards: a page of the work', async () => {
    for (const q of ['Vocês fazem fotos de comida e bebida pro cardápio?', 'Czy robi Pan logo i wizytówki dla firm?']) {
      const got = await askTurns([q])
      expect(got.sources.some((s) => s.startsWith('/portfolio/'))).toBe(true)
    }
  })
})
