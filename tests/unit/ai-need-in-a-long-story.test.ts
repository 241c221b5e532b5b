import { describe, expect, it } from 'vitest'
import { tools } from '../../content/tools.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * A need told at length: a few words of a long statement carry it, the rest is the visitor's story. The answer is
 * the page those few words fit, not 'not on this site'. Built from each tool's kind of work in content/.
 */
const STORY =
  'So my cousin and I argued about this over dinner last weekend, and nobody at the table could agree on anything. Typical for us honestly.'

describe('a need in a few words of a long story', () => {
  it.each(tools.map((t) => [t.name, t] as const))('the words of %s in a long story', async (_, tool) => {
    const got = await askTurns([
      `${STORY} In the end we just need some ${tool.category.toLowerCase()} done. Is there any way you could help with that?`,
    ])
    expect(got.kinds).not.toContain('not-on-site')
  })
})
