import { describe, expect, it } from 'vitest'
import { askTurns } from '../eval/ask.ts'
import { firstLookTime, wedding } from './fixtures/wedding-first-look.ts'

/**
 * 'If I book it, how soon can I see some pics?': booking the thing in talk is the condition, the time is what is asked;
 * 'for a wedding, what kinds of coverage can couples choose?': the couple and their choosing ask nothing beyond the
 * wedding's coverage. From content/ (the wedding page's own line on coverage and first photos).
 */
const coverage = wedding ? /[^."]*\bcoverage\b[^."]*/i.exec(JSON.stringify(wedding))?.[0] : undefined

describe('a booking said around the question', () => {
  it('the content has a wedding page with its coverage and first photos (guard)', () => {
    expect(wedding).toBeDefined()
    expect(coverage).toBeDefined()
  })

  it("'which one is weddings', then 'if i book it how soon can i see some pics from the day?': the first photos' time", async () => {
    const got = await askTurns([
      'do you do photography too',
      'ok which one is weddings',
      'if i book it how soon can i see some pics from the day?',
    ])
    expect(got.answer).toContain(firstLookTime!)
  })

  it("'for a wedding, what kinds of coverage can couples choose?': the wedding page's coverage", async () => {
    const got = await askTurns(['For a wedding, what kinds of coverage can couples choose?'])
    expect(got.answer).toContain(coverage!)
    expect(got.kinds).not.toContain('not-on-site')
  })
})
