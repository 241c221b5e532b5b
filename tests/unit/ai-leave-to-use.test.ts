import { describe, expect, it } from 'vitest'
import { owner } from '#content/owner.ts'
import { termsPage } from '#content/legal.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * Leave to use a piece asked for a group of the visitor's own ('can our charity fun-run just use it on our flyer?'):
 * the terms' rule on written permission answers, and the address to ask at. From content/legal.ts and content/owner.ts.
 */
describe('leave to use a piece', () => {
  it('can our charity fun-run just use it on our flyer? and what email do we ask at', async () => {
    const got = await askTurns([
      'i love one of the geometric posters. can our charity fun-run just use it on our flyer? and if we need to ask, what email do we ask at',
    ])
    expect(JSON.stringify(termsPage)).toMatch(/written permission/i)
    expect(got.answer).toMatch(/written permission/i)
    expect(got.sources).toContain('/terms')
    expect(got.answer).toContain(owner.email)
  })
})
