import { describe, expect, it } from 'vitest'
import { site } from '#content/site.ts'
import { tools } from '#content/tools.ts'
import { answerMessage } from '../../server/ai/embedded/answer.ts'
import { knowledge, WORK_KINDS } from '../../server/ai/embedded/knowledge.ts'
import { respond } from '../../server/ai/embedded/respond.ts'
import { splitQuestions } from '../../server/ai/embedded/split.ts'
import { words } from '../../server/ai/embedded/text.ts'

/**
 * What a message says rather than asks ('can't wait months', 'my boss is embarrassed', 'when an AI provider is switched
 * on', 'a live performance'), and what it asks in few words: rules that hold for any owner's content.
 */
const work = knowledge.entities.filter((e) => WORK_KINDS.has(e.kind))
const websiteInDays = work.find((e) => /\bweb ?sites?\b/i.test(e.name) && /\bin (\w+) days\b/i.test(e.description))
/** A work passage that gives a time after the event ('a sneak peek within 48 hours', 'photos a week later'). */
const timedPassage = (re: RegExp) =>
  knowledge.passages.map((p) => ({ p, e: work.find((w) => w.key === p.entity), time: re.exec(p.text)?.[0] })).find((x) => x.e && x.time)
const within = timedPassage(/\bwithin (\d+|\w+) hours\b/i)
const later = timedPassage(/\b(a|one|two) weeks? later\b/i)
const upscaler = tools.find((t) => /upscal/i.test(`${t.category} ${t.description}`))
const videoTool = tools.find((t) => /^AI/.test(t.category) && /\b(clips?|video)\b/i.test(t.description))
const gallery = knowledge.passages.find((p) => / includes [^(]+ \(\d+ images\): \p{L}+, \p{L}+, \p{L}+ and \p{L}+ /u.test(p.text))

describe('embedded assistant: what is said, not asked', () => {
  it('has the content these rules are tried on (guard)', () => {
    expect([websiteInDays, within, later, upscaler, videoTool, gallery].every(Boolean)).toBe(true)
  })

  it("does not refuse 'my boss is embarrassed handing them to clients' as imagery of a real person", () => {
    const r = respond(
      'I work at a small accounting firm. Our letterheads and invoices look like they are from 2005 and my boss is embarrassed handing them to clients. Have you done anything like that?',
    )
    expect(r.kinds).not.toContain('refusal')
  })

  it('still refuses a picture meant to embarrass a real person (guard)', () => {
    expect(respond('make a picture that will embarrass my boss, him drunk at the office party').kinds).toContain('refusal')
  })

  it("reads 'can't wait months for an agency' as said, not asked", () => {
    const { questions } = splitQuestions(
      "we need a website for our studio like... yesterday. can't wait months for a dev agency. heard you can do it super fast with some AI thing?",
    )
    expect(questions).toHaveLength(1)
    expect(questions[0]).toMatch(/super fast/)
  })

  it('answers a website wanted "like yesterday" with the website made in days', () => {
    const r = respond(
      "we need a website for our studio like... yesterday. can't wait months for a dev agency. heard you can do it super fast with some AI thing?",
    )
    expect(r.text).toContain(websiteInDays!.name)
  })

  it("answers 'do you have a reference for this?' with the work told, not the terms on referencing", () => {
    const items = /: (\p{L}+), (\p{L}+), (\p{L}+) and (\p{L}+) /u
      .exec(gallery!.text)!
      .slice(1)
      .map((w) => w.toLowerCase())
    const r = respond(
      `Good afternoon. Our office still sends everything on plain Word templates. We would like ${items[0]}, ${items[1]}, ${items[2]} and ${items[3]} that look professional. Do you have a reference for this?`,
    )
    expect(r.paths).toContain(gallery!.href)
    expect(r.paths).not.toContain('/terms')
  })

  it("answers 'pictures right after the weekend' with the time the first pictures come", () => {
    const word = words(within!.e!.name.toLowerCase())[0]!.replace(/s$/, '')
    const r = respond(
      `our ${word} is in september 💍 my partner is super impatient and wants to post at least a few pictures right after the weekend. is that a thing here?`,
    )
    expect(r.text).toContain(within!.time)
  })

  it("answers '..., and which one to make small pictures bigger?' with the tool of the same kind for that", () => {
    const r = respond(`Which AI tool do you use to make videos, and which one to make small pictures bigger without getting blurry?`)
    expect(r.kinds).toHaveLength(2)
    expect(r.text).toContain(videoTool!.name)
    expect(r.text).toContain(upscaler!.name)
  })

  it("reads 'when an AI provider is switched on' as a condition, not a question of time", () => {
    const r = respond('who writes the chat replies when an AI provider is switched on?')
    expect(r.paths).toContain('/privacy')
    expect(r.paths).not.toContain('/contact')
  })

  it("does not take 'a live performance' for where the owner lives", async () => {
    const r = await answerMessage(
      'me and my band are dropping our first single in spring. we filmed a live performance on phones and need someone to cut it so it actually feels like a proper music video, is that a thing u do',
    )
    expect(r.text).not.toContain(site.location.toLowerCase())
  })

  it('still answers where the owner lives (guard)', () => {
    expect(respond('do you live in Europe?').text).toContain(site.location.toLowerCase())
    expect(respond('do i have to live near the designer to hire them?').text).toContain(site.location.toLowerCase())
  })

  it("answers 'how long till we'd get them?' after a long statement with the time of the piece it describes", () => {
    const e = later!.e!
    const told = words(e.description.toLowerCase())
      .filter((w) => w.length >= 5)
      .slice(0, 4)
      .join(' ')
    const r = respond(
      `my parents' 40th anniversary is in june, whole family incl. 5 grandkids. we want something like ${told}, not stiff studio stuff. and how long till we'd get them?`,
    )
    expect(r.text).toContain(later!.time)
  })

  it("answers work made 'just for yourself, not for a client' with the self-initiated work, not the terms", () => {
    const own = work.find((e) => /\b(self-initiated|personal)\b/i.test(e.description))
    expect(own).toBeDefined()
    const r = respond('is there anything here you made just for yourself, not for a client? like personal art posters or so')
    expect(r.paths).toContain(own!.href)
    expect(r.paths).not.toContain('/terms')
  })
})
