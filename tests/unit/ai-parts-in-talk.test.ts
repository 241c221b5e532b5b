import { describe, expect, it } from 'vitest'
import { knowledge, type Entity } from '../../server/ai/embedded/knowledge.ts'
import { stem, STOP, words } from '../../server/ai/embedded/text.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * The parts of a piece of work in talk, and the piece itself, asked for in a few words: rules that hold for any owner's
 * content. Every fact is read from the knowledge built from content/.
 */
const { entities, passages, sections } = knowledge
const entity = (key: string) => entities.find((e) => e.key === key)!
const passageOf = (i: number) => passages[i]!.text

/** How many entities have a word in their name: a word only one has picks that one. */
const ownNameWord = (e: Entity, among: readonly Entity[]) =>
  words(e.name.toLowerCase()).find(
    (w) => !STOP.has(w) && w.length >= 4 && among.filter((o) => words(o.name.toLowerCase()).some((x) => stem(x) === stem(w))).length === 1,
  )

/** A project with four parts or more. */
const [manyKey, manyParts] = [...sections].find(([, all]) => all.length >= 4)!

/** A part whose title has a word no other part of its project has, and which says how many pictures it holds. */
const counted = [...sections]
  .flatMap(([key, all]) =>
    all.map((sec) => ({
      key,
      sec,
      images: / \((\d+) images\)/.exec(passageOf(sec.passage))?.[1],
      word: words(sec.title.toLowerCase()).find(
        (w) => w.length >= 5 && all.filter((o) => words(o.title.toLowerCase()).includes(w)).length === 1,
      ),
    })),
  )
  .find((x) => x.images && x.word && sections.get(x.key)!.length >= 2)

/** A gallery whose description lists things ('cup sleeves, bags, stickers and loyalty cards that travel...'), one of two words. */
const listing = [...sections]
  .flatMap(([key, all]) =>
    all.map((sec) => {
      const items = / includes [^(]+ \(\d+ images\): (.+?)(?: that | which | for | with |\.)/.exec(passageOf(sec.passage))?.[1]
      const list = items?.split(/,\s*|\s+and\s+/).map((s) => s.trim().toLowerCase()) ?? []
      // A list of things, not a sentence: three or more, each of a word or two.
      const things = list.length >= 3 && list.every((t) => /^\p{L}+( \p{L}+)?$/u.test(t)) ? list : []
      const thing = things.find((t) => /^\p{L}+ \p{L}+$/u.test(t) && passages.filter((p) => p.text.toLowerCase().includes(t)).length <= 2)
      return { key, sec, thing }
    }),
  )
  .find((x) => x.thing && sections.get(x.key)!.length >= 2)

/** Websites made with the same tool, one of them with a word of its name no other piece of work has. */
const sites = entities.filter((e) => e.kind === 'site')
const work = entities.filter((e) => ['project', 'site', 'video', 'card'].includes(e.kind))
const tool = entities.find((t) => t.kind === 'tool' && sites.filter((s) => s.tools?.includes(t.name)).length >= 2)
const siteOfTool = tool ? sites.find((s) => s.tools?.includes(tool.name) && ownNameWord(s, work)) : undefined

/**
 * A project whose page has a call to action beside its description that speaks of shoots ('Specialty shoots for
 * roasters'), and a word of its name no other piece has.
 */
const withCta = entities.find(
  (e) =>
    e.kind === 'project' &&
    passages.some(
      (p) =>
        p.entity === e.key &&
        p.text.startsWith(`${e.name} (${e.href}): `) &&
        !p.text.includes(e.description) &&
        /\bshoots?\b/i.test(p.text),
    ) &&
    ownNameWord(e, work),
)

describe('embedded assistant: parts of the piece in talk', () => {
  it('has the content these rules are tried on (guard)', () => {
    expect([manyKey, counted, listing, tool, siteOfTool, withCta].every(Boolean)).toBe(true)
  })

  it("shows a project for 'can you show me the X project', then its fourth part for 'what's the 4th thing in it?'", async () => {
    const project = entity(manyKey)
    const first = await askTurns([`can you show me the ${project.name.toLowerCase()} project pls`])
    expect(first.answer).toContain(project.description)
    const got = await askTurns([`can you show me the ${project.name.toLowerCase()} project pls`, "what's the 4th thing in it?"])
    expect(got.answer).toContain(manyParts[3]!.title)
  })

  it('counts the pictures of a part called by a word of its title, not of the whole page', async () => {
    const { key, sec, images, word } = counted!
    const project = entity(key)
    const got = await askTurns([`show me the ${project.name.toLowerCase()} work pls`, `the ${word} part, how many images are in it`])
    expect(got.answer).toContain(sec.title)
    expect(got.answer).toContain(`${images} images`)
  })

  it("answers 'and the X, which part are they in?' with the part of the project in talk that lists X", async () => {
    const { key, sec, thing } = listing!
    const project = entity(key)
    const got = await askTurns([`do you do ${project.name.toLowerCase()}?`, `and the ${thing}, which part are they in?`])
    expect(got.answer).toContain(sec.title)
  })

  it("answers 'what about the X one, what features does it have?' with that piece, not the question before", async () => {
    const word = ownNameWord(siteOfTool!, work)!
    const got = await askTurns([
      `which of your websites were made with ${tool!.name}?`,
      `what about the ${word} one, what features does it have?`,
    ])
    expect(got.answer).toContain(siteOfTool!.description)
  })

  it("answers 'what did you shoot exactly?' about the piece picked with what its page says it is", async () => {
    const word = ownNameWord(withCta!, work)!
    const category = entities.find((c) => c.key === withCta!.group)!
    const got = await askTurns([`do you do ${category.name.toLowerCase()}?`, `ok and the ${word} one, what did you shoot exactly`])
    expect(got.answer).toContain(withCta!.description)
  })
})
