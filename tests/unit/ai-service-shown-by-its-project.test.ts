import { describe, expect, it } from 'vitest'
import { capabilities } from '#content/about.ts'
import { projectPages } from '#content/lib/projects.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'What's included in your brand identity service?', or 'do you do branding?' ... 'what's included in it?': a service
 * the About page lists is shown by the one project named after it, with all its parts; 'vids' are videos. From content/.
 */
const pages = Object.values(projectPages)
const tilesOf = (page: (typeof pages)[number]) => page.blocks.flatMap((b) => (b.type === 'linkTiles' ? b.tiles : []))
const shownBy = capabilities.flatMap((c) => {
  const named = pages.filter((p) => p.title.toLowerCase().startsWith(c.title.toLowerCase()) && p.title !== c.title)
  return named.length === 1 && tilesOf(named[0]!).length >= 2 ? [[c.title, named[0]!] as const] : []
})

describe('a service shown by its project', () => {
  it('the content has a service with a project named after it (guard)', () => {
    expect(shownBy.length).toBeGreaterThan(0)
  })

  it.each(shownBy)("what's included in your %s service: every part of its project", async (service, page) => {
    const got = await askTurns([`what's included in your ${service.toLowerCase()} service?`])
    for (const tile of tilesOf(page)) expect(got.answer).toContain(tile.title)
  })

  it("'vids' are videos", async () => {
    const [slang, plain] = await Promise.all([askTurns(['any AI-generated vids?']), askTurns(['any AI-generated videos?'])])
    expect(slang.sources).toEqual(plain.sources)
    expect(slang.kinds).not.toContain('not-on-site')
  })
})
