import { describe, expect, it } from 'vitest'
import { projectPages } from '#content/lib/projects.ts'
import { skillGroups } from '#content/skills.ts'
import { tools } from '#content/tools.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'Do you design packaging? My box printer only takes vector files': a skill the statement beside the question names in
 * passing ('Vector Art') is not what the question is about; the question's own subject answers. From content/ (the
 * packaging project and the skills list).
 */
const packaging = Object.values(projectPages).find((p) => /\bpackag/i.test(p.title))
const vector = skillGroups.flatMap((g) => g.skills.map((s): string => s.name)).find((name) => /\bvector\b/i.test(name))

describe('a skill named in passing', () => {
  it('the content has a packaging project and a vector skill (guard)', () => {
    expect(packaging).toBeDefined()
    expect(vector).toBeDefined()
  })

  it('packaging asked, vector files said after it: the packaging work', async () => {
    const got = await askTurns(['do you design packaging? my box printer only takes vector files 📦'])
    expect(got.kinds).not.toContain('not-on-site')
    expect(got.sources).toContain(`/portfolio/${packaging!.id}`)
  })

  it('tools named in the statement are still what "each one" asks about (guard)', async () => {
    const [a, b] = tools.slice(-2).map((t) => t.name)
    const got = await askTurns([`On your tools I see ${a} and ${b}, never heard of them. What is each one for?`])
    expect(got.answer).toContain(a!)
    expect(got.answer).toContain(b!)
  })
})
