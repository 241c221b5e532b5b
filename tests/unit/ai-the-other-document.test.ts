import { describe, expect, it } from 'vitest'
import { site } from '#content/site.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'Can I download your CV?' ... 'and the other one?': the site offers two documents, and the other one is the one not
 * asked for. The addresses come from content/.
 */
describe("the other document ('and the other one?' after the CV)", () => {
  it('the content offers a CV and a resume at different addresses', () => {
    expect(site.cvUrl).not.toBe(site.resumeUrl)
  })

  it.each(['and the other one?', 'Thank you. And the other document?', "and the second download, where's that one?"])(
    "'%s' after the CV gives the resume",
    async (followUp) => {
      const got = await askTurns(['can i download your cv somewhere', followUp])
      expect(got.answer).toContain(site.resumeUrl)
      expect(got.answer).not.toContain(site.cvUrl)
    },
  )

  it("'the other file' after the resume gives the CV", async () => {
    const got = await askTurns(['where is your resume?', 'and the other file?'])
    expect(got.answer).toContain(site.cvUrl)
    expect(got.answer).not.toContain(site.resumeUrl)
  })

  it("'the other one' after a question about no document is not about documents (guard)", async () => {
    const got = await askTurns(['what tools do you use?', 'and the other one?'])
    expect(got.answer).not.toContain(site.resumeUrl)
    expect(got.answer).not.toContain(site.cvUrl)
  })
})
