import { describe, expect, it } from 'vitest'
import { webDesignCards } from '#content/cards/web-design.ts'
import { projectPages } from '#content/lib/projects.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'People phone to hold croissants and ask what's baked today' is a site with a daily menu and pre-orders; 'an aerial
 * shot of snowy peaks behind our header' is the AI film over mountains. From content/ (the web cards, the film cards).
 */
const bakerySite = webDesignCards.find((c) => /\bpre-orders?\b/i.test(c.description) && /\bdaily menu\b/i.test(c.description))
const films = Object.values(projectPages).flatMap((p) =>
  p.blocks.flatMap((b) => (b.type === 'videoCards' ? b.videos.map((v) => ({ page: p, video: v })) : [])),
)
const aerialFilm = films.find(({ video }) => /\baerial\b/i.test(video.description) && /\bmountain/i.test(video.description))

describe('bakes held, and peaks flown over', () => {
  it('the content has a site with a daily menu and pre-orders, and an aerial film over mountains (guard)', () => {
    expect(bakerySite).toBeDefined()
    expect(aerialFilm).toBeDefined()
  })

  it.each([
    [
      "My sister has a tiny bread shop and people keep phoning to ask what's baked today and to hold croissants for them. She wants them to check and reserve from their phone instead. Have you done something like that?",
    ],
    ["people ring my cake shop all day to reserve cakes and ask what's fresh today. any website like that in your work?"],
  ])('%s: the site with a daily menu and pre-orders', async (message) => {
    const got = await askTurns([message])
    expect(got.answer).toContain(bakerySite!.title)
  })

  it('an aerial loop of snowy peaks behind the homepage header, no drone budget: the AI film first', async () => {
    const got = await askTurns([
      'hiking tours here. want a looping aerial shot of snowy peaks behind our homepage header but we have 0 budget for a drone crew. possible??',
    ])
    expect(got.answer.indexOf(aerialFilm!.video.title)).toBe(0)
  })
})
