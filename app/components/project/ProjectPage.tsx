import type { ProjectPage as Project } from '#content/lib/schema.ts'
import { BackLink } from './BackLink'
import { BlockRenderer } from './blocks/BlockRenderer'
import { IconHeading } from '~/components/ui/IconHeading'

/** The one template for every project page: back button, heading with icon, description, then the blocks. */
export function ProjectPage({ project }: { project: Project }) {
  return (
    <article className="container-page py-10 sm:py-14" data-testid="project-page">
      <BackLink back={project.back} />
      <header className="mt-8 max-w-3xl">
        <IconHeading icon={project.icon} title={project.title} />
        <p className="mt-4 text-lg text-muted">{project.description}</p>
      </header>
      <BlockRenderer blocks={project.blocks} label={project.title} />
    </article>
  )
}
