import { describe, expect, it } from 'vitest'
import { categories } from '#content/categories.ts'
import { owner } from '#content/owner.ts'
import { site } from '#content/site.ts'
import { tools } from '#content/tools.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * Several questions typed fast in one message, each answered: 'wat do u use for cutting videos, wat for drawing
 * logos' (the same question of another use), 'r u on linkedin' after two questions, ', is there a CV we can download',
 * '... + send me the link for ur cv', 'how many photo shoots' (a count of shoots, not of a page's images) and 'how many
 * design/AI tools' (all of them). Expectations come from content/.
 */
const toolFor = (re: RegExp) => tools.find((t) => re.test(t.category))!
const photography = Object.values(categories).find((c) => /photo/i.test(c.title))!

describe('questions typed fast', () => {
  it('wat do u use for cutting videos, wat for drawing logos', async () => {
    const got = await askTurns(['wat do u use for cutting videos, wat for drawing logos'])
    expect(got.answer).toContain(toolFor(/video editing/i).name)
    expect(got.answer).toContain(toolFor(/vector/i).name)
  })

  it('email? whatsapp number? and r u on linkedin', async () => {
    const got = await askTurns(['email? whatsapp number? and r u on linkedin'])
    expect(got.answer).toContain(owner.email)
    expect(got.answer).toContain(owner.profiles.linkedin)
  })

  it('how many projects, is there a CV we can download, and how many design/AI tools?', async () => {
    const got = await askTurns([
      '3 questions from our board: how many projects have you completed, is there a CV we can download, and how many design/AI tools do you work with?',
    ])
    expect(got.answer).toContain(site.projectsCompleted)
    expect(got.answer).toContain(site.cvUrl)
    expect(got.answer).toContain(`(${tools.length})`)
  })

  it('what do u build websites with + send me the link for ur cv', async () => {
    const got = await askTurns(['what do u build websites with + send me the link for ur cv'])
    expect(got.answer).toContain(site.cvUrl)
    expect(got.answer).toContain(toolFor(/web/i).name)
  })

  it('how many social media jobs, and how many photo shoots?', async () => {
    const got = await askTurns(['How many social media jobs have you done, and how many photo shoots?'])
    expect(got.answer).toContain(photography.projectCount.replace(/ projects?$/i, '').toLowerCase())
    expect(got.answer).not.toMatch(/\(\d+\) images/)
  })
})
