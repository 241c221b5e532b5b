import { describe, expect, it } from 'vitest'
import { owner } from '#content/owner.ts'
import { askTurns } from '../eval/ask.ts'

/** 'Who is the actual designer here?', 'whose portfolio is this?': the owner, from content/owner.ts, with the About page. */
describe('who the designer is, asked with a word between', () => {
  it.each([
    'sorry who is the actual designer here?',
    'who is the real designer behind this?',
    'whose portfolio is this',
    'whose work is this?',
    'sorry who is the actual designer here? whose portfolio is this',
  ])('%s', async (message) => {
    const got = await askTurns([message])
    expect(got.answer).toContain(owner.name)
    expect(got.sources).toContain('/about')
  })
})
