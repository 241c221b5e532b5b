import { describe, expect, it } from 'vitest'
import { projects } from '#content/lib/projects.ts'
import { site } from '#content/site.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'What was the brand called?' right after a piece of work was named asks whom that work was for, not the name of this
 * site; asked with nothing named before, it is still the site's own name. Titles come from content/.
 */
describe('the brand of the work just named', () => {
  const pages = Object.values(projects).slice(0, 3)

  it.each(pages.map((p) => [p.title]))('%s, then "what was the brand called?": that work', async (title) => {
    const got = await askTurns([`tell me about ${title}`, 'what was the brand called?'])
    expect(got.answer).toContain(title)
    expect(got.answer).not.toContain(`This site is ${site.brand}`)
  })

  it('"what is the brand called?" alone: the site’s own name (guard)', async () => {
    const got = await askTurns(['what is this brand called?'])
    expect(got.answer).toContain(site.brand)
  })
})
