import { describe, expect, it } from 'vitest'
import { respond } from '../../server/ai/embedded/respond.ts'
import { knowledge } from '../../server/ai/embedded/knowledge.ts'

/**
 * A word of the visitor's story is not the thing asked for: 'a recipe book for the school fundraiser' or 'our
 * football club' tells what the work is for, and the message is answered, not declined as off-topic. Asked for
 * itself ('a recipe for pancakes', 'the weather in Lisbon'), the same subject is still declined. The kinds of work
 * come from content/.
 */
const categories = knowledge.entities.filter((e) => e.kind === 'category')

// Each asks 'is that something you do?', so the story is what the question is about.
const STORIES = [
  (work: string) => `We're making a recipe book to raise money for the school, and it needs ${work}. Is that something you do?`,
  (work: string) => `our football club needs ${work} for the new season. is that something you do?`,
  (work: string) => `If the weather holds we open the terrace in May and want ${work} for it. Is that something you do?`,
]

describe('a word of the story does not make the message off-topic', () => {
  it('the content has kinds of work to ask about', () => {
    expect(categories.length).toBeGreaterThan(0)
  })

  for (const category of categories) {
    for (const story of STORIES) {
      const message = story(category.name.toLowerCase())
      it(message, () => {
        expect(respond(message).kinds).not.toContain('decline')
      })
    }
  }

  it.each(['Can you give me a recipe for pancakes?', "What's the weather in Lisbon tomorrow?", 'Who won the football match last night?'])(
    '(guard) the subject asked for itself is declined: %s',
    (message) => {
      expect(respond(message).kinds).toEqual(['decline'])
    },
  )
})
