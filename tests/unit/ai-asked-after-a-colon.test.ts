import { describe, expect, it } from 'vitest'
import { owner } from '../../content/owner.ts'
import { askTurns } from '../eval/ask.ts'

/** 'My partner keeps asking me one thing: if we hire you, …?': the question after the colon is the one asked. */
describe('a question after a lead and a colon', () => {
  it('if we hire you, what email do we write to?', async () => {
    const got = await askTurns([
      "We're opening a small bakery in spring. My partner is impatient and keeps asking me one thing: if we hire you, what email do we write to?",
    ])
    expect(got.answer).toContain(owner.email)
    expect(got.sources).not.toContain('/privacy')
  })
})
