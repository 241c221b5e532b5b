import { describe, expect, it } from 'vitest'
import { askTurns } from '../eval/ask.ts'

const firstSentence = (text: string) => text.split(/(?<=\.)\s/)[0]!

/**
 * 'How long till we get the pictures? And same question for a company event': the question before, asked again for
 * another thing, in the same message or the next one, as 'and for a company event?' would be. 'And for a family session
 * afterwards, how long …?' puts the session in front of its own question.
 */
describe('the same question for another thing', () => {
  const first = 'for a family photo session how long till we get the pictures?'

  it('answers it in the next turn as "and for …?" is answered', async () => {
    const asked = await askTurns([first, 'and same question for a company event'])
    const andFor = await askTurns([first, 'and for a company event?'])
    expect(asked.answer).toBe(andFor.answer)
    expect(asked.answer).not.toBe((await askTurns([first])).answer)
  })

  it('answers both in one message, the second beside a statement', async () => {
    const andFor = await askTurns([first, 'and for a company event?'])
    const got = await askTurns([`${first} and same question for a company event, we do a yearly staff day out`])
    expect(got.kinds).toHaveLength(2)
    expect(got.answer).toContain(firstSentence(andFor.answer))
  })

  it('keeps "and for a … session afterwards" in front of its own question', async () => {
    const alone = await askTurns(['for a family session, how long until the gallery comes?'])
    const got = await askTurns([
      'If you photographed our wedding, when would we see the first photos? And for a family session afterwards, how long until the gallery comes?',
    ])
    expect(got.kinds).toHaveLength(2)
    expect(got.answer).toContain(firstSentence(alone.answer))
  })
})
