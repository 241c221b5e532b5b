import { describe, expect, it } from 'vitest'
import { projectPages } from '#content/lib/projects.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'For the upscaling one, which software was used?' after a list where two pieces mention upscaling: the one that is
 * about it (says it most often) is meant, not whichever one the rest of the question's words happen to fit.
 */
describe('the one a word is about', () => {
  const said = (page: object) => (JSON.stringify(page).match(/upscal/gi) ?? []).length
  const pages = Object.values(projectPages).filter((p) => said(p) > 0)
  const about = pages.reduce((a, b) => (said(b) > said(a) ? b : a))

  it('two or more pieces mention upscaling, one most often', () => {
    expect(pages.length).toBeGreaterThanOrEqual(2)
    expect(pages.filter((p) => said(p) === said(about))).toHaveLength(1)
  })

  it('"for the upscaling one, which software was used?" after the AI work is listed', async () => {
    const got = await askTurns(['What kind of AI projects are there?', 'for the upscaling one which software was used?'])
    expect(got.answer).toContain(about.title)
  })
})
