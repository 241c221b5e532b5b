import { describe, expect, it } from 'vitest'
import { knowledge, networksIn, WORK_KINDS } from '../../server/ai/embedded/knowledge.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'The one made for LinkedIn, how many slides does it have?' picks the one piece made for that network, even when the
 * answer before showed another piece. A piece's networks are its card's platform and those its page names
 * (content/categories.ts and the project pages), as the knowledge base reads them.
 */
const made = knowledge.entities.filter((e) => WORK_KINDS.has(e.kind) && e.platform)
/** Networks exactly one piece was made for, with that piece and another piece to talk about first. */
const single = [...new Set(made.flatMap((e) => networksIn(e.platform!)))]
  .map((network) => ({ network, pieces: made.filter((e) => networksIn(e.platform!).includes(network)) }))
  .filter(({ pieces }) => pieces.length === 1)
  .map(({ network, pieces }) => ({ network, title: pieces[0]!.name, other: made.find((e) => e !== pieces[0])!.name }))

describe("'the one made for <network>'", () => {
  it('the content has a network only one piece was made for', () => {
    expect(single.length).toBeGreaterThan(0)
  })

  it.each(single)('$network: $title, after $other', async ({ network, title, other }) => {
    const got = await askTurns([`tell me about ${other}`, `the one made for ${network}, how many slides does it have?`])
    expect(got.answer).toContain(title)
  })
})
