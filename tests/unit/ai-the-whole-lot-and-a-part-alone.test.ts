import { describe, expect, it } from 'vitest'
import { projectPages } from '#content/lib/projects.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'And the whole lot?' after a question about the first photos asks the same of all of them; 'could we book only the
 * ceremony?' asks whether that part alone is covered, not how to book. From content/ (the photo pages' booking blocks).
 */
const bookingOf = (page: (typeof projectPages)[string]) => {
  const block = page.blocks.find((b) => b.type === 'cta')
  return block?.type === 'cta' ? (block.description ?? '') : ''
}
const weddings = Object.values(projectPages).find(
  (p) => /\bfull gallery in\b/i.test(bookingOf(p)) && /\b\p{L}+-only\b/iu.test(bookingOf(p)),
)
const fullGallery = weddings ? /\bfull gallery in ([\p{L}\d ]+)/iu.exec(bookingOf(weddings))![1]!.trim() : ''
const part = weddings ? /\b(\p{L}+)-only\b/iu.exec(bookingOf(weddings))![1]!.toLowerCase() : ''
const kind = weddings?.title.toLowerCase() ?? ''

describe('the whole lot, and a part alone', () => {
  it('the content has a shoot whose booking says when the full gallery comes and what can be booked alone (guard)', () => {
    expect(weddings).toBeDefined()
    expect(fullGallery).not.toBe('')
    expect(part).not.toBe('')
  })

  it.each([['and the whole lot?'], ['what about all of them?'], ['and the rest?']])(
    'first pictures asked, then %s: when the full gallery comes',
    async (last) => {
      const got = await askTurns([`do you shoot ${kind}?`, 'how soon after would we see a few pics?', last])
      expect(got.answer).toContain(fullGallery)
      expect(got.sources).toContain(`/portfolio/${weddings!.id}`)
    },
  )

  it('could we book only that part: the page that offers it alone', async () => {
    const got = await askTurns([`tell me more about ${kind}`, `could we book only the ${part}? we don't need anyone at the party`])
    expect(got.answer).toMatch(new RegExp(`\\b${part}-only\\b`, 'i'))
  })

  it('asked how to book the whole thing, the booking answer stays (guard)', async () => {
    const got = await askTurns([`how do I book you for ${kind}?`])
    expect(got.sources).toContain('/contact')
  })
})
