import { describe, expect, it } from 'vitest'
import { projectPages } from '#content/lib/projects.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'If I book it, how soon can I see some pics?': booking the thing in talk is the condition, the time is what is asked;
 * 'for a wedding, what kinds of coverage can couples choose?': the couple and their choosing ask nothing beyond the
 * wedding's coverage. From content/ (the wedding page's own line on coverage and first photos).
 */
const firstLook = /\bwithin\s+((?:\d+|an?|one|two|three|four|five|six|seven)\s+(?:hours?|days?))\b/i
const wedding = Object.values(projectPages).find((p) => /\bwedding/i.test(p.title) && firstLook.test(JSON.stringify(p)))
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
    expect(got.answer).toContain(firstLook.exec(JSON.stringify(wedding))![1]!)
  })

  it("'for a wedding, what kinds of coverage can couples choose?': the wedding page's coverage", async () => {
    const got = await askTurns(['For a wedding, what kinds of coverage can couples choose?'])
    expect(got.answer).toContain(coverage!)
    expect(got.kinds).not.toContain('not-on-site')
  })
})
