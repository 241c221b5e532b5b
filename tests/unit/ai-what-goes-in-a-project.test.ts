import { describe, expect, it } from 'vitest'
import { knowledge } from '../../server/ai/embedded/knowledge.ts'
import { askTurns } from '../eval/ask.ts'

/** 'What goes in the X project?', 'what kind of things were in it?': the parts of the project's page, each by its title. */
describe('what goes in a project', () => {
  const projects = knowledge.entities.filter((e) => e.kind === 'project' && (knowledge.sections.get(e.key) ?? []).length >= 2)

  it('has projects of several parts to ask about', () => {
    expect(projects.length).toBeGreaterThan(0)
  })

  it.each(['what goes in the NAME project?', 'what kind of things were in the NAME project you did?'])(
    "'%s' lists the parts of every such project",
    async (question) => {
      for (const project of projects) {
        const got = await askTurns([question.replace('NAME', project.name.toLowerCase())])
        for (const section of knowledge.sections.get(project.key)!) expect(got.answer, project.name).toContain(section.title)
        expect(got.sources).toContain(project.href)
      }
    },
  )
})
