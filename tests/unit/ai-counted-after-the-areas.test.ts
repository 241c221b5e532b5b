import { describe, expect, it } from 'vitest'
import { categoryList } from '#content/categories.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'How many areas in your portfolio?' ... 'how many social projects?': a word of one area's name, after the list of
 * areas, counts that area. From content/ (the categories).
 */
const firstWord = (title: string) => title.split(/\s+/)[0]!.toLowerCase()
const calledByFirstWord = categoryList.filter(
  (c) => c.title.split(/\s+/).length >= 2 && categoryList.filter((o) => firstWord(o.title) === firstWord(c.title)).length === 1,
)

describe('counted after the areas', () => {
  it('the content has areas of two words or more (guard)', () => {
    expect(calledByFirstWord.length).toBeGreaterThanOrEqual(1)
  })

  it.each(calledByFirstWord.map((c) => [firstWord(c.title), c] as const))(
    'after the areas, how many %s projects: that area counted',
    async (word, category) => {
      const got = await askTurns(['how many areas in ur portfolio?', `how many ${word} projects u done?`])
      expect(got.answer.startsWith(category.title)).toBe(true)
      expect(got.sources).toContain(`/portfolio/${category.id}`)
    },
  )
})
