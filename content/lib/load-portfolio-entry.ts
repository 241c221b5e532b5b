import type { PortfolioEntry } from './lookup.ts'

/**
 * resolvePortfolioSlug behind a dynamic import, for the route loader. The category and project
 * tables then form a chunk of their own that the browser fetches only for client-side
 * navigation (or its hover preload): a first visit gets its entry from the server-rendered
 * page, so it no longer downloads every project's data with the route.
 */
export async function loadPortfolioEntry(slug: string): Promise<PortfolioEntry> {
  const { resolvePortfolioSlug } = await import('./lookup.ts')
  return resolvePortfolioSlug(slug)
}
