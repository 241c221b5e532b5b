import { describe, expect, it } from 'vitest'
import { homeExcellence } from '#content/home-excellence.ts'
import { site } from '#content/site.ts'
import { tools } from '#content/tools.ts'
import { entitiesNamed } from '../../server/ai/embedded/entities.ts'
import { knowledge, WORK_KINDS } from '../../server/ai/embedded/knowledge.ts'
import { respond } from '../../server/ai/embedded/respond.ts'
import { splitQuestions } from '../../server/ai/embedded/split.ts'
import { STOP, stem, words } from '../../server/ai/embedded/text.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * Things picked by a word or two: a page's principles, a tool by its role, a film by what it was for, a piece by a word
 * of its name, a shoot by what it was for; and messages split where they ask several things. Facts come from content/.
 */
const work = knowledge.entities.filter((e) => WORK_KINDS.has(e.kind))
const stemsOf = (text: string) => words(text).map(stem)
const cards = homeExcellence.cards
/** A word of a card's title no other card's title has ('data'). */
const ownWord = (i: number) =>
  words(cards[i]!.title).find((w) => w.length > 3 && !STOP.has(w) && cards.every((c, j) => j === i || !stemsOf(c.title).includes(stem(w))))
/** Tools called by a word of their role that no other tool's role and no other thing's name uses ('the audio tool'). */
const names = knowledge.entities.filter((e) => e.kind !== 'tool').map((e) => stemsOf(e.name))
const byRole = tools.flatMap((t) =>
  words(t.category)
    .filter((w) => w.length > 3 && !STOP.has(w))
    .filter((w) => tools.every((o) => o === t || !stemsOf(o.category).includes(stem(w))))
    .filter((w) => names.every((n) => !n.includes(stem(w))))
    .map((w) => ({ tool: t, word: w })),
)
const sites = work.filter((e) => e.kind === 'site')
const siteTool = byRole.find((r) => sites.some((s) => s.tools?.includes(r.tool.name)))
/** A page of three films or more, and one of them picked by a word of its description the others lack, which alone names something else. */
const filmPages = [...new Set(work.filter((e) => e.kind === 'video').map((e) => e.href))]
  .map((href) => work.filter((e) => e.kind === 'video' && e.href === href))
  .filter((films) => films.length >= 3)
const pickedFilm = filmPages
  .flatMap((films) =>
    films.flatMap((f) =>
      words(f.description)
        .filter((w) => w.length > 4 && !STOP.has(w))
        .filter((w) => films.every((o) => o === f || !stemsOf(`${o.name} ${o.description}`).includes(stem(w))))
        .filter((w) => entitiesNamed(`which was for the ${w}?`).some((e) => !films.includes(e)))
        .map((w) => ({ films, film: f, word: w })),
    ),
  )
  .at(0)
const category = pickedFilm ? knowledge.entities.find((e) => e.kind === 'category' && e.href === pickedFilm.films[0]!.href) : undefined
/** A film whose description names keynotes: what a visitor calls speeches. */
const keynoteFilm = work.find((e) => e.kind === 'video' && /\bkeynotes?\b/i.test(e.description))

describe('embedded assistant: picks by a word', () => {
  it('has the content these rules are tried on (guard)', () => {
    expect([ownWord(1), siteTool, pickedFilm, category, keynoteFilm].every(Boolean) && cards.length >= 3).toBe(true)
  })

  it("answers 'the last one, what does it mean?' after a page's principles with the last principle", async () => {
    const got = await askTurns([
      `What are the "${homeExcellence.title}" principles on the home page?`,
      'The last one sounds like a buzzword to me. What does it mean in practice?',
    ])
    expect(got.answer).toContain(cards.at(-1)!.description)
  })

  it("answers 'explain the <word> one' after a page's principles with the principle of that word", async () => {
    const got = await askTurns([
      `what are the ${cards.length} principles on your home page?`,
      `explain me the ${ownWord(1)!.toLowerCase()} one more`,
    ])
    expect(got.answer).toContain(cards[1].description)
  })

  it("names a tool by a word of its role ('the audio tool')", () => {
    expect(byRole.length).toBeGreaterThan(0)
    for (const { tool, word } of byRole)
      expect(
        entitiesNamed(`the ${word.toLowerCase()} tool, how good are you?`).map((e) => e.name),
        word,
      ).toContain(tool.name)
  })

  it("lists the sites made with a tool called by its role ('which sites did you make with the builder tool?')", async () => {
    const made = sites.filter((s) => s.tools?.includes(siteTool!.tool.name))
    const got = await askTurns([`which of your sites did you make with the ${siteTool!.word.toLowerCase()} tool?`])
    for (const s of made) expect(got.answer).toContain(s.name)
    expect(got.answer.startsWith(`Made with ${siteTool!.tool.name}`)).toBe(true)
  })

  it("picks 'which was for the <word>?' from the films just listed, though the word alone names something else", async () => {
    const got = await askTurns([`which films are on the ${category!.name} page?`, `which was for the ${pickedFilm!.word}?`])
    expect(got.answer.startsWith(pickedFilm!.film.name)).toBe(true)
  })

  it("picks 'the <word> one' by a word of a piece's name over the descriptions that mention it", async () => {
    let tried = 0
    for (const c of knowledge.entities.filter((e) => e.kind === 'category')) {
      const pieces = work.filter((e) => e.group === c.key)
      for (const p of pieces)
        for (const w of words(p.name).filter((w) => w.length > 4 && !STOP.has(w))) {
          const inOthers = pieces.filter((o) => o !== p && stemsOf(o.description).includes(stem(w)))
          if (inOthers.length === 0 || pieces.some((o) => o !== p && stemsOf(o.name).includes(stem(w)))) continue
          tried += 1
          const got = await askTurns([`what ${c.name.toLowerCase()} work do you have?`, `the ${w.toLowerCase()} one, what is it?`])
          expect(got.answer.startsWith(p.name), `${p.name}: ${got.answer}`).toBe(true)
        }
    }
    expect(tried).toBeGreaterThan(0)
  })

  it("picks the shoot 'for a <word of one name> <word only another's description has>' by the description that holds both", () => {
    const shoots = work.filter((e) => e.kind === 'project' && e.group === 'photography')
    let tried = 0
    for (const a of shoots)
      for (const b of shoots) {
        const w = words(a.name).find(
          (x) => x.length > 4 && !STOP.has(x) && stemsOf(b.description).includes(stem(x)) && !stemsOf(b.name).includes(stem(x)),
        )
        const r = words(b.description).find(
          (x) => x.length > 4 && !STOP.has(x) && shoots.every((o) => o === b || !stemsOf(`${o.name} ${o.description}`).includes(stem(x))),
        )
        if (a === b || !w || !r) continue
        tried += 1
        const named = entitiesNamed(`you ever shoot for a ${w.toLowerCase()} ${r}?`, { strong: true })
        expect(
          named.map((e) => e.name),
          `${w} ${r}`,
        ).toContain(b.name)
        expect(
          named.map((e) => e.name),
          `${w} ${r}`,
        ).not.toContain(a.name)
      }
    expect(tried).toBeGreaterThan(0)
  })

  it("picks 'the one with the 9 post grid' by the count its description writes out ('a nine-post grid')", async () => {
    const counts = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve']
    const counted = work
      .map((e) => ({ e, m: new RegExp(`\\b(${counts.join('|')})-(posts?|tiles?|slides?|panels?)\\b`, 'i').exec(e.description) }))
      .filter((x) => x.m)
    expect(counted.length).toBeGreaterThan(0)
    for (const { e, m } of counted) {
      const category = knowledge.entities.find((c) => c.kind === 'category' && c.key === e.group)!
      const digit = counts.indexOf(m![1]!.toLowerCase()) + 2
      const got = await askTurns([
        `what ${category.name.toLowerCase()} work do you have?`,
        `the one with the ${digit} ${m![2]}, what is it?`,
      ])
      expect(got.answer.startsWith(e.name), got.answer).toBe(true)
    }
  })

  it("answers a video of 'the speeches' at a conference with the film of its keynotes", () => {
    const r = respond('our company has its yearly conference in march. do you also make a video of the day with the speeches?')
    expect(r.text).toContain(keynoteFilm!.name)
  })
})

describe('embedded assistant: where a message asks several things', () => {
  it("splits ', does this website set cookies, and may we reuse ...' into its three questions", () => {
    expect(
      splitQuestions('can we reach you on WhatsApp, does this website set cookies, and may we reuse one of the posters?').questions,
    ).toEqual(['can we reach you on WhatsApp', 'does this website set cookies', 'may we reuse one of the posters?'])
  })

  it("keeps 'do you also make ...' whole, and 'if you take photos how fast ...' as a question of its own", () => {
    expect(splitQuestions('do you also make a video of the day, and if you take photos how fast would we get them?').questions).toEqual([
      'do you also make a video of the day',
      'if you take photos how fast would we get them?',
    ])
  })

  it("reads 'wat' and 'wich' as the question words they stand for", () => {
    expect(respond('wat programs are in ur design stack?').text).toBe(respond('what programs are in your design stack?').text)
    expect(respond('wich tools do u use?').text).toBe(respond('which tools do you use?').text)
  })

  it("does not take 'our internal newsletter' for working internationally", () => {
    expect(stem('internal')).not.toBe(stem('international'))
    expect(respond('may we reuse one of the posters in our internal newsletter?').text.toLowerCase()).not.toContain(
      site.location.toLowerCase(),
    )
  })
})
