import { describe, expect, it } from 'vitest'
import { knowledge } from '../../server/ai/embedded/knowledge.ts'
import { site } from '../../content/site.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'How many revision rounds are included?' counts something the site keeps no list of: it is not answered with the
 * number of projects. 'How much %' asks a level, not a price. Counts of what the site does list still come out.
 */
const tools = knowledge.entities.filter((e) => e.kind === 'tool' && e.level !== undefined)

describe('counts of what the site keeps no list of', () => {
  it.each(['how many rounds of revisions are included in a logo job?', 'How many revision rounds come with a logo project?'])(
    '%s',
    async (q) => {
      const got = await askTurns([q])
      expect(got.answer).not.toContain(site.projectsCompleted)
      expect(got.kinds).toContain('not-on-site')
    },
  )

  it('how many design tools: still counted (guard)', async () => {
    const got = await askTurns(['how many design and AI tools do you use in total?'])
    for (const t of tools) expect(got.answer).toContain(t.name)
  })
})

describe("'how much %' asks a level", () => {
  const tool = tools[0]!
  it(`in ${tool.name} how much % you are?`, async () => {
    const got = await askTurns([`And in ${tool.name} how much % you are?`])
    expect(got.answer).toContain(`${tool.level}%`)
    expect(got.sources).not.toContain('/terms')
  })
})
