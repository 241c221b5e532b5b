import { beforeAll, describe, expect, it } from 'vitest'
import { MEANING_THRESHOLD, answerMessage } from '../../server/ai/embedded/answer.ts'
import { entitiesNamed } from '../../server/ai/embedded/entities.ts'
import { entityOf, knowledge, WORK_KINDS } from '../../server/ai/embedded/knowledge.ts'
import { retrieve, toQuery } from '../../server/ai/embedded/retrieve.ts'
import { nearestWork, warmMeaning } from '../../server/ai/embedded/meaning.ts'
import { respond } from '../../server/ai/embedded/respond.ts'
import { words } from '../../server/ai/embedded/text.ts'
import { email } from '../../server/ai/embedded/owner.ts'

const works = knowledge.entities.filter((e) => WORK_KINDS.has(e.kind) || e.kind === 'category')
const wordsFoundNothing = (query: string) => respond(query).kinds.every((k) => k === 'not-on-site')

beforeAll(() => warmMeaning(), 60_000)

describe('the sentence encoder: the site’s work by meaning', () => {
  it('puts each piece of work nearest to its own description', async () => {
    for (const work of works) {
      const nearest = await nearestWork(work.description)
      // Two entries may share a description (a card and its project); either is the same work.
      expect(nearest?.entity.description).toBe(work.description)
      expect(nearest!.similarity).toBeGreaterThanOrEqual(MEANING_THRESHOLD)
    }
  })
})

describe('a need said in words the site never uses', () => {
  const weddings = () => works.find((e) => e.kind === 'project' && /wedding/i.test(e.name))!
  const brandIdentity = () => works.find((e) => e.kind === 'project' && /brand identity/i.test(e.name))!
  const consultancy =
    'starting my own consultancy and i have literally nothing yet, no logo, no colours, no idea what fonts to use or how things should look. can you sort out the whole look + some rules so it stays consistent?'

  it('is answered with the piece of work nearest in meaning, its page and how to book', async () => {
    // The words find nothing in it, only a few of its words, or the work itself (they know a type system as fonts).
    expect(
      wordsFoundNothing(consultancy) || respond(consultancy).fromPart || respond(consultancy).paths.includes(brandIdentity().href),
    ).toBe(true)
    const r = await answerMessage(consultancy)
    expect(r.kinds).toEqual(['answer'])
    expect(r.paths).toContain(brandIdentity().href)
    expect(r.text).toContain(brandIdentity().name)
    expect(r.text).toContain(email)
  })

  it('keeps "not on this site" where nothing is near enough', async () => {
    const grandmother = 'My grandmother kept every letter my grandfather sent her during the war, and my cousins argue over who keeps them.'
    expect(wordsFoundNothing(grandmother)).toBe(true)
    expect((await nearestWork(grandmother))!.similarity).toBeLessThan(MEANING_THRESHOLD)
    expect((await answerMessage(grandmother)).kinds).toEqual(['not-on-site'])
  })

  it('leaves an answer the words found as it is', async () => {
    const asked = `What is ${weddings().name} about?`
    expect(await answerMessage(asked)).toEqual(respond(asked))
  })

  it('is not asked of other languages, which it cannot read', async () => {
    const spanish = 'Nos casamos en septiembre en un viñedo y todavía no tenemos a nadie que haga las fotos'
    expect(await answerMessage(spanish)).toEqual(respond(spanish))
  })
})

describe('a need told as a situation that the words answer with something else', () => {
  // Café owners describing their menu pictures: the words find photo tools and pages; the encoder, a shoot.
  const needs = [
    "my café's cake and smoothie pics on the delivery app look awful, i took them with my phone under yellow lamps, what could you do for me",
    'i sell handmade soaps in pretty boxes and could really use nice pictures of them for my online shop',
  ]

  it.each(needs)('adds the piece of work nearest in meaning beside the answer: %s', async (need) => {
    const byWords = respond(need)
    const nearest = (await nearestWork(need))!
    expect(byWords.kinds.every((k) => k === 'answer')).toBe(true)
    expect(nearest.similarity).toBeGreaterThanOrEqual(MEANING_THRESHOLD)
    expect(byWords.paths).not.toContain(nearest.entity.href)
    const r = await answerMessage(need)
    expect(r.paths).toContain(nearest.entity.href)
    expect(r.text).toContain(nearest.entity.name)
    // The words' own answer stays.
    expect(r.text.startsWith(byWords.text)).toBe(true)
  })

  it('adds nothing to a short question, or to one that names its piece of work', async () => {
    const piece = works.find((e) => WORK_KINDS.has(e.kind))!
    for (const query of ['do you shoot food?', `we run a small shop and I would love to hear more about ${piece.name} for our business`]) {
      expect((await answerMessage(query)).text).toBe(respond(query).text)
    }
  })
})

describe('a need told at length in the words of a piece of work', () => {
  it('shows, beside the answer, the piece whose page shares the most weight of its words, when none is near enough in meaning', async () => {
    let checked = 0
    for (const work of works.filter((e) => WORK_KINDS.has(e.kind))) {
      // The description's longer words, as a visitor lists what they need: near in words, not in meaning.
      const listed = [...new Set(words(work.description).filter((w) => w.length > 5))].reverse().slice(0, 6)
      const need = `We are a small business and honestly our ${listed.join(', ')} all need work. What could you do for us?`
      if (entitiesNamed(need, { strong: true }).some((e) => WORK_KINDS.has(e.kind))) continue
      if (!respond(need).kinds.every((k) => k === 'answer')) continue
      if ((await nearestWork(need))!.similarity >= MEANING_THRESHOLD) continue
      const hits = retrieve(toQuery(need), { limit: 40 })
      const best = entityOf(hits.reduce((a, h) => (h.score > a.score ? h : a)).passage.entity)
      if (!best || !(WORK_KINDS.has(best.kind) || best.kind === 'category')) continue
      expect((await answerMessage(need)).paths, need).toContain(best.href)
      checked += 1
    }
    expect(checked).toBeGreaterThan(3)
  })
})
