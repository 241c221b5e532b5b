import { describe, expect, it } from 'vitest'
import { site } from '../../content/site.ts'
import { askTurns } from '../eval/ask.ts'

/** Meeting in person, or a visitor who never travels, asks where the owner works: the site's own location line. */
describe('meeting in person', () => {
  it.each(['do we have to meet in person?', 'can we have an in-person meeting first?', 'we almost never travel, is that ok?'])(
    '%s',
    async (q) => {
      const got = await askTurns([q])
      expect(got.answer).toContain(site.location.toLowerCase())
    },
  )
})
