import { describe, expect, it } from 'vitest'
import { categoryIds, projectIds, redirects } from '#content/ids.ts'
import { resolvePortfolioSlug } from '#content/lib/lookup.ts'
import { redirectFor } from '#content/lib/redirects.ts'

describe('resolvePortfolioSlug', () => {
  it('resolves every category slug to its category', () => {
    for (const id of categoryIds) {
      const entry = resolvePortfolioSlug(id)
      expect(entry.kind).toBe('category')
      if (entry.kind === 'category') expect(entry.category.id).toBe(id)
    }
  })

  it('resolves every project slug to its project page', () => {
    for (const id of projectIds) {
      const entry = resolvePortfolioSlug(id)
      expect(entry.kind).toBe('project')
      if (entry.kind === 'project') expect(entry.project.id).toBe(id)
    }
  })

  it('redirects the old category slugs to canonical paths', () => {
    expect(resolvePortfolioSlug('ai')).toEqual({ kind: 'redirect', to: '/portfolio/artificial-intelligence' })
    for (const slug of ['motion', 'video-editing', 'branding']) {
      expect(resolvePortfolioSlug(slug)).toEqual({ kind: 'redirect', to: '/portfolio/videography' })
    }
    expect(resolvePortfolioSlug('3d')).toEqual({ kind: 'redirect', to: '/portfolio' })
    expect(resolvePortfolioSlug('2d')).toEqual({ kind: 'redirect', to: '/portfolio' })
  })

  it('reports anything else as not found', () => {
    for (const slug of ['nope', '', 'GRAPHICS', 'graphics/extra', '__proto__', 'constructor', 'toString']) {
      expect(resolvePortfolioSlug(slug)).toEqual({ kind: 'notFound' })
    }
  })
})

describe('redirectFor', () => {
  it('maps every legacy path and ignores a trailing slash', () => {
    for (const [from, to] of Object.entries(redirects)) {
      expect(redirectFor(from)).toBe(to)
      expect(redirectFor(`${from}/`)).toBe(to)
    }
  })

  it('leaves canonical and unknown paths alone', () => {
    for (const path of ['/', '/about', '/portfolio', '/portfolio/graphics', '/nope', '/hasOwnProperty']) {
      expect(redirectFor(path)).toBeUndefined()
    }
  })
})
