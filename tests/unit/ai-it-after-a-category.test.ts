import { describe, expect, it } from 'vitest'
import { categoryList } from '#content/categories.ts'
import { tools } from '#content/tools.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'How many projects does it have?' after one category was described is that category's count, not the first of an
 * earlier list; 'which one do you use for moving images?' after the AI tools is the video one. From content/.
 */
const aiVideo = tools.find((t) => /^AI/.test(t.category) && /\bvideo\b/i.test(t.category))
/** Each category picked by a word of its title that no other title has. */
const picked = categoryList.flatMap((c) => {
  const word = c.title
    .toLowerCase()
    .split(/\s+/)
    .find((w) => w.length > 3 && categoryList.every((o) => o === c || !o.title.toLowerCase().includes(w)))
  return word ? [{ c, word }] : []
})

describe('it, after a category', () => {
  it('the content has categories picked by a word and an AI video tool (guard)', () => {
    expect(picked.length).toBeGreaterThan(2)
    expect(aiVideo).toBeDefined()
  })

  it.each(picked.map(({ c, word }) => [word, c.title, c.projectCount]))(
    "what's in your portfolio? / tell me more about the %s one / how many projects does it have? (%s)",
    async (word, _title, projectCount) => {
      const got = await askTurns(["what's in your portfolio?", `ok tell me more about the ${word} one`, 'how many projects does it have?'])
      expect(got.answer).toContain(projectCount.toLowerCase())
    },
  )

  it('and which one do you use for moving images? after the AI tools', async () => {
    const got = await askTurns(['Which AI tools are in your stack?', 'And which one do you use for moving images?'])
    expect(got.answer).toContain(aiVideo!.name)
  })
})
