import { describe, expect, it } from 'vitest'
import { owner } from '../../content/owner.ts'
import { site } from '../../content/site.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * The key terms of questions in spoken Arabic (the Gulf, the Levant, Egypt), with the letters Arabic writes onto a
 * word taken off, and German price words: the embedded answerer says it answers in English, in the visitor's
 * language, then answers the terms it recognised.
 */
describe('key terms of spoken Arabic and German', () => {
  it.each(['انت وين ساكن؟ انا بالرياض، تقدر تشتغل معي؟', 'انت ساكن فين أصلاً؟'])('%s: where the owner works', async (q) => {
    const got = await askTurns([q])
    expect(got.answer).toMatch(/\p{Script=Arabic}/u)
    expect(got.answer.toLowerCase()).toContain(site.location.toLowerCase())
  })

  it('لو راسلتك كم ياخذ وقت عشان ترد؟: how to reach the owner (guard)', async () => {
    const got = await askTurns(['لو راسلتك كم ياخذ وقت عشان ترد؟'])
    expect(got.answer).toContain(owner.email)
  })

  it('وبالمنتجات: a word with "and", "with" and the article on it is still the word', async () => {
    const plain = await askTurns(['هل تصور منتجات؟'])
    const joined = await askTurns(['هل تصور وبالمنتجات؟'])
    expect(plain.kinds).toEqual(['answer'])
    expect(joined.answer).toEqual(plain.answer)
  })

  it('Was verlangen Sie für ein Logo? Gibt es eine Preisliste?: prices, in German', async () => {
    const got = await askTurns(['Was verlangen Sie ungefähr für ein Logo? Gibt es eine Preisliste?'])
    expect(got.answer).toContain('Englisch')
    expect(got.sources).toContain('/terms')
  })
})
