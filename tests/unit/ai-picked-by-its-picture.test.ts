import { describe, expect, it } from 'vitest'
import { projects } from '#content/lib/projects.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'The one with the sea waves', after a list of films: a piece picked by what its picture shows (the image's alt
 * text), when its name and description do not say it. Every expectation comes from content/.
 */
const videos = Object.values(projects).flatMap((p) => p.blocks.flatMap((b) => (b.type === 'videoCards' ? b.videos : [])))
const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? []
/** The scene of a still: its alt text between the colon and the first comma. */
const sceneOf = (alt: string) => /:\s*([^,]+)/.exec(alt)?.[1] ?? ''
const COMMON = new Set(['under', 'between', 'with', 'about', 'their', 'there', 'which', 'while'])
/** Words of a film's picture that neither its own name and description nor any other film's words have. */
const pictureOnly = (v: (typeof videos)[number]) => {
  const others = new Set(videos.filter((o) => o !== v).flatMap((o) => wordsOf(`${o.title} ${o.description} ${o.image.alt}`)))
  const own = new Set(wordsOf(`${v.title} ${v.description}`))
  return wordsOf(sceneOf(v.image.alt)).filter((w) => w.length >= 5 && !COMMON.has(w) && !own.has(w) && !others.has(w))
}
const picked = videos.filter((v) => v.duration && pictureOnly(v).length > 0)

describe('a film picked by what its picture shows', () => {
  it('the content has films whose pictures show something their words do not', () => {
    expect(picked.length).toBeGreaterThan(0)
  })

  it.each(picked.map((v) => [v.title, v] as const))('%s', async (_, video) => {
    const got = await askTurns([
      'which AI videos have you made? list them',
      `the one with the ${pictureOnly(video).slice(-2).join(' ')}. how long is it?`,
    ])
    expect(got.answer).toContain(video.title)
    expect(got.answer).toContain(video.duration!)
  })
})
