import { describe, expect, it } from 'vitest'
import { categoryList } from '../../content/categories.ts'
import { site } from '../../content/site.ts'
import { respond } from '../../server/ai/embedded/respond.ts'

/**
 * The name the owner works under ('what's the name of your studio?', 'what brand do you work under?') is the site's
 * brand; 'how many areas of work does the portfolio cover?' counts its categories, though no page says 'areas' or
 * 'categories'. The brand and the categories come from content/.
 */
const NAME_ASKED = [
  'what is the name of your studio?',
  'what brand do you work under?',
  'what name do you trade under?',
  'whats the name of your studio/brand',
  'And what is the name of the studio or brand you work under?',
]

const AREAS_ASKED = [
  'how many categories does your portfolio cover?',
  'how many areas of work does your portfolio cover?',
  'how many fields do you work in?',
]

describe('the name the owner works under', () => {
  it.each(NAME_ASKED)('%s', (message) => {
    const r = respond(message)
    expect(r.text).toContain(site.brand)
    expect(r.paths).toContain('/')
  })

  it.each(["what's the name of your business card designer?", 'what gets saved in my browser and under what name?'])(
    '(guard) a name of something else: %s',
    (message) => {
      expect(respond(message).text).not.toContain(`This site is ${site.brand}`)
    },
  )
})

describe('how many areas of work', () => {
  it.each(AREAS_ASKED)('%s', (message) => {
    const r = respond(message)
    expect(r.kinds).toEqual(['answer'])
    expect(r.text).toContain(`(${categoryList.length})`)
    for (const c of categoryList) expect(r.text).toContain(c.title)
  })

  it('(guard) a count of something the site never lists is still not on the site', () => {
    expect(respond('how many followers do you have on instagram?').kinds).toEqual(['not-on-site'])
  })
})
