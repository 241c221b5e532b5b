import { describe, expect, it } from 'vitest'
import { respond } from '../../server/ai/embedded/respond.ts'
import { splitQuestions } from '../../server/ai/embedded/split.ts'
import { knowledge } from '../../server/ai/embedded/knowledge.ts'
import { firstName } from '../../server/ai/embedded/owner.ts'

/**
 * Where a visitor's sentence ends: after a word in capitals ('the room TVs.', 'our CVs.'), an abbreviation or a year,
 * a question in lower case ('has she done …?') is a question of its own, answered as if asked alone (the same page first). The skills come
 * from content/.
 */
const skills = knowledge.entities.filter((e) => e.kind === 'skill' && e.level !== undefined)
const STATEMENTS = [
  'We are a beach resort and want something new for the welcome screen on the room TVs.',
  'We collect all the applicants CVs.',
  'Our family restaurant opened in 2019.',
  'Our offers disappear after 24h.',
]

describe('a sentence ending in capitals or a year, then a question in lower case', () => {
  it('the content has skills with a level', () => {
    expect(skills.length).toBeGreaterThan(0)
  })

  for (const statement of STATEMENTS) {
    it(`'${statement}' is the frame, and the question after it is asked`, () => {
      const question = `has ${firstName.toLowerCase()} done ${skills[0]!.name.toLowerCase()}?`
      expect(splitQuestions(`${statement} ${question}`)).toEqual({ questions: [question], context: statement })
    })
  }

  for (const skill of skills) {
    it(`answers about ${skill.name} after a statement about TVs as it does alone`, () => {
      const question = `has ${firstName.toLowerCase()} done ${skill.name.toLowerCase()}?`
      const alone = respond(question)
      const r = respond(`${STATEMENTS[0]} ${question}`)
      expect(alone.kinds).toEqual(['answer'])
      expect(r.kinds).toEqual(['answer'])
      expect(r.paths[0]).toBe(alone.paths[0])
    })
  }

  it('(guard) an abbreviation with one letter before its dot does not end a sentence', () => {
    expect(splitQuestions('Do you do print work, e.g. menus and flyers?').questions).toHaveLength(1)
  })

  it("(guard) nor does a short capitalised one in a name ('Harbor & Co.')", () => {
    expect(splitQuestions('By how many percent did sales go up for Harbor & Co. after the launch?').questions).toHaveLength(1)
  })
})
