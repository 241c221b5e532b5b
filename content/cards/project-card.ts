import type { ProjectId } from '../ids.ts'
import { projects } from '../projects/index.ts'
import { projectPath } from '../routes.ts'
import type { ProjectCard } from '../schema.ts'

type CardExtras = Omit<ProjectCard, 'id' | 'title' | 'description' | 'image' | 'action'>

/** A category card that opens one of the site's project pages; title, text and image come from that page. */
export function projectCard(id: ProjectId, label: string, extras: CardExtras): ProjectCard {
  const page = projects[id]
  return {
    id,
    title: page.title,
    description: page.description,
    image: page.cover,
    action: { kind: 'internal', to: projectPath(id), label },
    ...extras,
  }
}

/** The compact 'More ...' row of a category page: project pages beyond its six cards. */
export function moreProjects(title: string, ids: readonly ProjectId[]) {
  return { title, links: ids.map((id) => ({ title: projects[id].title, to: projectPath(id), image: projects[id].cover })) }
}
