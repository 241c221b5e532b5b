import { describe, expect, it } from 'vitest'
import { site } from '../../content/site.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * The owner's name asked in a visitor's words ('the designer's actual name', 'your own name') and the name of the
 * brand ('what is the name of your brand?'): answered from content/site.ts, not with a service called 'Brand …' or the
 * terms' line about client names.
 */
describe("the owner's and the brand's names", () => {
  it.each([
    "im writing a uni report and need to cite this person properly. whats the designer's actual name?",
    'what is your own name?',
    "what's your full name? it's for the contract",
  ])('%s', async (message) => {
    const got = await askTurns([message])
    expect(got.answer).toContain(site.ownerName)
  })

  it('what is the name of your brand?', async () => {
    const got = await askTurns(['what is the name of your brand?'])
    expect(got.answer).toContain(site.brand)
  })

  it('both in one message', async () => {
    const got = await askTurns(['scusa, what is the name of your brand, and what is your own name? i need it for the catering contract'])
    expect(got.answer).toContain(site.brand)
    expect(got.answer).toContain(site.ownerName)
  })

  it('name tags are a thing to make, not a name asked (guard)', async () => {
    const got = await askTurns(['can you design our name tags?'])
    expect(got.kinds).not.toContain('small-talk')
  })
})
