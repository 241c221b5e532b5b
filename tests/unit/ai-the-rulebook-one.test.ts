import { describe, expect, it } from 'vitest'
import { entityOf, knowledge } from '../../server/ai/embedded/knowledge.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'The rulebook one, what does it cover?' after the parts of a project were listed: the part the site calls by its own
 * word for it ('Brand Guidelines'). A word of a part's own title still picks that part first ('the logo one' is the
 * part with 'logo' in its title). Projects and parts come from content/ through the knowledge base.
 */
const withGuidelines = [...knowledge.sections].flatMap(([key, parts]) => {
  const part = parts.find((p) => /\bguidelines\b/i.test(p.title))
  const project = entityOf(key)
  return part && project && parts.length >= 2 ? [{ project: project.name, part }] : []
})

describe('a part called by another word for it', () => {
  it('the content has a project with a guidelines part', () => {
    expect(withGuidelines.length).toBeGreaterThan(0)
  })

  it.each(
    withGuidelines.flatMap((w) => ['the rulebook one, what does it cover?', 'the playbook one - what is in it?'].map((q) => ({ ...w, q }))),
  )("$project: '$q'", async ({ project, part, q }) => {
    const got = await askTurns([`what's in the ${project} project?`, q])
    expect(got.answer).toContain(knowledge.passages[part.passage]!.text.slice(0, 60))
  })

  it.each(withGuidelines)("(guard) $project: 'the guidelines one' is still that part", async ({ project, part }) => {
    const got = await askTurns([`what's in the ${project} project?`, 'the guidelines one, what does it cover?'])
    expect(got.answer).toContain(knowledge.passages[part.passage]!.text.slice(0, 60))
  })
})
