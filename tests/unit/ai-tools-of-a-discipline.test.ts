import { describe, expect, it } from 'vitest'
import { capabilities } from '../../content/about.ts'
import { tools } from '../../content/tools.ts'
import { respond } from '../../server/ai/embedded/respond.ts'
import { words } from '../../server/ai/embedded/text.ts'

/**
 * 'For the video side, which programs do you work in?': a whole discipline asked, the answer names every tool the
 * About page lists for it, not only the one or two whose descriptions match the word. From content/about.ts and
 * content/tools.ts.
 */
const disciplines = capabilities
  .map((c) => ({
    title: c.title,
    word: words(c.title)[0]!,
    tools: tools.filter((t) => (c.skills as readonly string[]).includes(t.name)).map((t) => t.name),
  }))
  .filter((d) => d.tools.length >= 2)

describe("a discipline's tools", () => {
  it('the About page lists two or more tools for some discipline', () => {
    expect(disciplines.length).toBeGreaterThan(0)
  })

  it.each(disciplines)("$title: 'for the $word side, which programs do you work in?'", ({ word, tools: listed }) => {
    const text = respond(`for the ${word} side, which programs do you work in?`).text
    for (const name of listed) expect(text).toContain(name)
  })
})
