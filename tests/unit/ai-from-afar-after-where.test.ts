import { describe, expect, it } from 'vitest'
import { site } from '#content/site.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * After 'where are you based?', the visitor's own place and 'would that work?' or 'would we need to meet in person?':
 * the site's line on working worldwide and remotely. From content/site.ts.
 */
const remoteWords = site.location.match(/\b(worldwide|remote\w*)\b/gi) ?? []

describe('from afar, after where', () => {
  it('the content says where the owner works from (guard)', () => {
    expect(remoteWords.length).toBeGreaterThan(0)
  })

  it.each([
    ['where is the designer based?', 'ok so would that work for me? my online shop is run from Melbourne, Australia'],
    [
      'where are you based?',
      'ok, my company is in Toronto and we almost never travel. would that be a problem, or would we need to meet in person?',
    ],
  ])('%s / %s: worldwide, remotely', async (first, second) => {
    const got = await askTurns([first, second])
    for (const w of remoteWords) expect(got.answer.toLowerCase()).toContain(w.toLowerCase())
  })
})
