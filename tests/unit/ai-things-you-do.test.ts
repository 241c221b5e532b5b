import { describe, expect, it } from 'vitest'
import { categoryList } from '../../content/categories.ts'
import { respond } from '../../server/ai/embedded/respond.ts'

/**
 * 'What are the main things you do?' asks what the owner offers, like 'what services do you offer?': the kinds of work,
 * not a piece whose page address happens to have 'main' in it. The kinds of work come from content/.
 */
describe('the things the owner does', () => {
  it.each(['what are the main things you do?', 'what are the things you do?', 'What kinds of things do you make?'])('%s', (message) => {
    const r = respond(message)
    expect(r.kinds).toEqual(['answer'])
    for (const c of categoryList) expect(r.text).toContain(c.title)
  })
})
