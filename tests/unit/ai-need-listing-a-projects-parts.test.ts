import { describe, expect, it } from 'vitest'
import { knowledge } from '../../server/ai/embedded/knowledge.ts'
import { askTurns } from '../eval/ask.ts'

// 'We need a proper logo, colours, brand rules and matching business cards. Done a package like that?': a need that
// lists three or more parts is met by the project whose page shows them as its own parts.
const projects = [...knowledge.sections.entries()].filter(([, parts]) => parts.length >= 3)

describe('a need that lists a project’s parts', () => {
  it('has projects of three parts or more', () => expect(projects.length).toBeGreaterThan(0))

  it.each(projects.map(([key, parts]) => [knowledge.entities.find((e) => e.key === key)!.name, parts] as const))(
    '%s',
    async (name, parts) => {
      const listed = parts.slice(0, 3).map((p) => p.title.toLowerCase())
      const { answer } = await askTurns([
        `We're relaunching our shop and need the lot: ${listed.join(', ')}. Have you done a package like that?`,
      ])
      expect(answer).toContain(name)
    },
  )
})
