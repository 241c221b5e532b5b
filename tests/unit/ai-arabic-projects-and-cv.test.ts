import { describe, expect, it } from 'vitest'
import { owner } from '#content/owner.ts'
import { site } from '#content/site.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * Spoken Arabic: 'كم عدد المشاريع' asks how many projects; 'وين ألقى السيرة الذاتية' asks where to find the CV, not where
 * the designer lives. From content/ (site.ts, owner.ts).
 */
describe('Arabic: the number of projects and where to find the CV', () => {
  it.each(['كم عدد المشاريع اللي سواها المصمم لحد الآن؟', 'كم عدد مشاريعك؟'])('%s: the projects completed', async (message) => {
    const got = await askTurns([message])
    expect(got.answer).toContain(site.projectsCompleted)
  })

  it.each(['مرحبا، وين ألقى السيرة الذاتية؟', 'فين ألاقي السيرة الذاتية حقتك؟'])(
    '%s: the CV, not where the designer is',
    async (message) => {
      const got = await askTurns([message])
      expect(got.answer).toContain(owner.cvUrl)
      expect(got.answer).not.toMatch(/remotely|worldwide/i)
    },
  )
})
