import { describe, expect, it } from 'vitest'
import { projectPages } from '#content/lib/projects.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'The only photo of our founder is tiny and blocky. I want to print it big for the wall. Can anything be done?': the
 * wish told before 'can anything be done?' is the need, not a question of its own ('practice room' asks for no skill
 * of that name). From content/ (the page of low-resolution images rescued).
 */
const rescue = Object.values(projectPages).find((p) => /low-resolution/i.test(JSON.stringify(p)) && /upscal/i.test(p.description))

describe('a wish told, then can anything be done', () => {
  it('the content has a page of low-resolution images rescued (guard)', () => {
    expect(rescue).toBeDefined()
  })

  it.each([
    'The only photo I have of my teacher who founded our studio is a tiny blurry one from an old phone, all blocky when I zoom. I want to print it big for the wall of the practice room. Can anything be done?',
    'our logo only exists as a tiny pixelated jpeg. we want to put it on a big banner at the best practice awards. is that possible?',
  ])('%s', async (message) => {
    const got = await askTurns([message])
    expect(got.sources).toContain(`/portfolio/${rescue!.id}`)
    expect(got.answer).not.toMatch(/Best Practices/)
  })
})
