import { pagePaths } from '#content/lib/routes.ts'
import type { ProjectCard, ProjectPage } from '#content/lib/schema.ts'

/** Where a category card leads on this site: its own page, else the category page. */
export function cardHref(card: ProjectCard, categoryHref: string): string {
  return card.action.kind === 'internal' && pagePaths.includes(card.action.to) ? card.action.to : categoryHref
}

/** The booking service a project page offers, e.g. 'wedding photography', if it has one. */
export function bookingService(project: ProjectPage): string | undefined {
  for (const block of project.blocks) if (block.type === 'cta' && block.action.kind === 'booking') return block.action.service
  return undefined
}

/** The words on a project page's call-to-action button ('Book Your Family Session'), if it has one. */
export function buttonLabel(project: ProjectPage): string | undefined {
  return project.blocks.find((block) => block.type === 'cta')?.label
}
