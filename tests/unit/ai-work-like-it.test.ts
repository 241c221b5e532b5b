import { describe, expect, it } from 'vitest'
import { contactPage } from '#content/placeholders.ts'
import { site } from '#content/site.ts'
import { tools } from '#content/tools.ts'
import { isVague } from '../../server/ai/embedded/asking.ts'
import { knowledge } from '../../server/ai/embedded/knowledge.ts'
import { respond } from '../../server/ai/embedded/respond.ts'
import { splitQuestions } from '../../server/ai/embedded/split.ts'
import { stem, words } from '../../server/ai/embedded/text.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * A need told in clauses, then 'done something like this before?'; work asked for like it; where the owner works when
 * the visitor is far away; a booking set as a condition. Every piece of work is read from content/.
 */
const sites = knowledge.entities.filter((e) => e.kind === 'site')
/** What a site's description lists: 'a roastery site with a subscription offer', 'brewing guides', ... */
const featuresOf = (description: string) =>
  description
    .replace(/\.$/, '')
    .split(/,\s*|\s+and\s+/)
    .map((p) => p.replace(/^(a|an|the)\s+/i, '').toLowerCase())
/** A piece of work whose own passage gives a time after the shoot ('delivered next day'). */
const timed = knowledge.passages
  .map((p) => ({ p, time: /\b(next day|within \w+ hours|in \w+ weeks)\b/i.exec(p.text)?.[0] }))
  .find((x) => x.time && knowledge.entities.some((e) => e.key === x.p.entity && e.kind === 'project'))
const legal = new Set(['/privacy', '/terms'])

describe('embedded assistant: work like the need', () => {
  it('has the content these rules are tried on (guard)', () => {
    expect(sites.length >= 2 && sites.every((s) => featuresOf(s.description).length >= 2) && Boolean(timed)).toBe(true)
  })

  it("takes clauses like 'I want ...' and 'show ...' before 'done something like this before?' as the need, not questions", () => {
    const split = splitQuestions(
      'Small roastery. I want people to get beans sent every month, and show where the cafes are. Done something like this before?',
    )
    expect(split.questions).toEqual(['Done something like this before?'])
    expect(split.context).toContain('beans sent every month')
    expect(split.context).toContain('show where the cafes are')
  })

  it("reads 'ever built that kind of thing' without its question mark as the question, and the need as its scene", () => {
    const split = splitQuestions(
      'we are a tiny agency, clients should look at our offers, filter them and send us a request. ever built that kind of thing',
    )
    expect(split.questions).toEqual(['ever built that kind of thing'])
    expect(split.context).toContain('send us a request')
  })

  it("takes 'I would like ...' before 'is there a project close to this idea?' as the need", () => {
    const split = splitQuestions('I would like a short film about my work and my town. Is there a project on your site close to this idea?')
    expect(split.questions).toEqual(['Is there a project on your site close to this idea?'])
    expect(split.context).toContain('a short film about my work')
  })

  it("still answers a request of its own ('show me ...') beside 'anything like that?' (guard)", () => {
    expect(splitQuestions('show me your websites. have you done anything like that for shops?').questions).toHaveLength(2)
  })

  it('answers a need told in clauses with the one site it describes, in one answer', () => {
    for (const s of sites) {
      const [a, b, c] = featuresOf(s.description)
      const r = respond(`We run a small business. I want ${a}, and show ${b}${c ? ` and ${c}` : ''}. Done something like this before?`)
      expect(r.kinds, s.name).toEqual(['answer'])
      expect(r.text.startsWith(s.name), `${s.name}: ${r.text}`).toBe(true)
    }
  })

  it("answers 'any example of a site like that?' with the site, never with what the terms say about links", () => {
    for (const s of sites) {
      const [a, b] = featuresOf(s.description)
      const r = respond(`we need ${a} with ${b}. any example of a site like that?`)
      expect(r.text, s.name).toContain(s.name)
      expect(
        r.paths.every((p) => legal.has(p)),
        s.name,
      ).toBe(false)
    }
  })

  it("answers 'a business like ours' after a need with the site it describes", () => {
    for (const s of sites) {
      const [a, b] = featuresOf(s.description)
      const r = respond(`we run ${a} and want ${b}. have you built a site for a business like ours`)
      expect(r.text, s.name).toContain(s.name)
    }
  })
})

describe('embedded assistant: far away, and booking as a condition', () => {
  const location = site.location.toLowerCase()

  it("answers 'we never meet in person?' with where the owner works from", async () => {
    const got = await askTurns(['where are you located?', 'so it is fine if my salon is in Lisbon and we never meet in person?'])
    expect(got.kinds).toEqual(['answer'])
    expect(got.answer.toLowerCase()).toContain(location)
  })

  it("answers 'I am in <city>, is it possible to work together?' with where the owner works from", async () => {
    const got = await askTurns(['where are you located?', 'hmm I am in Belo Horizonte, Brasil. so is it possible to work together or not?'])
    expect(got.answer.toLowerCase()).toContain(location)
  })

  it("answers 'if we book you, how soon do we get the photos?' with the time, not only how to book", async () => {
    const piece = knowledge.entities.find((e) => e.key === timed!.p.entity)!
    const kind = words(piece.name).filter((w) => stem(w) !== stem('photography'))
    const got = await askTurns([
      `have you photographed ${kind.join(' ').toLowerCase()}?`,
      'if we book you how soon do we get the photos after?',
    ])
    expect(got.answer).toContain(timed!.time!)
    expect(got.answer).not.toContain(contactPage.lead)
  })

  it("still answers 'how can we book you?' with how to reach the owner (guard)", () => {
    expect(respond('how can we book you?').text).toContain(contactPage.lead)
  })
})

describe('embedded assistant: a need, then a short question about it', () => {
  it("answers 'what program would you use to fix it?' as 'which of your tools would fix that?'", () => {
    let differs = 0
    for (const t of tools) {
      const need = `We have a problem: we need ${t.description.charAt(0).toLowerCase()}${t.description.slice(1)}`
      const it = respond(`${need} what program would you use to fix it?`)
      expect(it.text, t.name).toBe(respond(`${need} which of your tools would fix that?`).text)
      if (!it.text.includes(t.name)) differs += 1
    }
    expect(differs).toBeLessThan(tools.length / 2)
  })

  it("reads 'can something be done or is it lost?' as asking about the need told, like 'can you help?'", () => {
    expect(isVague('can something be done or is it lost?')).toBe(true)
    expect(isVague('is it salvageable?')).toBe(true)
    expect(isVague('is the drone footage lost?')).toBe(false)
  })
})
