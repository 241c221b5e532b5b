import { categories } from '../categories.ts'
import { categoryIds, projectIds, type CategoryId, type ProjectId } from '../ids.ts'
import { folderProjects } from './photo-pages.ts'
import { projects } from './projects.ts'
import { redirectFor } from './redirects.ts'
import { portfolioPath } from './routes.ts'
import type { Category, ProjectPage } from './schema.ts'

export type PortfolioEntry =
  | { kind: 'category'; category: Category }
  | { kind: 'project'; project: ProjectPage }
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' }

const isCategoryId = (slug: string): slug is CategoryId => (categoryIds as readonly string[]).includes(slug)
const isProjectId = (slug: string): slug is ProjectId => (projectIds as readonly string[]).includes(slug)

/** What /portfolio/{slug} shows: a category, a project, a redirect to the canonical path, or nothing. */
export function resolvePortfolioSlug(slug: string): PortfolioEntry {
  if (isCategoryId(slug)) return { kind: 'category', category: categories[slug] }
  if (isProjectId(slug)) return { kind: 'project', project: projects[slug] }
  if (Object.hasOwn(folderProjects, slug)) return { kind: 'project', project: folderProjects[slug]! }
  const to = redirectFor(portfolioPath(slug))
  if (to) return { kind: 'redirect', to }
  return { kind: 'notFound' }
}
