import { describe, expect, it } from 'vitest'
import { termsPage } from '#content/legal.ts'
import { askTurns } from '../eval/ask.ts'

/** 'Could we reprint two of those posters without checking with you first?' asks leave to use the work: the terms answer. */
describe('reprinting, republishing and reproducing the work ask the terms', () => {
  const reuse = termsPage.sections.find((s) => s.paragraphs.some((p) => /permission/i.test(p)))!

  it.each([
    'could we reprint two of those posters in our arts supplement without checking with you first?',
    'may we republish a few of your photos in our newsletter?',
    'can our magazine reproduce one of your illustrations on the cover?',
  ])('%s', async (message) => {
    const got = await askTurns([message])
    expect(got.sources).toContain('/terms')
    expect(got.answer.toLowerCase()).toContain('permission')
    expect(reuse.paragraphs.join(' ').toLowerCase()).toContain('permission')
  })
})
