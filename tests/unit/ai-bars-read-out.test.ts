import { describe, expect, it } from 'vitest'
import { knowledge } from '../../server/ai/embedded/knowledge.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'Read out the bars on the About page', then 'which one of them is the lowest?': the overview is read with its
 * levels, and the follow-up computes over those bars at those levels, never over a skill group of the same name
 * at another level.
 */
const bars = knowledge.overview
const lowest = Math.min(...bars.map((b) => b.level!))
const highest = Math.max(...bars.map((b) => b.level!))

describe('the bars of the About page', () => {
  it('the content has an overview of levelled bars', () => {
    expect(bars.length).toBeGreaterThan(1)
  })

  it.each(['read out the bars on the about page', 'what are the bars on the about page?'])('%s: every bar with its level', async (q) => {
    const got = await askTurns([q])
    for (const b of bars) expect(got.answer).toContain(`${b.name} (${b.level}%)`)
  })

  it('which one of them is the lowest?', async () => {
    const got = await askTurns(['read out the bars on the about page', 'which one of them is the lowest?'])
    for (const b of bars.filter((b) => b.level === lowest)) expect(got.answer).toContain(`${b.name} (${lowest}%)`)
  })

  it('which of them is highest? (guard)', async () => {
    const got = await askTurns(['what are the bars on the about page?', 'which of them is highest?'])
    for (const b of bars.filter((b) => b.level === highest)) expect(got.answer).toContain(`${b.name} (${highest}%)`)
  })
})

describe("'what skill areas are there?'", () => {
  const groups = knowledge.entities.filter((e) => e.kind === 'skill-group')
  it.each(['what skill areas are there?', 'what skill areas are listed?'])('%s: every skill group', async (q) => {
    const got = await askTurns([q])
    for (const g of groups) expect(got.answer).toContain(g.name)
  })
})
