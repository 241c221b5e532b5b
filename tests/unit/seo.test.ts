import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { categories } from '#content/categories.ts'
import { categoryIds } from '#content/ids.ts'
import { photoLibrary } from '#content/lib/photo-images.ts'
import { photoAssetDir, photoOgUrl } from '#content/lib/photo-library.ts'
import { projectPages } from '#content/lib/projects.ts'
import { pagePaths } from '#content/lib/routes.ts'
import type { PageSeo } from '#content/lib/schema.ts'
import { categorySeo, noindexPaths, projectSeo } from '#content/lib/seo.ts'
import { landingSeo, pageSeo } from '#content/seo.ts'
import { renderRobots, renderSitemap } from '../../server/seo/sitemap'

const everyPageSeo: PageSeo[] = [
  landingSeo,
  ...Object.values(pageSeo),
  ...categoryIds.map((id) => categorySeo(categories[id])),
  ...Object.values(projectPages).map((page) => projectSeo(page)),
]

describe('page SEO', () => {
  it('covers every route of the registry exactly once', () => {
    expect(everyPageSeo.map((page) => page.path).sort()).toEqual([...pagePaths].sort())
  })

  it('gives every page its own title and description', () => {
    const titles = everyPageSeo.map((page) => page.title)
    const descriptions = everyPageSeo.map((page) => page.description)
    expect(new Set(titles).size).toBe(titles.length)
    expect(new Set(descriptions).size).toBe(descriptions.length)
    for (const page of everyPageSeo) {
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(50)
      expect(page.description.length, page.path).toBeLessThanOrEqual(200)
    }
  })

  it("points every page at a share image a share card accepts (PNG or JPEG) that exists: a file under public/ or a photo's 1200x630 crop", () => {
    const photoShareImages = new Set(Object.values(photoLibrary.photos).map((entry) => photoOgUrl(entry)))
    for (const page of everyPageSeo) {
      const image = page.image ?? '/images/og/default.png'
      expect(image, page.path).toMatch(/\.(png|jpe?g)$/)
      const exists = image.startsWith(`${photoAssetDir}/`) ? photoShareImages.has(image) : existsSync(join('public', image))
      expect(exists, `${page.path}: ${image}`).toBe(true)
    }
  })
})

describe('sitemap and robots', () => {
  it('lists every indexable page under the configured origin, and no noindex placeholder', () => {
    const xml = renderSitemap('https://designer.example')
    const indexable = pagePaths.filter((path) => !noindexPaths.has(path))
    for (const path of indexable) expect(xml).toContain(`<loc>https://designer.example${path}</loc>`)
    for (const path of noindexPaths) expect(xml).not.toContain(`<loc>https://designer.example${path}</loc>`)
    expect(xml.match(/<url>/g)).toHaveLength(indexable.length)
  })

  it('keeps the Coming Soon placeholders out of search results', () => {
    expect(noindexPaths.has('/showcase')).toBe(true)
  })

  it('points robots.txt at the sitemap and keeps crawlers off the API', () => {
    const robots = renderRobots('https://designer.example')
    expect(robots).toContain('Sitemap: https://designer.example/sitemap.xml')
    expect(robots).toContain('Disallow: /api/')
  })
})
