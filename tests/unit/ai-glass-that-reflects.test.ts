import { describe, expect, it } from 'vitest'
import { projectPages } from '#content/lib/projects.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * Bottles whose glass reflects the window in the visitor's own photos: the product shoot that names glass and
 * reflections. 'What have you shot that is close to this?' asks for work like the need. From content/ (the project pages).
 */
const glassShoot = Object.values(projectPages).find((p) => /\bglass\b/i.test(p.description) && /\breflections\b/i.test(p.description))

describe('glass that reflects', () => {
  it('the content has a shoot of glass and reflections (guard)', () => {
    expect(glassShoot).toBeDefined()
  })

  it.each([
    [
      'I make candles in glass jars and in my photos the window always reflects in the glass, it looks cheap. What have you shot that is close to this?',
    ],
    [
      'we started selling our own hair oil in small glass bottles and the phone pics look awful, all reflections everywhere. need proper pictures for the online shop. what have u shot that is close to this?',
    ],
  ])('%s: that shoot first', async (message) => {
    const got = await askTurns([message])
    expect(got.sources[0]).toBe(`/portfolio/${glassShoot!.id}`)
  })
})
