import { describe, expect, it } from 'vitest'
import { projectPages } from '#content/lib/projects.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'What is the button called that I press to book you?': the words on the page's own button, not how to book. From
 * content/ (each project page's call-to-action block).
 */
const withButton = Object.values(projectPages).flatMap((page) => {
  const cta = page.blocks.find((b) => b.type === 'cta')
  return cta?.type === 'cta' && cta.action.kind === 'booking' ? [[page.title, cta.label, `/portfolio/${page.id}`] as const] : []
})

describe('the words on a button', () => {
  it('the content has pages with a booking button (guard)', () => {
    expect(withButton.length).toBeGreaterThan(0)
  })

  it.each(withButton)('%s: what the button I press to book is called', async (title, label, href) => {
    const got = await askTurns([`About the ${title} page: what is the button called that I press to book you?`])
    expect(got.answer).toContain(label)
    expect(got.sources).toContain(href)
  })

  it.each(withButton)('%s: its button asked beside how many pictures it has', async (title, label) => {
    const got = await askTurns([`On the ${title} page, how many pictures are there, and what does the booking button say?`])
    expect(got.answer).toContain(label)
    expect(got.answer).toMatch(/\bimages\b/)
  })

  it('asked how to book, the contact details stay (guard)', async () => {
    const [title] = withButton[0]!
    const got = await askTurns([`how do I book you for ${title.toLowerCase()}?`])
    expect(got.sources).toContain('/contact')
  })
})
