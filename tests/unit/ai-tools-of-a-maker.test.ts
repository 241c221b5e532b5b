import { describe, expect, it } from 'vitest'
import { toolMakers } from '../../content/tool-makers.ts'
import { tools } from '../../content/tools.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'Which of the Adobe programs do you use these days?', 'do you use Adobe?': a maker of several tools stands for all
 * of its tools (content/tool-makers.ts), whatever words stand beside it that narrow none of them.
 */
const byMaker = new Map<string, string[]>()
for (const t of tools) {
  const maker = toolMakers[t.id]
  if (maker) byMaker.set(maker, [...(byMaker.get(maker) ?? []), t.name])
}
const makers = [...byMaker].filter(([maker, names]) => names.length >= 2 && names.every((n) => !n.includes(maker)))

describe("a maker's tools", () => {
  it('the content has a maker of several tools', () => {
    expect(makers.length).toBeGreaterThan(0)
  })

  it.each(
    makers.flatMap(([maker, names]) =>
      [`Which of the ${maker} programs do you use these days?`, `do you use ${maker}?`].map((q) => ({ q, names })),
    ),
  )('$q', async ({ q, names }) => {
    const got = await askTurns([q])
    for (const name of names) expect(got.answer).toContain(name)
    expect(got.sources).toContain('/home')
  })
})
