import { describe, expect, it } from 'vitest'
import { answerMessage } from '../../server/ai/embedded/answer.ts'
import { knowledge } from '../../server/ai/embedded/knowledge.ts'
import { askTurns } from '../eval/ask.ts'

const work = knowledge.entities.filter((e) => ['project', 'card', 'site', 'video'].includes(e.kind))

// 'Which platform were those for?' after an answer whose first piece was made for no network: the first piece it
// listed that was.
describe('a question of "those" asked of the pieces an answer listed', () => {
  const withoutNetwork = work.find((e) => !e.platform && e.kind === 'project')!
  const withNetwork = work.filter((e) => e.platform)

  it('has pieces with and without a network', () => {
    expect(withoutNetwork).toBeDefined()
    expect(withNetwork.length).toBeGreaterThan(0)
  })

  it.each(withNetwork.map((e) => [e.name, e] as const))('%s', async (_, piece) => {
    const answer = `${withoutNetwork.name} (${withoutNetwork.href}): ${withoutNetwork.description} ${piece.name} (${piece.href}): ${piece.description}`
    const got = await answerMessage('which platform were those for?', [
      { role: 'user', content: 'have you done posts like that?' },
      { role: 'assistant', content: answer },
    ])
    expect(got.text).toContain(piece.name)
    for (const network of piece.platform!.split(/\s*(?:,|&|\band\b)\s*/).filter(Boolean)) expect(got.text).toContain(network)
  })
})

// 'That cafe project - what else did you make for them apart from the menu?': every part of its page but the one set aside.
describe('what else was made, apart from one part', () => {
  const project = work.find((e) => (knowledge.sections.get(e.key)?.length ?? 0) >= 3)!
  const parts = knowledge.sections.get(project.key)!

  it('has a project of three parts or more', () => expect(project).toBeDefined())

  it.each(parts.map((p) => [p.title] as const))('apart from %s', async (title) => {
    const { answer } = await askTurns([
      `the ${project.name} project - what else did you make for them apart from the ${title.toLowerCase()}?`,
    ])
    for (const other of parts.filter((p) => p.title !== title)) expect(answer).toContain(other.title)
  })
})

// 'Have you ever made a whole website using AI?': 'whole' says how much, not what; the website made with an AI tool.
describe('a whole thing made with AI', () => {
  it('names the website made with an AI tool', async () => {
    const aiTools = knowledge.entities.filter((e) => e.kind === 'tool' && /\bAI\b/.test(e.tags ?? '')).map((e) => e.name)
    const made = work.filter((e) => /\bwebsite\b/i.test(`${e.name} ${e.description}`) && e.tools?.some((t) => aiTools.includes(t)))
    expect(made.length).toBeGreaterThan(0)
    const { answer } = await askTurns(['have you ever made a whole website using AI?'])
    expect(made.some((e) => answer.includes(e.name))).toBe(true)
  })
})
