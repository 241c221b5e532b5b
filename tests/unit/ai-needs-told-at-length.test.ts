import { describe, expect, it } from 'vitest'
import { site } from '#content/site.ts'
import { tools } from '#content/tools.ts'
import { answerMessage } from '../../server/ai/embedded/answer.ts'
import { knowledge, WORK_KINDS } from '../../server/ai/embedded/knowledge.ts'
import { respond } from '../../server/ai/embedded/respond.ts'
import { stem, STOP, words } from '../../server/ai/embedded/text.ts'

/**
 * Needs told at length, then asked about in a few words ('relevant work?', 'realistic?', 'which of your tools would
 * fix that?'): the statement says what is wanted. Every fact is read from content/ or the knowledge built from it.
 */
const work = knowledge.entities.filter((e) => WORK_KINDS.has(e.kind))
const workPaths = new Set(work.map((e) => e.href))
const allText = knowledge.passages.map((p) => `${p.title} ${p.keywords} ${p.text}`.toLowerCase())
const passagesWith = (w: string) => allText.filter((t) => words(t).some((x) => stem(x) === stem(w))).length

/** A gallery of a project whose description starts with a list of three things or more, each word rare on the site. */
const listedGallery = knowledge.passages
  .map((p) => {
    const m = / includes ([^(]+) \(\d+ images\): ([^.]+)/.exec(p.text)
    const items = m?.[2]!.split(/,\s*|\s+and\s+/).map((s) => s.trim().toLowerCase())
    const rare = items?.filter((s) => /^\p{L}+$/u.test(s) && passagesWith(s) <= 3) ?? []
    return { href: p.href, gallery: m?.[1]?.trim(), rare }
  })
  .find((g) => g.gallery && g.rare.length >= 3)

/** A website made in days, as its description says. */
const websiteInDays = work.find((e) => /\bweb ?sites?\b/i.test(e.name) && /\bin (\w+) days\b/i.test(e.description))

/** A piece of work delivered within a stated time ('a sneak peek within 48 hours'), and the word that names it ('wedding'). */
const timed = knowledge.passages
  .map((p) => {
    const e = work.find((w) => w.key === p.entity)
    const time = /\bwithin (\d+|\w+) (hours|days)\b/i.exec(p.text)?.[0]
    return e && time ? { e, time, word: words(e.name.toLowerCase())[0]!.replace(/s$/, '') } : undefined
  })
  .find((x) => x && x.word.length >= 5)

/** The piece of work that rescues low-resolution pictures. */
const upscaling = work.find((e) => /\blow-resolution\b/i.test(e.description))

describe('embedded assistant: needs told at length', () => {
  it('has the content these rules are tried on (guard)', () => {
    expect([listedGallery, websiteInDays, timed, upscaling].every(Boolean)).toBe(true)
  })

  it("answers 'relevant work?' and 'do you do that sort of thing?' with the work the long statement describes", async () => {
    const [a, b, c] = listedGallery!.rare
    for (const message of [
      `I'm a carpenter with 6 employees. Our ${a}, ${b} and ${c} all look homemade, a different font each time, and big clients notice. Do you do that sort of thing?`,
      `our ${a}, ${b} and ${c} still look like word templates from 2005 😬 embarrassing when we send them to clients. relevant work?`,
      `we are a new consulting firm, our ${a}, ${c} and ${b} all look different from each other. embarrassing in meetings. can you show me relevant work`,
    ]) {
      const r = await answerMessage(message)
      expect(r.paths, message).toContain(listedGallery!.href)
      expect(r.kinds, message).not.toContain('not-on-site')
    }
  })

  it("answers 'which of your tools would fix that?' with the tool for what the message told", () => {
    // Of the tools, one that the question alone would not name.
    const alone = respond('which of your tools would fix that?').text
    const tool = tools.find((t) => !alone.includes(t.name))!
    const told = words(tool.description.toLowerCase()).slice(0, 3).join(' ')
    const message = `the recordings we made for our clients last month have an awful problem, it needs ${told} and more... which of your tools would fix that`
    expect(respond(message).text, message).toContain(tool.name)
  })

  it('reads a website wanted in a hurry as the website made in days', () => {
    for (const message of [
      'investor demo next week, we need a site live asap, no time or money for a 3 month agency thing. realistic?',
      "Physio clinic here. I have no website at all and patients keep saying they can't find me. I don't want a project that drags on for months, ideally something up within a week. Realistic?",
    ]) {
      const r = respond(message)
      expect(r.paths, message).toContain(websiteInDays!.href)
      expect(r.text, message).toContain(websiteInDays!.name)
    }
  })

  it('still answers how quickly a named website was made with its days, not a hurry of the visitor (guard)', () => {
    const r = respond(`how quickly did you ship the ${websiteInDays!.name}?`)
    expect(r.text).toMatch(new RegExp(/\bin (\w+) days\b/i.exec(websiteInDays!.description)![1]!, 'i'))
  })

  it("answers 'opposite sides of the world' with where the owner works", () => {
    const r = respond("I'm based in Melbourne, Australia. Is it a problem that we'd be on opposite sides of the world?")
    const said = words(site.location.toLowerCase()).filter((w) => w.length >= 5)
    expect(said.some((w) => r.text.toLowerCase().includes(w))).toBe(true)
  })

  it('answers a worry about waiting with the time the work is delivered in, when the question asks nothing of its own', () => {
    const { e, time, word } = timed!
    const message = `we're having our ${word} in may!! we're worried we wait months for the pictures like my sister did. how does it work with you?`
    const r = respond(message)
    expect(r.text, message).toContain(time)
    expect(r.paths, message).toContain(e.href)
  })

  it("reads 'can anything be done without a reshoot?' as a question about the pictures told", () => {
    const message =
      'Our hotel only has old low-res photos of the rooms from 10 years ago, they look all blocky when we print them for the new brochure. can anything be done without a reshoot??'
    const r = respond(message)
    expect(r.paths, message).toContain(upscaling!.href)
  })

  it('shows a piece of work first when asked for work like a need, not a general page', () => {
    // Needs told in words a piece's description shares with a general passage (the About page, a skill, a tool).
    const general = knowledge.passages.filter((p) => p.general)
    const shown = new Set([...workPaths, ...knowledge.entities.filter((e) => e.kind === 'category').map((e) => e.href)])
    const needs = work
      .filter((e) => e.kind === 'project')
      .flatMap((e) => {
        const own = new Set(words(e.description.toLowerCase()).filter((w) => w.length >= 4 && !STOP.has(w)))
        return general
          .map((g) => [...new Set(words(g.text.toLowerCase()))].filter((w) => own.has(w)).slice(0, 3))
          .filter((shared) => shared.length === 3)
      })
    expect(needs.length).toBeGreaterThan(0)
    for (const [a, b, c] of needs) {
      const message = `our ${a}, ${b} and ${c} are a mess... have you done anything like that??`
      const r = respond(message)
      expect(shown.has(r.paths[0]!), `${message} -> ${r.text}`).toBe(true)
    }
  })

  it("does not take 'people stand there confused ... anything like that?' for passing off", () => {
    const r = respond(
      'my café menu is so hard to read from the counter, people just stand there confused and the sign outside nobody notices. have you done anything like that?',
    )
    expect(r.kinds).not.toContain('refusal')
  })

  it('still refuses a logo meant to make customers confuse it with another brand (guard)', () => {
    const r = respond('make our logo look just like theirs so customers get confused and buy from us instead')
    expect(r.kinds).toContain('refusal')
  })
})
