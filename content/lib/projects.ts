import type { ProjectId } from '../ids.ts'
import { withPhotoFolder } from './photo-images.ts'
import { folderProjects } from './photo-pages.ts'
import type { ProjectPage } from './schema.ts'
import { aiProjects } from '../projects/ai.ts'
import { graphicsProjects } from '../projects/graphics.ts'
import { photographyProjects } from '../projects/photography.ts'
import { socialProjects } from '../projects/social.ts'

/** The pages as the demo content defines them, with generated artwork (before any photos folder fills a gallery). */
export const artworkProjects: Record<ProjectId, ProjectPage> = {
  ...aiProjects,
  ...graphicsProjects,
  ...socialProjects,
  ...photographyProjects,
}

/** Every project page by id, assembled from one module per category; a folder of photos named after a page fills its gallery. */
export const projects = Object.fromEntries(Object.entries(artworkProjects).map(([id, page]) => [id, withPhotoFolder(page)])) as Record<
  ProjectId,
  ProjectPage
>

/** Every project page, those made from a folder of photos (content/lib/photo-pages.ts) included. */
export const projectPages: Readonly<Record<string, ProjectPage>> = { ...projects, ...folderProjects }
