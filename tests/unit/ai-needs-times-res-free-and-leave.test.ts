import { describe, expect, it } from 'vitest'
import { knowledge } from '../../server/ai/embedded/knowledge.ts'
import { askTurns } from '../eval/ask.ts'

// Needs said in the trade's words find the work whose own words say them; a date asked is the calendar the site does
// not show; putting a piece on the visitor's own flyer is asked of the terms.
const work = knowledge.entities.filter((e) => ['site', 'project', 'card', 'video'].includes(e.kind))
const withTimetable = work.filter((e) => /\btimetables?\b/i.test(e.description) && /\bsign-?ups?\b/i.test(e.description))
const lowRes = work.filter((e) => /\blow-resolution\b/i.test(e.description))

describe('needs said in the trade’s words', () => {
  it('the site shows work for each', () => {
    expect(withTimetable.length).toBeGreaterThan(0)
    expect(lowRes.length).toBeGreaterThan(0)
  })

  it.each([
    'our cinema website is a mess, nobody finds the screening times. got an example of a site you did with a schedule + signups?',
    'We want a website where people can check our choir practice times and put their names down. Closest thing you have built?',
  ])('%s: the site with timetables and sign-ups', async (message) => {
    const { answer } = await askTurns([message])
    expect(withTimetable.some((e) => answer.includes(e.name))).toBe(true)
  })

  it('low res photos the platform wants in high res: the work that rescues them', async () => {
    const { answer } = await askTurns([
      'my old headshots are like 600px jpgs and the casting platform wants high res now. is there any way to rescue them?',
    ])
    expect(lowRes.some((e) => answer.includes(e.name))).toBe(true)
  })
})

describe('a date or a piece of the site asked for', () => {
  it('are you free that day: the calendar is not on the site', async () => {
    const got = await askTurns(['we reopen after the refit on saturday 14th june, are you free that day to come take photos?'])
    expect(got.kinds).toContain('not-on-site')
    expect(got.answer).toMatch(/calendar/i)
  })

  it('pop one of them on my flyer: the terms', async () => {
    const got = await askTurns(['love the coffee pics! could I just pop one of them on the flyer for my shop? its only a small print run'])
    expect(got.sources).toContain('/terms')
    expect(got.answer).toMatch(/permission/i)
  })
})
