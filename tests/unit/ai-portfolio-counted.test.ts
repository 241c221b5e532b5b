import { describe, expect, it } from 'vitest'
import { categoryList } from '../../content/categories.ts'
import { owner } from '../../content/owner.ts'
import { tools } from '../../content/tools.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'What's in your portfolio?' lists the areas of work; 'which kind have you done the most of?' is the area with the
 * most projects; 'how many projects does it have?' after an area is that area's count. An emoji before an asking word
 * ends a sentence, so both questions around it are answered. Computed from content/.
 */
const number = (count: string) => Number(/\d+/.exec(count)![0])
const most = [...categoryList].sort((a, b) => number(b.projectCount) - number(a.projectCount))[0]!

describe('the portfolio, counted', () => {
  it.each(["what's in your portfolio?", 'what do you have in your portfolio'])('%s', async (q) => {
    const got = await askTurns([q])
    for (const c of categoryList) expect(got.answer).toContain(c.title)
  })

  it('which kind of work have you done the most of?', async () => {
    const got = await askTurns(['Which kind of work have you done the most of, going by your project numbers?'])
    expect(got.answer).toContain(most.title)
    expect(got.answer).toContain(`${number(most.projectCount)}+`)
  })

  it.each(categoryList.map((c) => [c.title, c] as const))('how many projects does %s have?', async (_, c) => {
    const got = await askTurns([`tell me about ${c.title}`, 'how many projects does it have?'])
    expect(got.answer).toContain(`${number(c.projectCount)}+`)
  })
})

describe('an emoji before an asking word ends a sentence', () => {
  const editing = tools.find((t) => t.category === 'Video Editing')!
  it('gym owner here 💪 whats ur whatsapp number and what do u edit videos in', async () => {
    const got = await askTurns(['gym owner here 💪 whats ur whatsapp number and what do u edit videos in'])
    expect(got.answer).toContain(owner.whatsappNumber)
    expect(got.answer).toContain(editing.name)
  })
})
