import { describe, expect, it } from 'vitest'
import { tools } from '#content/tools.ts'
import { askTurns } from '../eval/ask.ts'
import { words } from '../../server/ai/embedded/text.ts'

/**
 * 'Which of those are AI ones?', 'which of those are for editing?' after the list of tools: every tool whose kind has
 * that word, and no other. The tools and their kinds come from content/.
 */
/** Words that two tools' kinds or more share, each with the tools of that kind. */
const kinds = [...new Set(tools.flatMap((t) => words(t.category)))]
  .map((word) => ({ word, ofKind: tools.filter((t) => words(t.category).includes(word)) }))
  .filter((k) => k.ofKind.length >= 2 && k.ofKind.length < tools.length)

describe("the tools of a kind, picked out of the list ('which of those are AI ones?')", () => {
  it('the content has tools whose kinds share a word', () => {
    expect(kinds.length).toBeGreaterThan(0)
  })

  it.each(kinds.map((k) => [k.word, k] as const))(
    "'which of those are %s ones?' lists the tools of that kind",
    async (word, { ofKind }) => {
      const got = await askTurns(['what programs do you use?', `ok which of those are ${word} ones?`])
      for (const t of ofKind) expect(got.answer).toContain(t.name)
      for (const t of tools.filter((o) => !ofKind.includes(o))) expect(got.answer).not.toContain(t.name)
    },
  )

  it.each(kinds.map((k) => [k.word, k] as const))(
    "'what %s tools are on your list?' lists the tools of that kind",
    async (word, { ofKind }) => {
      const got = await askTurns([`what ${word} tools are on your list?`])
      for (const t of ofKind) expect(got.answer).toContain(t.name)
    },
  )
})
