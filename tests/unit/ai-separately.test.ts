import { describe, expect, it } from 'vitest'
import { projectPages } from '#content/lib/projects.ts'
import { splitQuestions } from '../../server/ai/embedded/split.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'And separately, in the AI Prompt Images project, what ...?': 'separately' only joins, so the phrase after it still
 * says what the question is about, and after a count of questions it is asked as nothing. From content/ (the project
 * pages' titles and their boxes).
 */
const pages = Object.values(projectPages)
const boxed = pages.flatMap((p) =>
  p.blocks.flatMap((b) =>
    b.type === 'infoBoxes' ? b.boxes.filter((x) => x.badge === 'Example').map((x) => [p.title, x.description] as const) : [],
  ),
)
const other = pages.find((p) => !boxed.some(([title]) => title === p.title))

describe('separately', () => {
  it('the content has a page with an example box and another page (guard)', () => {
    expect(boxed.length).toBeGreaterThan(0)
    expect(other).toBeDefined()
  })

  it('the phrase after "and separately," stays with its question', () => {
    const [title] = boxed[0]!
    const { questions } = splitQuestions(
      `We are a small bank. What is the ${other!.title} project? And separately, in the ${title} project, what does the example describe?`,
    )
    expect(questions).toHaveLength(2)
    expect(questions[1]).toContain(`in the ${title} project`)
  })

  it('after a count of questions, "and separately," is asked as nothing', () => {
    const { questions } = splitQuestions(
      'hi! three questions: do you shoot families? how long until we get the pictures? and separately, my brother has a little restaurant, do you also photograph food?',
    )
    expect(questions).toHaveLength(3)
    expect(questions.some((q) => /^\W*separately\W*$/i.test(q))).toBe(false)
  })

  it("the example asked 'separately' beside another project is that page's example", async () => {
    const [title, description] = boxed[0]!
    const got = await askTurns([
      `What is the ${other!.title} project? And separately, in the ${title} project, what scene does the example prompt describe?`,
    ])
    expect(got.answer).toContain(description)
  })
})
