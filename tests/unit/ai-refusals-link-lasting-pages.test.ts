import { describe, expect, it } from 'vitest'
import { categoryIds } from '../../content/ids.ts'
import { portfolioPath, staticPagePaths } from '../../content/lib/routes.ts'
import { HARM_CATEGORIES, type HarmCategory } from '../../server/ai/embedded/harm.ts'
import { refusal } from '../../server/ai/embedded/refusal.ts'

// An owner replaces every project; the static pages and the spec's six categories stay. A refusal's
// legitimate alternative must point at one of those, never at a demo project's page.
const lastingPages = new Set<string>([...staticPagePaths, ...categoryIds.map(portfolioPath)])

describe('every refusal links pages that every owner’s site has', () => {
  it.each(Object.keys(HARM_CATEGORIES) as HarmCategory[])('%s', (category) => {
    const { text, paths } = refusal(category)
    expect(paths.length).toBeGreaterThan(0)
    for (const path of paths) expect(lastingPages).toContain(path)
    for (const path of text.match(/\/[a-z][\w/-]*/g) ?? []) expect(lastingPages).toContain(path)
  })
})

describe('the Claude answerer’s rules', () => {
  it('give a lasting page as the example of a link it may write', async () => {
    const { buildSystemPrompt } = await import('../../server/ai/prompts.ts')
    const example = /Links you may write:[^\n]*?for example (\/[\w/-]+)/.exec(buildSystemPrompt())?.[1]
    expect(lastingPages).toContain(example)
  })
})
