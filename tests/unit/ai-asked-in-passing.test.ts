import { describe, expect, it } from 'vitest'
import { owner } from '../../content/owner.ts'
import { site } from '../../content/site.ts'
import { firstName } from '../../server/ai/embedded/owner.ts'
import { toQuery } from '../../server/ai/embedded/retrieve.ts'
import { mend } from '../../server/ai/embedded/vocabulary.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * Questions typed as people talk: where the owner is, asked as 'in the US or smth?'; which company's AI answers;
 * 'is there one I can download?' after a statement that names the thing; filler words ('among', 'lol') and
 * shorthand ('a fam photoshoot') that change nothing about what is asked.
 */
describe('asked in passing', () => {
  it.each([`is ${firstName.toLowerCase()} in the us or smth? can they even work w ppl this far`, `Is ${firstName} in London or Paris?`])(
    '%s: where the owner works',
    async (q) => {
      const got = await askTurns([q])
      expect(got.answer.toLowerCase()).toContain(site.location.toLowerCase())
    },
  )

  it("'so far' is time, not distance (guard)", async () => {
    const got = await askTurns(['how many projects have you done so far?'])
    expect(got.answer.toLowerCase()).not.toContain(site.location.toLowerCase())
  })

  it("which company's AI is answering: the privacy policy's provider paragraph", async () => {
    const got = await askTurns(["Which company's AI is answering me right now, when I type in this little chat box?"])
    expect(got.kinds).not.toContain('not-on-site')
    expect(got.sources).toContain('/privacy')
  })

  it("'is there one I can download?' after a statement that names the CV (guard)", async () => {
    const got = await askTurns(['Our procurement team needs a CV on file for every vendor. Is there one I can download somewhere?'])
    expect(got.answer).toContain(owner.cvUrl)
  })

  it("'among' and 'lol' are no topic of a question", () => {
    expect(toQuery('is there a film among the videos lol').stems).toEqual(toQuery('is there a film in the videos').stems)
  })

  it("'photoshoot' is a word of its own, not a typo of a tool's name", () => {
    expect(mend('photoshoot')).toBe('photoshoot')
  })

  it("'a fam photoshoot' is a family photoshoot", async () => {
    const fam = await askTurns(['my mom wants to book a fam photoshoot for us 4 lol, how long till we get the pics after'])
    const family = await askTurns(['my mom wants to book a family photoshoot for us 4, how long till we get the pics after'])
    expect(fam.sources).toEqual(family.sources)
    expect(fam.kinds).toEqual(['answer'])
  })
})

describe('who and where to write, asked plainly', () => {
  it("'whos the actual person behind this site?': the owner's name", async () => {
    const got = await askTurns(['whos the actual person behind this site? barber here, want to know who im dealing with'])
    expect(got.answer).toContain(site.ownerName)
  })

  it("'I prefer write mail. Which adress I must use?': the email, not the network address", async () => {
    const got = await askTurns(['I prefer write mail, not whatsapp. Which adress I must use please?'])
    expect(got.answer).toContain(owner.email)
  })

  it('an IP address is still the privacy policy (guard)', async () => {
    const got = await askTurns(['what do you do with my IP address?'])
    expect(got.sources).toContain('/privacy')
  })
})
