import { categoryIds, projectIds } from '../ids.ts'

/** The route registry: every canonical page path. Prerendering, the sitemap and the link checks read it. */
export const staticPagePaths = ['/', '/home', '/skills', '/about', '/portfolio', '/contact', '/showcase', '/privacy', '/terms'] as const
export type StaticPagePath = (typeof staticPagePaths)[number]

/** The page of a category or a project: both live under /portfolio/<slug>. */
export const portfolioPath = (slug: string) => `/portfolio/${slug}`

declare const __PHOTO_PAGES__: string[] | undefined

/**
 * Pages made from a folder of photos (content/photos/<slug>/ with a title in its photos.json): their
 * slugs, which the image pipeline's build defines (empty in plain Node scripts).
 */
export const photoPageIds: readonly string[] = typeof __PHOTO_PAGES__ === 'undefined' ? [] : __PHOTO_PAGES__

export const pagePaths: readonly string[] = [
  ...staticPagePaths,
  ...categoryIds.map(portfolioPath),
  ...projectIds.map(portfolioPath),
  ...photoPageIds.map(portfolioPath),
]

export const prerenderPaths: ReadonlySet<string> = new Set(pagePaths)
