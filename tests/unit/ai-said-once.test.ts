import { describe, expect, it } from 'vitest'
import { knowledge } from '../../server/ai/embedded/knowledge.ts'
import { askTurns } from '../eval/ask.ts'

/** Two questions about one thing get what the site says about it once: no sentence of a reply is said twice. */
const skills = knowledge.entities.filter((e) => e.kind === 'skill').slice(0, 5)
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z"“(])/)

describe('no sentence said twice', () => {
  it.each(skills.map((s) => [s.name] as const))('can you do %s? I want it to be simple.', async (name) => {
    const got = await askTurns([`Can you do ${name.toLowerCase()}? I want it to be simple.`])
    const all = sentences(got.answer)
    expect(new Set(all).size).toBe(all.length)
  })
})
