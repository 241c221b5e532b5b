import { describe, expect, it } from 'vitest'
import { splitQuestions } from '../../server/ai/embedded/split.ts'

/**
 * After 'Two things', each question is one of them; a phrase put in front of a question ('For the wedding, how soon
 * ...?', 'and for a family session, when ...?') belongs to it and is no question of its own.
 */
describe('a phrase in front of a question after a count of questions', () => {
  it.each([
    [
      "Two things, both personal. I'm getting married in September. For the wedding, how soon would we see a first few photos? And for a family session, when would she get the edited gallery?",
      ['For the wedding, how soon would we see a first few photos?', 'for a family session, when would she get the edited gallery?'],
    ],
    [
      'Three quick ones: for the website, how long does it take? in your studio, do you shoot products?',
      ['for the website, how long does it take?'],
    ],
  ])('%s', (message, expected) => {
    const { questions } = splitQuestions(message)
    for (const q of expected) expect(questions).toContain(q)
    expect(questions.filter((q) => /^(for|in|and for) (the|a|your)\b[^,]*\?$/i.test(q))).toEqual([])
  })

  it("(guard) 'two q: for a wedding how soon do we get a first peek' is a question of its own", () => {
    expect(
      splitQuestions(
        'two q: for a wedding how soon do we get a first peek at the pics, and for a family shoot how long until we get the photos?',
      ).questions,
    ).toHaveLength(2)
  })
})
