import { describe, expect, it } from 'vitest'
import { projectPages } from '#content/lib/projects.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * A need told at length, then 'have you designed something like that?': the one piece of work whose page weighs far
 * more than anything else in the need's words is the example. From content/ (the project pages).
 */
const swipeable = Object.values(projectPages).find((p) => /\bswipe(able)?\b/i.test(p.description) && /\bslides?\b/i.test(p.description))

describe('work like a need told at length', () => {
  it('the content has a project of swipeable slides (guard)', () => {
    expect(swipeable).toBeDefined()
  })

  it.each([
    [
      'Marketing manager at a B2B payments startup here. Our product is hard to explain in one image, so I want a post on LinkedIn where people swipe through 8-10 slides step by step. Have you designed something like that?',
    ],
    [
      'Marketing lead at a payroll startup. One picture never explains our product, so I want a LinkedIn post where people swipe through a few slides, one step each. Have you made something like that?',
    ],
  ])('%s: the project of swipeable slides', async (message) => {
    const got = await askTurns([message])
    expect(got.answer).toContain(swipeable!.title)
    expect(got.sources).toContain(`/portfolio/${swipeable!.id}`)
  })
})
