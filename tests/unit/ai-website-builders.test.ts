import { describe, expect, it } from 'vitest'
import { tools } from '../../content/tools.ts'
import { knowledge } from '../../server/ai/embedded/knowledge.ts'
import { firstName } from '../../server/ai/embedded/owner.ts'
import { askTurns } from '../eval/ask.ts'

// 'Which website builders do you work with?', 'what platforms do you build on?': the tools the site's own websites were
// made with, each with its level, whatever other words of the site ('a routine builder') the question shares.
const websites = knowledge.entities.filter((e) => e.kind === 'site')
const builders = tools.filter((t) => websites.some((e) => e.tools?.includes(t.name)))

describe('the platforms websites are built on', () => {
  it('has websites made with tools', () => expect(builders.length).toBeGreaterThan(0))
  it.each([
    'Which website builders do you work with?',
    'which website builders does the designer use?',
    'for a website for my company, what platforms do you build on?',
    'We want a new website. Which platforms or builders do you make sites with?',
    // 'Two things before …' announces the questions; it is no question of its own.
    'Two things before I go any further. 1) for a website for my company, what platforms do you build on? 2) does your own site put cookies on my computer?',
  ])('%s', async (message) => {
    const { answer, sources } = await askTurns([message])
    for (const t of builders) expect(answer).toContain(`${t.name} (${t.proficiency}%)`)
    for (const href of new Set(websites.map((e) => e.href))) expect(sources).toContain(href)
  })
})

// 'What AI tools are in <the owner>'s kit?': the owner's kit is the tools, every one of that kind.
describe('the tools in the kit', () => {
  it('what AI tools are in <the owner>’s kit?', async () => {
    const aiTools = tools.filter((t) => /\bAI\b/.test(t.category))
    expect(aiTools.length).toBeGreaterThan(1)
    const { answer } = await askTurns([`what AI tools are in ${firstName.toLowerCase()}’s kit`])
    for (const t of aiTools) expect(answer).toContain(t.name)
  })
})
