import { describe, expect, it } from 'vitest'
import { tools } from '#content/tools.ts'
import { knowledge } from '../../server/ai/embedded/knowledge.ts'
import { askTurns } from '../eval/ask.ts'
import { words } from '../../server/ai/embedded/text.ts'

/**
 * 'The AI video one', 'the night city one': a thing of the list just given, called by a few of its words. Every word
 * counts, and the words that pick it ask for nothing themselves. The tools and pieces come from content/.
 */
/** Tools called by their whole category, where the category's last word alone fits another tool too. */
const byCategory = tools.filter(
  (t) =>
    words(t.category).length >= 2 &&
    tools.filter((o) => o.category === t.category).length === 1 &&
    tools.some((o) => o !== t && words(`${o.category} ${o.description}`).includes(words(t.category).at(-1)!)),
)
/** Tools called by the first word of their category, a word no other tool's category has ('the audio one'). */
const firstWord = (category: string) => words(category)[0]!
const byFirstWord = tools.filter((t) => tools.filter((o) => words(o.category).includes(firstWord(t.category))).length === 1)
/** Films called by the last word of their names, a word no other film's name has ('the city one'). */
const lastWord = (name: string) => words(name).at(-1)!
const films = knowledge.entities.filter(
  (e, _, all) =>
    e.kind === 'video' &&
    words(e.name).length >= 2 &&
    all.filter((o) => o.kind === 'video' && words(o.name).includes(lastWord(e.name))).length === 1,
)
const pagesOfFilms = [...new Set(films.map((f) => f.group))]

describe("a thing picked out of the last list by its words ('the AI video one')", () => {
  it('the content has tools whose category alone picks them and films a word of their name picks', () => {
    expect(byCategory.length).toBeGreaterThan(0)
    expect(byFirstWord.length).toBeGreaterThan(0)
    expect(films.length).toBeGreaterThan(0)
  })

  it.each(byCategory.map((t) => [t.category, t] as const))(
    "'the %s one' after the tools list gives that tool's level",
    async (category, tool) => {
      const got = await askTurns(['what tools do you use?', `the ${category.toLowerCase()} one, how good are you with it in %?`])
      expect(got.answer).toContain(tool.name)
      expect(got.answer).toContain(`${tool.proficiency}%`)
    },
  )

  it.each(byFirstWord.map((t) => [firstWord(t.category), t] as const))(
    "'and the %s one, how strong are you at it?' after a question about another tool gives that tool's level",
    async (word, tool) => {
      const other = tools.find((o) => o !== tool)!
      const got = await askTurns([`what do you use ${other.name} for?`, `and the ${word} one, how strong are you at it?`])
      expect(got.answer).toContain(tool.name)
      expect(got.answer).toContain(`${tool.proficiency}%`)
    },
  )

  it.each(pagesOfFilms)('each film of %s called by a word of its name tells what it was made for', async (group) => {
    const ofPage = films.filter((f) => f.group === group)
    const page = knowledge.entities.find((e) => e.key === group)!
    for (const film of ofPage) {
      const got = await askTurns([`what films are in ${page.name}?`, `the ${lastWord(film.name)} one what was it used for`])
      expect(got.answer, film.name).toContain(film.description)
    }
  })

  /** Each tool by the first words of what it is for ('upscaling and re-detailing low-resolution images'). */
  const byUse = tools.map((t) => ({
    t,
    use: words(t.description.split(/[.:;]/)[0]!).slice(0, 6).join(' '),
  }))

  it.each(byUse.map((x) => [x.t.name, x] as const))(
    "'the tool you use for <what %s is for> — how good are you with it?' gives its level",
    async (_, { t, use }) => {
      const got = await askTurns(['what kind of work do you do?', `the tool you use for ${use} — how good are you with it?`])
      expect(got.answer).toContain(t.name)
      expect(got.answer).toContain(`${t.proficiency}%`)
    },
  )

  /** Films called by the first word of their names and 'video', each word no other film's name has. */
  const firstOwn = knowledge.entities.filter(
    (e, _, all) =>
      e.kind === 'video' &&
      e.seconds !== undefined &&
      all.filter((o) => o.kind === 'video' && words(o.name).includes(words(e.name)[0]!)).length === 1,
  )
  const pairs = firstOwn
    .flatMap((a, i) =>
      firstOwn
        .slice(i + 1)
        .filter((b) => b.seconds !== a.seconds)
        .map((b) => [a, b] as const),
    )
    .slice(0, 4)

  it.each(pairs.map(([a, b]) => [a.name, b.name, a, b] as const))(
    "'compare the <%s> video and the <%s> video — which one is shorter?' compares the two",
    async (_, __, a, b) => {
      const got = await askTurns([`compare the ${words(a.name)[0]} video and the ${words(b.name)[0]} video for me — which one is shorter?`])
      const [shorter, longer] = a.seconds! < b.seconds! ? [a, b] : [b, a]
      expect(got.answer).toContain(`${shorter.name} (${shorter.duration}) is shorter than ${longer.name}`)
    },
  )
})
