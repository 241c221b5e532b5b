import { describe, expect, it } from 'vitest'
import { graphicsProjects } from '#content/projects/graphics.ts'
import { photographyProjects } from '#content/projects/photography.ts'
import { socialProjects } from '#content/projects/social.ts'
import type { ProjectPage } from '#content/lib/schema.ts'
import { askTurns } from '../eval/ask.ts'

const pieces: ProjectPage[] = [...Object.values(photographyProjects), ...Object.values(graphicsProjects), ...Object.values(socialProjects)]
const pictures = (p: ProjectPage) => p.blocks.reduce((n, b) => n + (b.type === 'gallery' ? b.images.length : 0), 0)

/**
 * 'That series of posts from X — how many are there?': the pictures of the piece put in front are counted, not the pieces of
 * its kind. And a 'type system' is typography: 'a logo, colours and fonts' is the work that says logo, colour and type.
 */
describe('a series counted, and type as a design word', () => {
  const counted = pieces.filter((p) => pictures(p) > 0).slice(0, 4)

  it.each(counted.map((p) => [p.title, p] as const))('that series of pictures from %s — how many are there?', async (_t, piece) => {
    for (const message of [
      `that series of pictures from ${piece.title} — how many are there?`,
      `as for that set of images from ${piece.title}, how many are there?`,
    ]) {
      const got = await askTurns([message])
      expect(got.answer).toMatch(new RegExp(`\\b${pictures(piece)}\\b`))
      expect(got.sources).toContain(`/portfolio/${piece.id}`)
    }
  })

  const identity = pieces.filter(
    (p) => /\blogo/i.test(p.description) && /\bcolou?r/i.test(p.description) && /\btype system/i.test(p.description),
  )

  it('a logo, colours and fonts: the work with a colour and type system', async () => {
    expect(identity.length).toBeGreaterThan(0)
    const got = await askTurns(['We need a new logo, new colours and fonts. What have you done that is closest?'])
    expect(got.kinds).not.toContain('not-on-site')
    expect(identity.some((p) => got.sources.includes(`/portfolio/${p.id}`))).toBe(true)
  })
})
