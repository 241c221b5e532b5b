import { describe, expect, it } from 'vitest'
import { rephrase } from '../../server/ai/embedded/asking.ts'
import { knowledge } from '../../server/ai/embedded/knowledge.ts'
import { respond } from '../../server/ai/embedded/respond.ts'
import { splitQuestions } from '../../server/ai/embedded/split.ts'

/**
 * 'Our agency gets the same buyer questions at midnight: is parking included, ...': the questions after such a
 * statement are the visitor's customers', quoted; the visitor asks for something that answers them. The chatbot
 * work comes from content/ (the piece whose description says it answers customers' questions).
 */
const chatbot = knowledge.entities.find(
  (e) => /\banswer\w*\b[^.]*\bquestions\b/i.test(e.description) && /\bassistants?\b/i.test(e.description),
)

const MESSAGE =
  "our agency gets the same buyer questions at midnight: is parking included, what's the service charge, when is the next viewing. I'd like a little assistant on our site that answers from our own info sheets. have you built that for anyone?"

describe("their customers' questions, quoted", () => {
  it('the content has a piece of work that answers customers', () => {
    expect(chatbot).toBeDefined()
  })

  it('a word between "the same" and "questions" still announces them', () => {
    const { questions } = splitQuestions(MESSAGE)
    expect(questions.some((q) => /\bparking\b|\bservice charge\b|\bviewing\b/i.test(q))).toBe(false)
  })

  it('the answer is the piece that answers customers', () => {
    const r = respond(MESSAGE)
    expect(r.text).toContain(chatbot!.name)
    expect(r.paths).toContain(chatbot!.href)
  })

  it("'along those lines' is 'like that', not a line of anything", () => {
    expect(rephrase('what have you done along those lines?')).toBe('what have you done like that?')
    expect(rephrase('anything on the same lines')).toBe('anything like that')
  })
})
