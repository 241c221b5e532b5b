import { describe, expect, it } from 'vitest'
import { categoryList } from '#content/categories.ts'
import { site } from '#content/site.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * In another language, 'clients who are not in your town' asks where the owner works, and 'which services do you
 * offer?' asked as a question of its own beside another is answered too. From content/site.ts and the categories.
 */
const whereWords = site.location.toLowerCase().match(/\p{L}{5,}/gu) ?? []

describe('a town and the services, asked in another language', () => {
  it('the site says where the owner works (guard)', () => {
    expect(whereWords.length).toBeGreaterThan(0)
  })

  it.each([
    ["Bonjour, j'habite à Montréal. Est-ce que vous acceptez des clients qui ne sont pas dans votre ville ?"],
    ['Hola, vivo en otra ciudad. ¿Trabajas con clientes de otra ciudad?'],
    ['Hallo, wir sind nicht in Ihrer Stadt. Arbeiten Sie auch mit Kunden aus anderen Städten?'],
  ])('%s: where the owner works', async (message) => {
    const got = await askTurns([message])
    expect(whereWords.some((w) => got.answer.toLowerCase().includes(w))).toBe(true)
  })

  it('working from afar, and which services: both answered', async () => {
    const got = await askTurns([
      'Bonjour, je suis fleuriste dans un petit village en Bretagne. Est-ce que vous travaillez à distance ? Et quels services proposez-vous exactement ?',
    ])
    expect(whereWords.some((w) => got.answer.toLowerCase().includes(w))).toBe(true)
    expect(categoryList.filter((c) => got.answer.includes(c.title)).length).toBeGreaterThan(2)
  })
})
