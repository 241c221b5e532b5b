import { describe, expect, it } from 'vitest'
import { aiCards } from '#content/cards/ai.ts'
import { projectPages } from '#content/lib/projects.ts'
import { skillGroups } from '#content/skills.ts'
import { tools } from '#content/tools.ts'
import { rephrase } from '../../server/ai/embedded/asking.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'What does it include apart from the logo concepts?': the other parts of the piece, whatever the part set aside
 * brings to mind (a tool for logos); after a question about one skill, 'how good is your prompt writing skill?' asks
 * about the skill it calls, not the one before. From content/.
 */
const pages = Object.values(projectPages)
const tilesOf = (page: (typeof pages)[number]) => page.blocks.flatMap((b) => (b.type === 'linkTiles' ? b.tiles : []))
/** A piece made with tools whose page has three parts or more. */
const withParts = pages.filter((p) => tilesOf(p).length >= 3 && aiCards.some((c) => c.id === p.id && c.tools?.length))

const skills = skillGroups.flatMap((g) => g.skills.map((s) => ({ ...s, group: g.title })))
const wordsOf = (s: string) => s.toLowerCase().match(/\p{L}+/gu) ?? []
const names = [...skills.map((s) => s.name), ...tools.map((t) => t.name), ...pages.map((p) => p.title)]
const sameWord = (a: string, b: string) => a.startsWith(b.slice(0, 4)) || b.startsWith(a.slice(0, 4))
const asked = (word: string) => `how good is your ${word} skill?`
/** A skill of two words or more whose first word no other skill, tool or page title has ('Prompt Engineering'). */
const calledByFirstWord = skills.filter((s) => {
  const [first, ...more] = s.name.toLowerCase().split(/\s+/)
  // Words the phrase rules read as something else ('background' is experience) call nothing by name.
  return (
    more.length > 0 &&
    /^\p{L}{3,}$/u.test(first!) &&
    rephrase(asked(first!)) === asked(first!) &&
    names.every((o) => o === s.name || !wordsOf(o).some((w) => sameWord(w, first!)))
  )
})

describe('a part set aside, and a skill called again', () => {
  it('the content has a piece with tools and three parts, and skills called by a word of their own (guard)', () => {
    expect(withParts.length).toBeGreaterThan(0)
    expect(calledByFirstWord.length).toBeGreaterThan(1)
  })

  it.each(withParts.map((p) => [p.title, p] as const))('%s: what else is in it besides its first part', async (_title, page) => {
    const [first, ...rest] = tilesOf(page)
    const got = await askTurns([`what else is in the ${page.title} besides the ${first!.title.toLowerCase()}?`])
    for (const tile of rest) expect(got.answer).toContain(tile.title)
    expect(got.answer).not.toContain(first!.description)
  })

  it.each(withParts.map((p) => [p.title, p] as const))(
    '%s: its tools, and what it includes apart from its first part, in one message',
    async (_title, page) => {
      const [first, ...rest] = tilesOf(page)
      const card = aiCards.find((c) => c.id === page.id)!
      const got = await askTurns([
        `For the ${page.title}, which tools did you use, and what does it include apart from the ${first!.title.toLowerCase()}?`,
      ])
      for (const tool of card.tools!) expect(got.answer).toContain(tool)
      for (const tile of rest) expect(got.answer).toContain(tile.title)
    },
  )

  it.each(calledByFirstWord.map((s) => [s.name, s] as const))(
    'after another skill, how good is your %s skill, called by its first word',
    async (_name, skill) => {
      const before = skills.find((o) => o.group !== skill.group && o.level !== skill.level)!
      const got = await askTurns([`how good are you at ${before.name.toLowerCase()}?`, `how good is your ${wordsOf(skill.name)[0]} skill?`])
      expect(got.answer).toContain(`${skill.level}%`)
      expect(got.answer).not.toContain(`${before.level}%`)
    },
  )
})
