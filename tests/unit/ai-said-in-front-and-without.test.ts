import { describe, expect, it } from 'vitest'
import { aboutContent, capabilities } from '#content/about.ts'
import { projectPages } from '#content/lib/projects.ts'
import { owner } from '#content/owner.ts'
import { skillGroups } from '#content/skills.ts'
import { tools } from '#content/tools.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * A budget said as the visitor's limit ('0 budget for a drone crew') asks no price, and aerial footage without a drone
 * is the AI film of it; a thing put in front of its question ('the email, what is it exactly?'); the designer who uses
 * the tools is no use of them; a skill group picked by a word ('the 3D one') before a measure ('the weakest skill in
 * it'); the About section named by its own title; 'done this full set' and 'a shot like that' ask for work like the
 * need told. From content/.
 */
const pages = Object.values(projectPages)
const films = pages.flatMap((p) => p.blocks.flatMap((b) => (b.type === 'videoCards' ? b.videos.map((v) => ({ page: p, video: v })) : [])))
const aerialFilm = films.find(({ video }) => /\baerial\b/i.test(video.description) && /\bmountain/i.test(video.description))
const cityAtNight = films.find(({ video }) => /\bnight\b/i.test(video.description) && /\bcity\b/i.test(video.description))
const wordsOf = (s: string): string[] => s.toLowerCase().match(/[a-z0-9]+/g) ?? []
/** Skill groups picked by a word of their title no other group's title has, and their lowest skill. */
const pickedGroups = skillGroups.flatMap((g) => {
  const word = wordsOf(g.title).find((w) => skillGroups.every((o) => o === g || !wordsOf(o.title).includes(w)))
  const lowest = Math.min(...g.skills.map((s) => s.level))
  const weakest = g.skills.filter((s) => s.level === lowest)
  return word && weakest.length === 1 ? [{ word, group: g.title, weakest: weakest[0]! }] : []
})
const tilesOf = (page: (typeof pages)[number]) => page.blocks.flatMap((b) => (b.type === 'linkTiles' ? b.tiles : []))
const brandPackage = pages.find((p) => {
  const titles = tilesOf(p).map((t) => t.title.toLowerCase())
  return titles.some((t) => t.includes('logo')) && titles.some((t) => t.includes('guidelines')) && titles.some((t) => t.includes('cards'))
})

describe('said in front, said as a limit', () => {
  it('the content has an aerial film over mountains, a city film at night, picked groups and a brand package (guard)', () => {
    expect(aerialFilm).toBeDefined()
    expect(cityAtNight).toBeDefined()
    expect(pickedGroups.length).toBeGreaterThan(3)
    expect(brandPackage).toBeDefined()
  })

  it.each([
    [
      'trekking tour operator here. want a looping aerial shot of snowy peaks behind our homepage header but we have 0 budget for a drone crew. possible??',
    ],
    ['we have a tiny budget, is a logo possible?'],
    ["we don't have a budget for a photographer, can you shoot our opening anyway?"],
  ])('%s: no price answer', async (message) => {
    const got = await askTurns([message])
    expect(got.sources).not.toContain('/terms')
  })

  it.each([
    [
      'I run a small travel agency. Want a moving mountain background for the top of our website but we have zero budget to send someone with a drone. Ideas?',
    ],
    [
      'We cannot pay for a helicopter, but we would love a moving picture gliding over snowy mountains at the top of our page. Have you made one?',
    ],
  ])('%s: the AI film of the mountains', async (message) => {
    const got = await askTurns([message])
    expect(got.answer).toContain(aerialFilm!.video.title)
    expect(got.sources).toContain(`/portfolio/${aerialFilm!.page.id}`)
  })

  it('a shot like that without filming it, after a city flight at night told: the city film', async () => {
    const got = await askTurns([
      "We're cutting the video of our night-time street dance battle and want a dramatic opening, like flying through a city at night with all the windows lit, but we have zero budget for a drone or a helicopter 😅 is there something on your site that shows you can make a shot like that without filming it?",
    ])
    expect(got.answer).toContain(cityAtNight!.video.title)
  })

  it('the email, what is it exactly? after how to get in touch: the address', async () => {
    const got = await askTurns([
      'how do I get in touch with the designer? I run a small aikido dojo',
      "the email, what is it exactly? our secretary wants it written down, she doesn't do whatsapp",
    ])
    expect(got.answer).toContain(owner.email)
  })

  it.each([['what tools does the designer use?'], ['what software does the designer use?']])('%s: every tool', async (q) => {
    const got = await askTurns([q])
    for (const t of tools) expect(got.answer).toContain(t.name)
  })

  it.each(pickedGroups.map(({ word, group, weakest }) => [word, group, weakest.name, weakest.level]))(
    "the %s one. what's the weakest skill in it? after the skill groups: the lowest of %s",
    async (word, _group, name, level) => {
      const got = await askTurns(['What are the skill groups on the skills page?', `the ${word} one. what's the weakest skill in it?`])
      expect(got.answer).toContain(`${name} (${level}%)`)
    },
  )

  it.each([
    [`I read the About page but it's a lot 😅 what are the '${aboutContent.capabilitiesTitle}' areas?`],
    [`what's under ${aboutContent.capabilitiesTitle}?`],
  ])('%s: the things the About page lists', async (q) => {
    const got = await askTurns([q])
    for (const c of capabilities) expect(got.answer).toContain(c.title)
    expect(got.sources).toContain('/about')
  })

  it('a whole brand package told, then: have you ever done this full set for one client?', async () => {
    const got = await askTurns([
      'Our swim club is finally growing up. We need the whole package: a proper logo (plus a small version for the caps), fixed colours and fonts, one document that tells volunteers how to use it all, cards for the coaches and templates for our Instagram. Have you ever done this full set for one client? Which page shows it?',
    ])
    expect(got.answer).toContain(brandPackage!.title)
    expect(got.sources).toContain(`/portfolio/${brandPackage!.id}`)
  })
})
