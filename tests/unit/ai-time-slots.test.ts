import { describe, expect, it } from 'vitest'
import { categoryList } from '#content/categories.ts'
import { askTurns } from '../eval/ask.ts'

/** 'A site where people book a time slot': the site with timetables and sign-ups. From content/ (the web design cards). */
const timetabled = categoryList.flatMap((c) => c.cards).find((c) => /\btimetables?\b/i.test(c.description))

describe('time slots are timetables', () => {
  it('the content has a site with timetables (guard)', () => {
    expect(timetabled).toBeDefined()
  })

  it.each([
    'we need a site where people book a time slot for their dog grooming, any similar site?',
    'our salon needs a website where customers book time slots online. anything similar in your work?',
  ])('%s', async (message) => {
    const got = await askTurns([message])
    expect(got.answer).toContain(timetabled!.title)
  })
})
