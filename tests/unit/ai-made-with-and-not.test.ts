import { describe, expect, it } from 'vitest'
import { knowledge } from '../../server/ai/embedded/knowledge.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * Pieces picked by the tool they were made with, and not another: 'which ones did you make with Lovable and not
 * Webflow?'. The sites and their tools come from content/.
 */
const sites = knowledge.entities.filter((e) => e.kind === 'site')
const toolNames = [...new Set(sites.flatMap((s) => s.tools ?? []))]
/** Two tools of the sites where some sites use the first without the second, and some use the second. */
const pair = toolNames
  .flatMap((with_) => toolNames.filter((without) => without !== with_).map((without) => ({ with_, without })))
  .map(({ with_, without }) => ({
    with_,
    without,
    only: sites.filter((s) => s.tools?.includes(with_) && !s.tools.includes(without)),
    both: sites.filter((s) => s.tools?.includes(with_) && s.tools.includes(without)),
    other: sites.filter((s) => s.tools?.includes(without)),
  }))
  .find((p) => p.only.length > 0 && p.other.length > 0)!

describe("pieces made with one tool and not another ('made with Lovable and not Webflow')", () => {
  it('the content has sites made with different tools', () => {
    expect(pair).toBeDefined()
  })

  it('lists the sites made with the first tool and leaves out those made with the second', async () => {
    const got = await askTurns([`which websites did you make with ${pair.with_} and not ${pair.without}?`])
    for (const s of pair.only) expect(got.answer).toContain(s.name)
    for (const s of pair.other) expect(got.answer).not.toContain(s.name)
  })

  it("'the websites, which ones ...' after a list of services answers about the websites, not the services", async () => {
    const got = await askTurns([
      'What services do you offer?',
      `ok the websites - which ones did you make with ${pair.with_} and not ${pair.without}?`,
    ])
    for (const s of pair.only) expect(got.answer).toContain(s.name)
    for (const s of pair.other) expect(got.answer).not.toContain(s.name)
    expect(got.sources).toContain(pair.only[0]!.href)
  })

  it("'which of them' after a question for the websites: the websites asked for", async () => {
    const got = await askTurns([
      'I am web developer, I want to see the client websites you did.',
      `Which of them were built with ${pair.with_} and not ${pair.without}?`,
    ])
    for (const s of pair.only) expect(got.answer).toContain(s.name)
    for (const s of pair.other) expect(got.answer).not.toContain(s.name)
  })

  it('without a tool set aside, lists every site made with the tool (guard)', async () => {
    const got = await askTurns([`which websites did you make with ${pair.with_}?`])
    for (const s of [...pair.only, ...pair.both]) expect(got.answer).toContain(s.name)
  })
})
