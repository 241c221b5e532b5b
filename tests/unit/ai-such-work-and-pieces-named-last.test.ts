import { describe, expect, it } from 'vitest'
import { videographyCards } from '#content/cards/videography.ts'
import { projectPages } from '#content/lib/projects.ts'
import { splitQuestions } from '../../server/ai/embedded/split.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * Work asked for as 'such posts' after a need told at length, a 'where' that describes the posts rather than asking a
 * place, and a piece named at the end of a question ('for that corporate meeting you shot') after another piece was
 * shown. From content/ (the project pages and the film cards).
 */
const swipeable = Object.values(projectPages).find((p) => /\bswipe(able)?\b/i.test(p.description) && /\bslides?\b/i.test(p.description))
const meeting = Object.values(projectPages).find((p) => /\bmeeting\b/i.test(p.title) && /\bnext day\b/i.test(p.description))
// A film about a conference, whose words share 'corporate' with the meeting but not 'meeting'.
const conferenceFilm = videographyCards.find((c) => /\bconference\b/i.test(c.description) && !/\bmeeting\b/i.test(c.description))

describe('such work, and a piece named last', () => {
  it('the content has a project of swipeable slides, a meeting delivered next day and a conference film (guard)', () => {
    expect(swipeable).toBeDefined()
    expect(meeting).toBeDefined()
    expect(conferenceFilm?.duration).toBeDefined()
  })

  it.each([
    [
      'As a management consultant I publish on LinkedIn. I have noticed posts where readers flick sideways through several slides, each one explaining one step with a small chart or a checklist. I would like a series like this to explain our methodology. Have you designed such posts?',
    ],
    ['posts where people swipe through slides, have you done that?'],
    ['Our school posts on LinkedIn. People flick through several slides inside one post, one step per slide. Have you made similar posts?'],
  ])('%s: the project of swipeable slides, first', async (message) => {
    const got = await askTurns([message])
    expect(got.answer).toContain(swipeable!.title)
    expect(got.sources[0]).toBe(`/portfolio/${swipeable!.id}`)
  })

  it('what a club wants to explain, listed after a colon, asks nothing of the site', () => {
    const split = splitQuestions(
      'Our book club wants to explain to new members how the club works: how to join, how we choose the books, where we meet. Is there an example of that on this site?',
    )
    expect(split.questions).toEqual(['Is there an example of that on this site?'])
  })

  it('after the conference film, the photos of that corporate meeting: the meeting and when it was delivered', async () => {
    const got = await askTurns([
      `How long was the ${conferenceFilm!.title.toLowerCase()} you made?`,
      'how fast were the photos delivered for that corporate meeting you shot?',
    ])
    expect(got.answer).toContain(meeting!.title)
    expect(got.answer).toMatch(/next day/i)
  })

  it('both asked in one message beside an events agency: the film runs its time and the meeting came next day', async () => {
    const got = await askTurns([
      `We're an events agency and for our conference in October we'd want both a video recap and photos. How long was the ${conferenceFilm!.title.toLowerCase()} you made, and how fast were the photos delivered for that corporate meeting you shot?`,
    ])
    expect(got.answer).toContain(conferenceFilm!.duration!)
    expect(got.answer).toMatch(/next day/i)
    expect(got.sources).toContain(`/portfolio/${meeting!.id}`)
  })

  it('after a family session was shown, the photos asked for by their time: the family session, not another (guard)', async () => {
    const family = Object.values(projectPages).find((p) => /\bfamily\b/i.test(p.title))!
    const got = await askTurns([
      'you do photoshoot for families? we are 2 kids and us',
      'ok nice. after the shoot how long we wait for the photos?',
    ])
    expect(got.sources).toContain(`/portfolio/${family.id}`)
  })
})
