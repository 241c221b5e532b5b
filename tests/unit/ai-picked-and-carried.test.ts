import { describe, expect, it } from 'vitest'
import { categories } from '#content/categories.ts'
import { site } from '#content/site.ts'
import { tools } from '#content/tools.ts'
import { knowledge } from '../../server/ai/embedded/knowledge.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'Which of the client websites on your web design page were made with X?' lists the websites made with that tool,
 * though 'web design' also names a group of skills; 'list all the ones at 90% or more' after a question about the
 * tools lists tools; 'the X one for Y, which app was that on?' asks the piece's network, not for a tool; 'im not in ur
 * country' asks whether the owner works from afar. Computed from content/.
 */
// The websites, with the tools content/ says each was made with.
const sites = knowledge.entities.filter((e) => e.kind === 'site')
const byTool = new Map<string, typeof sites>()
for (const s of sites) for (const t of s.tools ?? []) byTool.set(t, [...(byTool.get(t) ?? []), s])
const [tool, made] = [...byTool].find(([, list]) => list.length >= 2 && list.length < sites.length)!

describe('picked and carried over', () => {
  it(`which of the client websites on your web design page were made with ${tool}?`, async () => {
    const got = await askTurns([`Which of the client websites on your web design page were made with ${tool}?`])
    for (const s of made) expect(got.answer).toContain(s.name)
    for (const s of sites.filter((x) => !made.includes(x))) expect(got.answer).not.toContain(s.name)
  })

  it('which of your tools are you strongest in? list all the ones at 90% or more', async () => {
    const got = await askTurns(['which of your tools are you strongest in? list all the ones at 90% or more pls'])
    for (const t of tools.filter((t) => t.proficiency >= 90)) expect(got.answer).toContain(`${t.name} (${t.proficiency}%)`)
  })

  const social = Object.values(categories).find((c) => c.cards.filter((card) => card.platform).length >= 2)!
  // Called by a tag its title does not have ('the property one').
  const card = social.cards.find((c) => c.platform && c.tags?.length && !c.title.toLowerCase().includes(c.tags[0]!.toLowerCase()))!
  const [word, other] = card.tags.map((t) => t.toLowerCase())
  it(`the ${word} one for the ${other} people, which app was that on?`, async () => {
    const got = await askTurns([
      `what have you done for ${social.title.toLowerCase()}?`,
      `the ${word} one for the ${other} people, which app was that on`,
    ])
    expect(got.answer).toContain(card.platform!)
  })

  it('im not in ur country', async () => {
    const got = await askTurns(['where abouts r u', 'so u would do it for me over in cork then? im not in ur country'])
    expect(got.answer.toLowerCase()).toContain(site.location.toLowerCase())
  })
})
