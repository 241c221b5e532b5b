import { describe, expect, it } from 'vitest'
import { categoryList } from '#content/categories.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'Which has the fewest projects?' … 'how many is that?': the count of the category just named. 'Which AI program do
 * you use to make pictures, and which one to turn them into video clips?': 'them' are the pictures of the first.
 */
describe("'how many is that?' and 'them' in the second pick", () => {
  it("gives the smallest category's count for 'how many is that?'", async () => {
    const asked = await askTurns(['which area of your portfolio has the fewest projects?'])
    const named = categoryList.find((c) => asked.answer.includes(c.title))
    expect(named).toBeDefined()
    const got = await askTurns(['which area of your portfolio has the fewest projects?', 'how many is that?'])
    expect(got.answer).toContain(named!.projectCount.toLowerCase())
    expect(got.sources).toContain(asked.sources[0])
  })

  it("answers the second pick as if 'them' were the first one's things", async () => {
    const alone = await askTurns(['which AI program do you use to turn pictures into video clips?'])
    const got = await askTurns(['Which AI program do you use to make pictures, and which one do you use to turn them into video clips?'])
    expect(got.kinds).toHaveLength(2)
    expect(got.answer).toContain(alone.answer)
  })
})
