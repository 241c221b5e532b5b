import { describe, expect, it } from 'vitest'
import { projectPages } from '#content/lib/projects.ts'
import { splitQuestions } from '../../server/ai/embedded/split.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'Could you come to our house for the family photos?': coming over asks where the shoot can be, and 'come' is no topic
 * of its own (the privacy policy's 'the answer comes from' is no answer); 'can you come and do our family pictures' is
 * one request, and '..., grandma cannot travel' after a list of questions says why, it asks nothing. From content/ (the
 * family page that says where its sessions happen).
 */
const family = Object.values(projectPages).find((p) => /\bfamil/i.test(p.title) && /\bat home\b/i.test(JSON.stringify(p)))
const href = family ? `/portfolio/${family.id}` : ''

describe('come to us', () => {
  it('the content has a family page that says its sessions can be at home (guard)', () => {
    expect(family).toBeDefined()
  })

  it.each([
    ['could you come to our house for the family photos?'],
    ['can you come and do our family pictures at our house instead of a park?'],
  ])('%s: the family page, where it says at home', async (message) => {
    const got = await askTurns([message])
    expect(got.sources[0]).toBe(href)
    expect(got.answer).toMatch(/\bat home\b/i)
    expect(got.sources).not.toContain('/privacy')
  })

  it("the visitor's own need after a question is not asked with that question's words", () => {
    const { questions, context } = splitQuestions(
      'do you shoot families? asking because of my sister, we need someone who can come on a sunday as well',
    )
    expect(questions).toHaveLength(1)
    expect(context).toMatch(/we need someone/)
  })

  it('a clause that says why, after a list of questions, is not asked as one', () => {
    const { questions, context } = splitQuestions(
      'Two questions about the family photos: do you do them outside or only in a studio? and could you come to our house instead, grandma cannot travel',
    )
    expect(questions).toHaveLength(2)
    expect(questions.join(' ')).not.toMatch(/grandma/)
    expect(context).toMatch(/grandma cannot travel/)
  })
})
