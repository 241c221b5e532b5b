import { describe, expect, it } from 'vitest'
import { overviewSkills } from '#content/about.ts'
import { videographyCards } from '#content/cards/videography.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'That brand story film in your videos, what kind of business was it about?': a piece named with the place it sits
 * in is about that piece, not its category; 'on the About page there is a skills overview. Which is highest there?':
 * 'there' is the place the statement names. From content/ (the films and the About page's skills overview).
 */
const films = videographyCards.map((c) => [c.title, c.description] as const)
const byLevel = [...overviewSkills].sort((a, b) => b.level - a.level)
const top = byLevel.filter((s) => s.level === byLevel[0]!.level)
const bottom = byLevel.filter((s) => s.level === byLevel.at(-1)!.level)

describe('a piece named where it is', () => {
  it('the content has films and a skills overview (guard)', () => {
    expect(films.length).toBeGreaterThan(0)
    expect(byLevel.length).toBeGreaterThan(1)
  })

  it.each(films)('%s "in your videos": what kind of business it was about is its own description', async (title, description) => {
    const got = await askTurns([`that ${title.toLowerCase()} in your videos, what kind of business was it about?`])
    expect(got.answer).toContain(description)
  })

  it('the highest skill "there", after a statement naming the About page overview', async () => {
    const got = await askTurns(['On the About page there is a skills overview with bars. Which skill is rated highest there?'])
    for (const s of top) expect(got.answer).toContain(s.name)
    expect(got.sources[0]).toBe('/about')
  })

  it('the lowest skill "in there", after a statement naming the About page overview (guard)', async () => {
    const got = await askTurns(["There's a skills overview with bars on the About page. Which one is the weakest in there?"])
    for (const s of bottom) expect(got.answer).toContain(s.name)
    expect(got.sources[0]).toBe('/about')
  })
})
