import { describe, expect, it } from 'vitest'
import { askTurns } from '../eval/ask.ts'
import { firstLookTime, wedding } from './fixtures/wedding-first-look.ts'

/**
 * 'We're getting married in May ... How soon after the day would we see a few pictures?': when only the meaning of the
 * whole message finds the piece of work, a question of time is still answered with the time its page gives, not with
 * its description. From content/ (the wedding page's first photos).
 */

describe('the time of the nearest work', () => {
  it('the content has a wedding page that says when the first photos come (guard)', () => {
    expect(wedding).toBeDefined()
  })

  it('a wedding told at length, then how soon the first pictures come: the time its page gives', async () => {
    const got = await askTurns([
      "We're getting married in May and honestly I'm nervous about waiting ages for photos. My friend waited half a year for hers. How soon after the day would we see at least a few pictures from you?",
    ])
    expect(got.sources[0]).toBe(`/portfolio/${wedding!.id}`)
    expect(got.answer).toContain(firstLookTime!)
  })

  it('a need told at length with no time asked keeps the description (guard)', async () => {
    const got = await askTurns([
      "We're getting married in May and honestly nobody in the family owns a decent camera. My friend's photos were all blurry. Is this something you would do?",
    ])
    expect(got.answer).toContain(wedding!.description)
  })
})
