import { describe, expect, it } from 'vitest'
import { categories } from '#content/categories.ts'
import { privacyPage } from '#content/legal.ts'
import { projects } from '#content/lib/projects.ts'
import { site } from '#content/site.ts'
import { skillGroups } from '#content/skills.ts'
import { tools } from '#content/tools.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * Needs told in everyday words that the site says another way: phone announcements that disappear after a day (story
 * graphics), a logo that appears with movement (logo animation), working together 'even if you are not here'
 * (worldwide, remotely), 'little files on your computer that follow you around' (cookies), kitchen fans heard in a
 * recording, a voice hard to hear over the street or a hum (noise reduction), old pictures that go blocky when blown up
 * (upscaling), paperwork 'closest to that' (stationery). Every expectation comes from content/.
 */
const cards = Object.values(categories).flatMap((c) => c.cards)
const stories = cards.find((c) => c.tags?.some((t) => /^stories$/i.test(t)))!
const storiesPage = stories.action.kind === 'internal' ? stories.action.to : ''
const motion = skillGroups.find((g) => g.skills.some((s) => /logo animation/i.test(s.name)))!
const cookies = privacyPage.sections.flatMap((s) => s.paragraphs).find((p) => /\bcookies?\b/i.test(p))!
const audio = tools.find((t) => /noise reduction/i.test(t.description))!
const upscaling = Object.values(projects).find((p) => /\bupscaling\b/i.test(p.description))!
const paperwork = Object.values(projects).find((p) => /\bstationery\b/i.test(p.description))!

describe('needs in everyday words', () => {
  it('phone announcements that disappear after 24 hours: the story graphics', async () => {
    const got = await askTurns([
      'we need phone announcements — fullscreen, upright, the ones that disappear after 24 hours. line-up reveal, early bird, sold out… do you make this kind?',
    ])
    expect(got.sources).toContain(storiesPage)
    expect(got.answer).toContain(stories.title)
  })

  it('a logo that appears with movement: the skills of logo animation', async () => {
    const got = await askTurns(['for our festival aftermovie i want our logo to appear with movement at the start. possible?'])
    expect(got.answer).toContain(motion.title)
  })

  it('even if you are not here: worldwide, remotely', async () => {
    const got = await askTurns(['we are a guesthouse in a small village, can you work with us even if you are not here?'])
    expect(got.answer.toLowerCase()).toContain(site.location.toLowerCase())
  })

  it('little files on your computer to follow you around: the cookies paragraph', async () => {
    const got = await askTurns([
      'My son-in-law warned me that websites put little files on your computer to follow you around. Does this website do that to me?',
    ])
    expect(got.answer).toContain(cookies)
  })

  it('kitchen fans heard in a recording: the tool for noise reduction', async () => {
    const got = await askTurns([
      'my chef recorded a video about our risotto but in the background you hear the kitchen fans all the time. can you fix that?',
    ])
    expect(got.answer).toContain(audio.name)
  })

  it.each([
    'I filmed a short video outside our bakery for the reopening, but the road is busy, trucks, wind, and you can barely hear me talk. can this be fixed or must I film it again?',
    'Our podcast interviews have an annoying hum and fridge noise in the voices... can it be cleaned up or do we record again?',
  ])('a recording whose sound needs cleaning: the tool for noise reduction (%s)', async (message) => {
    const got = await askTurns([message])
    expect(got.answer).toContain(audio.name)
  })

  it('old low-quality pictures that go blocky when we blow them up: upscaling', async () => {
    const got = await askTurns([
      'we have some old pictures of our building from years ago, really low quality, and when we blow them up for the big hoarding around the new site they look all blocky and fuzzy. can anything be done with them or do we have to reshoot?',
    ])
    expect(got.sources).toContain(`/portfolio/${upscaling.id}`)
  })

  it('letterheads, envelopes, invoices, folders: which of your projects is closest to that? the stationery', async () => {
    const got = await askTurns([
      'i just started my own event planning agency and all my paperwork looks amateur. letterheads, envelopes, invoices, folders for client proposals, maybe business cards and a notebook. which of your projects is closest to that?',
    ])
    expect(got.sources[0]).toBe(`/portfolio/${paperwork.id}`)
  })
})
