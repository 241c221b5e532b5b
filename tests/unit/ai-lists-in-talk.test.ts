import { describe, expect, it } from 'vitest'
import { overviewSkills } from '#content/about.ts'
import { toolMakers } from '#content/tool-makers.ts'
import { tools } from '#content/tools.ts'
import { categoryList } from '#content/categories.ts'
import { entitiesNamed } from '../../server/ai/embedded/entities.ts'
import { knowledge, WORK_KINDS } from '../../server/ai/embedded/knowledge.ts'
import { respond } from '../../server/ai/embedded/respond.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * Lists in the conversation: the About page's overview, a pick between two by a measure, a maker's tools. Every
 * fact is read from content/ or the knowledge built from it.
 */
const films = knowledge.entities.filter((e) => e.kind === 'video' && e.seconds !== undefined && e.year !== undefined)
/** A page and a year with exactly two films of different lengths. */
const pair = [...new Set(films.map((f) => `${f.href} ${f.year}`))]
  .map((at) => films.filter((f) => `${f.href} ${f.year}` === at))
  .find((two) => two.length === 2 && two[0]!.seconds !== two[1]!.seconds)
const category = pair ? knowledge.entities.find((e) => e.kind === 'category' && e.href === pair[0]!.href) : undefined
/** A maker of several tools, none of them called by the maker's name. */
const maker = [...new Set(Object.values(toolMakers))].find(
  (m) => tools.filter((t) => toolMakers[t.id] === m && !t.name.includes(m)).length >= 3,
)
const ofMaker = tools.filter((t) => toolMakers[t.id] === maker)
/** A skill of the About page's overview whose level differs from the same name on the skills page. */
const skillLevel = (name: string) => knowledge.entities.find((e) => e.kind === 'skill-group' && e.name === name)?.level
const differs = overviewSkills.filter((s) => skillLevel(s.name) !== undefined && skillLevel(s.name) !== s.level)

describe('embedded assistant: lists in talk', () => {
  it('has the content these rules are tried on (guard)', () => {
    expect(Boolean(pair && category && maker) && differs.length >= 2).toBe(true)
  })

  it("answers 'the about page has a skills overview, right?' with the overview", () => {
    const r = respond('the about page has a skills overview right?')
    expect(r.kinds).toEqual(['answer'])
    expect(r.paths).toContain('/about')
    for (const s of overviewSkills) expect(r.text).toContain(`${s.name} ${s.level}%`)
  })

  it("answers 'and X on the same list?' with X's level on the About page's overview", async () => {
    const [first, second] = differs
    const got = await askTurns([
      'the about page has a skills overview right?',
      `what level is ${first!.name.toLowerCase()} there`,
      `and ${second!.name.toLowerCase()} on the same list?`,
    ])
    expect(got.answer).toContain(`${second!.level}%`)
  })

  it("picks 'the longer of the two' by length, whatever order they were listed in", async () => {
    const longer = [...pair!].sort((a, b) => b.seconds! - a.seconds!)[0]!
    const got = await askTurns([
      `In the ${category!.name.toLowerCase()} section, which films are from ${pair![0]!.year}?`,
      'the longer of the two - what is it about?',
    ])
    expect(got.answer.startsWith(longer.name)).toBe(true)
  })

  it("answers 'the weakest of the X ones' among that maker's tools", async () => {
    const weakest = [...ofMaker].sort((a, b) => a.proficiency - b.proficiency)[0]!
    const got = await askTurns([
      `Do you use ${maker} programs?`,
      'which one are you best at',
      `and the weakest of the ${maker!.toLowerCase()} ones?`,
    ])
    expect(got.answer).toContain(weakest.name)
    expect(got.answer).toContain(`${weakest.proficiency}%`)
  })

  it("asks the first question again for 'and X?' after another 'and Y?'", async () => {
    const [a, b, c] = categoryList
    const got = await askTurns([
      `how many projects are in the ${a!.title.toLowerCase()} category?`,
      `and ${b!.title.toLowerCase()}?`,
      `and ${c!.title.toLowerCase()}?`,
    ])
    expect(got.answer).toContain(c!.projectCount.toLowerCase())
  })

  it("takes 'the first one' after 'torn between X or Y' as the visitor's first choice, and compares no levels (guard)", async () => {
    // Two pieces of one category, said the way visitors say them ('wedding photography or a family session'), each
    // naming its piece.
    const singular = (name: string) =>
      name
        .toLowerCase()
        .split(' ')[0]!
        .replace(/(?<=\p{L}{4})s$/u, '')
    const saidAs = (e: (typeof knowledge.entities)[number], c: (typeof categoryList)[number]) =>
      `${singular(e.name)} ${c.title.toLowerCase()}`
    const [category, x, y] = categoryList
      .map((c) => {
        const named = knowledge.entities.filter((e) => e.kind === 'project' && e.group === c.id && entitiesNamed(saidAs(e, c)).includes(e))
        return [c, named[0], named[1]] as const
      })
      .find(([, a, b]) => a && b)!
    const said = `I'm torn between booking ${saidAs(x!, category)} or a ${singular(y!.name)} session for my parents`
    const first = await askTurns([said])
    expect(first.answer).not.toMatch(/\ba gap of\b/)
    const got = await askTurns([said, 'for the first one, tell me more?'])
    expect(got.answer.startsWith(x!.name)).toBe(true)
  })

  it("answers 'which project used X?' with the work made with it, and 'what does that one show?' with that work", async () => {
    const tool = knowledge.entities.find(
      (t) => t.kind === 'tool' && knowledge.entities.filter((e) => WORK_KINDS.has(e.kind) && e.tools?.includes(t.name)).length === 1,
    )!
    const piece = knowledge.entities.find((e) => WORK_KINDS.has(e.kind) && e.tools?.includes(tool.name))!
    const first = await askTurns([`which project used ${tool.name}?`])
    expect(first.answer).toContain(piece.name)
    const got = await askTurns([`which project used ${tool.name}?`, 'what does that one show exactly?'])
    expect(got.answer.startsWith(piece.name)).toBe(true)
  })

  it("answers 'is it recent?' about one film with its year, not with the newest films", async () => {
    const film = [...films].sort((a, b) => a.year! - b.year!)[0]!
    const got = await askTurns([`the ${film.name.toLowerCase()}, is it recent?`])
    expect(got.answer).toContain(String(film.year))
    expect(got.answer.startsWith(film.name)).toBe(true)
  })

  it("lists the websites for 'show me your website projects'", async () => {
    const sites = knowledge.entities.filter((e) => e.kind === 'site')
    const first = await askTurns(['Show me your website projects please'])
    for (const site of sites) expect(first.answer).toContain(site.name)
  })

  it("counts the pictures of the piece the message named for 'how many images are in that project?'", async () => {
    const piece = knowledge.entities.find(
      (e) => e.kind === 'project' && e.platform && [...(knowledge.sections.get(e.key) ?? [])].length === 0 && e.count === undefined,
    )
    expect(piece).toBeDefined()
    const got = await askTurns([
      `The ${piece!.name.toLowerCase()} posts: which platform were they for, and how many images are in that project?`,
    ])
    expect(got.answer).toContain(piece!.platform!)
    expect(got.answer).toContain(`The ${piece!.name} page shows`)
  })

  it("answers 'weakest one?' after a skill group with its lowest skill, not with the oldest work", async () => {
    // The groups that share their name with a category of work.
    const groups = knowledge.entities.filter(
      (g) => g.kind === 'skill-group' && knowledge.entities.some((c) => c.kind === 'category' && c.name === g.name),
    )
    expect(groups.length).toBeGreaterThan(0)
    for (const group of groups) {
      const id = group.key.replace('skill-group:', '')
      const weakest = knowledge.entities.filter((e) => e.kind === 'skill' && e.group === id).sort((a, b) => a.level! - b.level!)[0]!
      const got = await askTurns(['skills?', `what's in the ${group.name.toLowerCase()} group`, 'weakest one?'])
      expect(got.answer, group.name).toContain(`${weakest.name} (${weakest.level}%)`)
    }
  })
})
