import { describe, expect, it } from 'vitest'
import { knowledge } from '../../server/ai/embedded/knowledge.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'Apart from <the best tool>, which is highest?' and 'which tools share second place?': the best is left out and the
 * next level down is the answer, with every tool at that level. Computed from the tools the knowledge base reads.
 */
const tools = knowledge.entities.filter((e) => e.kind === 'tool' && e.level !== undefined)
const levels = [...new Set(tools.map((t) => t.level!))].sort((a, b) => b - a)
const [first, second] = levels as [number, number]
const best = tools.filter((t) => t.level === first)
const runners = tools.filter((t) => t.level === second)

describe('second place', () => {
  it('the content has tools at two levels or more, one best tool', () => {
    expect(levels.length).toBeGreaterThan(1)
    expect(best).toHaveLength(1)
  })

  it.each([
    `Apart from ${best[0]!.name}, which tools are rated highest?`,
    `${best[0]!.name} is obviously your top one. Which tools share second place?`,
    'which tool is your runner-up?',
  ])('%s', async (q) => {
    const got = await askTurns([q])
    for (const t of runners) expect(got.answer).toContain(`${t.name} (${second}%)`)
    expect(got.answer).not.toContain(`(${first}%)`)
  })

  it('after the list of tools: apart from the best, which one is highest?', async () => {
    const got = await askTurns([
      'List the tools you work with and your proficiency in each.',
      `Apart from ${best[0]!.name}, which one is highest?`,
    ])
    for (const t of runners) expect(got.answer).toContain(t.name)
  })

  it("'how far apart' is still a gap (guard)", async () => {
    const got = await askTurns(['how far apart are your best and worst tools?'])
    expect(got.answer).toContain(`${first - Math.min(...levels)} points`)
  })
})
