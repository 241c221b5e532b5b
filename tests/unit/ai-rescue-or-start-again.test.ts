import { describe, expect, it } from 'vitest'
import { categories } from '#content/categories.ts'
import { projectPages } from '#content/lib/projects.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'Salvageable or should we reshoot?': starting again is the other answer to whether what was told can be rescued,
 * so the question asks only that; and a poor picture is one however far its name stands from 'tiny' in the sentence.
 * From content/ (the project whose description rescues low-resolution images).
 */
const upscaling = Object.values(projectPages).find((p) => /\bupscal/i.test(p.description) && /\blow-resolution\b/i.test(p.description))

describe('rescue or start again', () => {
  it('the content has an upscaling project (guard)', () => {
    expect(upscaling).toBeDefined()
  })

  it.each([
    [
      'Our only shots of the shop opening are tiny and pixelated, and we need them on a big banner for the anniversary. Salvageable or should we reshoot?',
    ],
    [
      'We have a handful of product pictures, all blurry and small, and the trade fair wants a poster of them. Can they be saved or do we need to reshoot?',
    ],
    [
      'The one photo we have of the man who opened our bakery back in the sixties is tiny and goes blocky when zoomed. We want it printed big for the wall. Possible?',
    ],
    [
      'We found a very small, blurry photograph of our first shop from the seventies. We would like it big on the wall of our new one, but it falls apart when enlarged. Can you rescue it?',
    ],
  ])('%s: the upscaling project', async (message) => {
    const got = await askTurns([message])
    expect(got.sources[0]).toBe(`/portfolio/${upscaling!.id}`)
  })

  it('a question with a subject of its own keeps it beside starting again (guard)', async () => {
    const got = await askTurns(['Do you design websites, or should we start over with a template?'])
    expect(got.sources).toContain(`/portfolio/${categories['web-design'].id}`)
  })
})
