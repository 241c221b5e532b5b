import { aboutContent } from '#content/about.ts'
import { categories } from '#content/categories.ts'
import { homeContent } from '#content/home.ts'
import { privacyPage, termsPage } from '#content/legal.ts'
import { contactPage, showcasePage } from '#content/placeholders.ts'
import { portfolioHub } from '#content/portfolio.ts'
import { folderProjects } from '#content/lib/photo-pages.ts'
import { projects } from '#content/lib/projects.ts'
import { pagePaths } from '#content/lib/routes.ts'
import { site } from '#content/site.ts'
import { skillsPage } from '#content/skills.ts'
import type { Source } from './schema.ts'

export const MAX_SOURCES = 4

const staticTitles: Record<string, string> = {
  '/': site.brand,
  '/home': homeContent.title,
  '/skills': skillsPage.title,
  '/about': aboutContent.title,
  '/portfolio': portfolioHub.title,
  '/contact': contactPage.title,
  '/showcase': showcasePage.title,
  '/privacy': privacyPage.title,
  '/terms': termsPage.title,
}

const knownPages: ReadonlySet<string> = new Set(pagePaths)

/** The title a page is shown under, or undefined when the path is not a page of this site. */
export function pageTitle(path: string): string | undefined {
  if (!knownPages.has(path)) return undefined
  const slug = path.replace(/^\/portfolio\//, '')
  return (
    staticTitles[path] ??
    (categories as Record<string, { title: string } | undefined>)[slug]?.title ??
    (projects as Record<string, { title: string } | undefined>)[slug]?.title ??
    // A page made from a folder of the owner's photos.
    folderProjects[slug]?.title
  )
}

/** Up to four distinct, real pages for the given paths, in order; unknown paths are dropped. */
export function toSources(paths: Iterable<string>): Source[] {
  const sources: Source[] = []
  const seen = new Set<string>()
  for (const path of paths) {
    if (seen.has(path)) continue
    seen.add(path)
    const title = pageTitle(path)
    if (title) sources.push({ title, href: path })
    if (sources.length === MAX_SOURCES) break
  }
  return sources
}

/** Site paths written in a text, such as '/portfolio/brand-identity' in an AI answer. */
export function pathsMentioned(text: string): string[] {
  return [...text.matchAll(/(?<![\w.:/])\/[a-z0-9][a-z0-9\-/]*/g)]
    .map((m) => m[0].replace(/\/+$/, ''))
    .filter((path) => knownPages.has(path))
}
