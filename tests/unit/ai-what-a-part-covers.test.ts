import { describe, expect, it } from 'vitest'
import { projectPages } from '#content/lib/projects.ts'
import { askTurns } from '../eval/ask.ts'

/**
 * 'What items does the office stationery part cover?': what a titled part of a project includes, not event coverage,
 * and 'items' are its contents. From content/ (the project pages' titled galleries with descriptions).
 */
const parts = Object.values(projectPages).flatMap((p) =>
  p.blocks.flatMap((b) =>
    b.type === 'gallery' && b.title && b.description && b.title.split(' ').length >= 3
      ? [{ project: p, title: b.title, description: b.description }]
      : [],
  ),
)

describe('what a titled part covers', () => {
  it('the content has titled galleries with descriptions (guard)', () => {
    expect(parts.length).toBeGreaterThan(0)
  })

  it.each(parts.slice(0, 4).map((p) => [p.title, p] as const))('what items does the %s part cover?', async (title, part) => {
    const name = title.split(' ').slice(0, -1).join(' ').toLowerCase()
    const got = await askTurns([`what items does the ${name} part cover?`])
    expect(got.answer).toContain(part.description)
    expect(got.sources).toContain(`/portfolio/${part.project.id}`)
  })

  it('what events do you cover? is still about events (guard)', async () => {
    const got = await askTurns(['what events do you cover?'])
    expect(got.kinds).not.toContain('not-on-site')
  })
})
