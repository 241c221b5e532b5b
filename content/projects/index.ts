import type { ProjectId } from '../ids.ts'
import type { ProjectPage } from '../schema.ts'
import { aiProjects } from './ai.ts'
import { graphicsProjects } from './graphics.ts'
import { photographyProjects } from './photography.ts'
import { socialProjects } from './social.ts'

/** Every project page by id, assembled from one module per category. */
export const projects: Record<ProjectId, ProjectPage> = {
  ...aiProjects,
  ...graphicsProjects,
  ...socialProjects,
  ...photographyProjects,
}
