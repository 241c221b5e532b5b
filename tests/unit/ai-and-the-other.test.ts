import { describe, expect, it } from 'vitest'
import { knowledge } from '../../server/ai/embedded/knowledge.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'Which websites were made with X?' ... 'the first one' ... 'and the other?': of the two just listed, the one not
 * yet shown. Computed from the websites the knowledge base reads and the tools they were made with.
 */
const sites = knowledge.entities.filter((e) => e.kind === 'site')
const madeWith = new Map<string, typeof sites>()
for (const s of sites) for (const t of s.tools ?? []) madeWith.set(t, [...(madeWith.get(t) ?? []), s])
const pair = [...madeWith].find(([, made]) => made.length === 2)

describe("'and the other?'", () => {
  it('the content has a tool exactly two websites were made with', () => {
    expect(pair).toBeDefined()
  })

  it.each(['and the other?', 'and the other one?', 'what about the other'])('%s', async (last) => {
    const [tool, [first, second]] = pair as [string, [(typeof sites)[number], (typeof sites)[number]]]
    const got = await askTurns([`which of your websites were made with ${tool}?`, 'tell me about the first one', last])
    expect(got.answer).toContain(second.name)
    expect(got.answer).not.toContain(first.name)
  })
})
