import { describe, expect, it } from 'vitest'
import { videographyCards } from '#content/cards/videography.ts'
import { projectPages } from '#content/lib/projects.ts'
import { rephrase } from '../../server/ai/embedded/asking.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'Any example of that in the portfolio?' after a need told at length asks for work like the need, as 'anything like
 * that?' does; and 'our book club' is a book read, not booking a shoot. From content/ (the project pages, the film cards).
 */
const grid = Object.values(projectPages).find((p) => /\bnine-post grid\b/i.test(p.description))
const eventRecap = videographyCards.find(
  (c) => /\b(conference|event)\b/i.test(c.description) && /\bunder two minutes\b/i.test(c.description),
)

describe('an example of that', () => {
  it('the content has a nine-post grid project and an event film under two minutes (guard)', () => {
    expect(grid).toBeDefined()
    expect(eventRecap).toBeDefined()
  })

  it('a profile whose tiles read as one picture, then an example of that: the grid project', async () => {
    const got = await askTurns([
      'We are relaunching our brand and our Instagram profile should look planned: the first nine tiles should read as one picture but each post also has to make sense on its own. Is there any example of that in the portfolio?',
    ])
    expect(got.answer).toContain(grid!.title)
    expect(got.sources).toContain(`/portfolio/${grid!.id}`)
  })

  it('a short recap of a charity run for sponsors, then an example of that: the event film first', async () => {
    const got = await askTurns([
      'every year we run a charity fun run, ~300 people, medals, crazy moments. this year i want a short recap under 2 min that sponsors can share. any example of that in the portfolio??',
    ])
    expect(got.answer.indexOf(eventRecap!.title)).toBe(got.answer.search(/\S/))
  })

  it.each([['Our book club wants posts'], ['how we choose the books'], ['a book cover for my novel']])(
    "'%s' says no 'book' a button could match",
    (text) => {
      expect(rephrase(text)).not.toMatch(/\bbooks?\b/i)
    },
  )

  it.each([['can I book the family session?'], ['how do we book you for a wedding?']])("'%s' still books (guard)", (text) => {
    expect(rephrase(text)).toMatch(/\bbook\b/i)
  })
})
