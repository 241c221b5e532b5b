import { categoryPageTitle, pageSeo } from '../seo.ts'
import { photoOgUrl } from './photo-library.ts'
import { portfolioPath } from './routes.ts'
import type { Category, PageSeo, ProjectPage } from './schema.ts'
import { shareImagePath } from './share-images.ts'
import { fill } from './template.ts'

/** The title, description and share image of category and project pages, from their content (the static pages': content/seo.ts). */
export const categorySeo = (category: Category): PageSeo => ({
  title: fill(categoryPageTitle, { title: category.title }),
  description: category.description,
  path: portfolioPath(category.id),
  image: shareImagePath.category(category.id),
  imageAlt: category.image.alt,
})

export const projectSeo = (project: ProjectPage): PageSeo => ({
  title: project.title,
  description: project.description,
  path: portfolioPath(project.id),
  // A photographed cover shares its own 1200x630 crop (made by the image pipeline around the focal point).
  image: project.cover.photo ? photoOgUrl(project.cover.photo) : shareImagePath.project(project.id),
  imageAlt: project.cover.alt,
  type: 'article',
})

/** Pages that ask search engines not to index them (placeholders); the sitemap leaves them out. */
export const noindexPaths: ReadonlySet<string> = new Set(
  Object.values(pageSeo)
    .filter((page) => page.noindex)
    .map((page) => page.path),
)
