import { describe, expect, it } from 'vitest'
import { owner } from '#content/owner.ts'
import { projectPages } from '#content/lib/projects.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'The link to your CV, and your LinkedIn too': the request before, of another thing; 'and for my sister's wedding,
 * when do they get the full gallery?': a phrase put in front of its own question, whoever's event it names. From
 * content/ (the owner's profiles and the wedding page's delivery times).
 */
const gallery = /\bfull gallery (?:in|within)\s+((?:\d+|an?|one|two|three|four|five|six)\s+(?:days?|weeks?))\b/i
const wedding = Object.values(projectPages).find((p) => /\bwedding/i.test(p.title) && gallery.test(JSON.stringify(p)))

describe('the same request, of another thing', () => {
  it('the content has a LinkedIn profile and a wedding page with its gallery time (guard)', () => {
    expect(owner.profiles.linkedin).toMatch(/^https:\/\//)
    expect(wedding).toBeDefined()
  })

  it('the CV link, and the LinkedIn too', async () => {
    const got = await askTurns(['pls send me the link to your cv, and your linkedin too. our office needs it for the supplier list'])
    expect(got.answer).toContain(owner.cvUrl)
    expect(got.answer).toContain(owner.profiles.linkedin)
  })

  it("a family question, then 'and for my sister's wedding, when do they get the full gallery?'", async () => {
    const got = await askTurns([
      "Hello from a busy family: if we book a family session, when do we get the edited photos? And for my sister's wedding, when do they get the full gallery?",
    ])
    expect(got.answer).toContain(gallery.exec(JSON.stringify(wedding))![1]!)
  })
})
