import { describe, expect, it } from 'vitest'
import { knowledge } from '../../server/ai/embedded/knowledge.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'My partner wants to know if you do logos. Do you know?': 'do you know?' asks the question the statement reports,
 * which is answered as if asked outright. Checked with every category of the site, named by its own name.
 */
const categories = knowledge.entities.filter((e) => e.kind === 'category')

describe('a question reported, then "do you know?"', () => {
  it.each(categories)('$name', async ({ name, href }) => {
    const got = await askTurns([`my partner wants to know if you do ${name.toLowerCase()}. do you know?`])
    expect(got.kinds).toContain('answer')
    expect(got.sources).toContain(href)
  })
})
