import { describe, expect, it } from 'vitest'
import { projectPages } from '#content/lib/projects.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'What does the Brand Identity Design project contain?': the parts of its page in page order, however long the name,
 * so that 'the third one' after it is the third part. From content/ (each project page's link tiles).
 */
const tiled = Object.values(projectPages).flatMap((page) =>
  page.blocks.flatMap((b) =>
    b.type === 'linkTiles' && b.tiles.length >= 3 ? [[page.title, b.tiles.map((t) => [t.title, t.description] as const)] as const] : [],
  ),
)

describe('what a project contains', () => {
  it('the content has a project page with three or more tiles (guard)', () => {
    expect(tiled.length).toBeGreaterThan(0)
  })

  it.each(tiled)('%s: what it contains, then the third one', async (title, tiles) => {
    const got = await askTurns([`What does the ${title} project contain?`])
    for (const [name] of tiles) expect(got.answer).toContain(name)
    const items = await askTurns([`What items does the ${title} project include?`])
    for (const [name] of tiles) expect(items.answer).toContain(name)
    const third = await askTurns([`What does the ${title} project contain?`, 'tell me more about the third one'])
    expect(third.answer).toContain(tiles[2]![1])
  })
})
