import type { ProjectId } from '../ids.ts'
import { projects } from './projects.ts'
import { portfolioPath } from './routes.ts'
import type { ProjectCard, ProjectPage } from './schema.ts'

type CardExtras = Omit<ProjectCard, 'id' | 'title' | 'description' | 'image' | 'action'>

/** A category card that opens one of the site's project pages; title, text and image come from that page. */
export function projectCard(id: ProjectId, label: string, extras: CardExtras): ProjectCard {
  const page = projects[id]
  return {
    id,
    title: page.title,
    description: page.description,
    image: page.cover,
    action: { kind: 'internal', to: portfolioPath(id), label },
    ...extras,
  }
}

/** The compact 'More ...' row of a category page: project pages beyond its six cards (`extra`: pages made from a photos folder). */
export function moreProjects(title: string, ids: readonly ProjectId[], extra: readonly ProjectPage[] = []) {
  const pages = [...ids.map((id) => projects[id]), ...extra]
  return { title, links: pages.map((page) => ({ title: page.title, to: portfolioPath(page.id), image: page.cover })) }
}
