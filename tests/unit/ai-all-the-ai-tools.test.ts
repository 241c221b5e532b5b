import { describe, expect, it } from 'vitest'
import { knowledge } from '../../server/ai/embedded/knowledge.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'Out of all the AI tools you use, which one do you know best?': 'all' of the AI tools is the AI tools, not every
 * tool. The best is computed over the AI group of the stack as the knowledge base reads it.
 */
const ai = knowledge.entities.filter((e) => e.kind === 'tool' && e.group === 'ai-tools' && e.level !== undefined)
const best = Math.max(...ai.map((e) => e.level!))
const top = ai.filter((e) => e.level === best)
const everyTop = Math.max(...knowledge.entities.filter((e) => e.kind === 'tool' && e.level !== undefined).map((e) => e.level!))

describe('all of the AI tools', () => {
  it('the content has AI tools, and a better tool outside them', () => {
    expect(top.length).toBeGreaterThan(0)
    expect(everyTop).toBeGreaterThan(best)
  })

  it.each(['out of all the AI tools u use which one do u know best', 'of all your AI tools, which are you best at?'])('%s', async (q) => {
    const got = await askTurns([q])
    for (const t of top) expect(got.answer).toContain(t.name)
    expect(got.answer).toContain(`${best}%`)
  })
})
