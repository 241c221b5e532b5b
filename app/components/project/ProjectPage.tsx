import type { ProjectPage as Project } from '#content/lib/schema.ts'
import { BackLink } from './BackLink'
import { BlockRenderer } from './blocks/BlockRenderer'

/** The one template for every project page: back button, heading with icon, description, then the blocks. */
export function ProjectPage({ project }: { project: Project }) {
  return (
    <article className="container-page py-10 sm:py-14" data-testid="project-page">
      <BackLink back={project.back} />
      <header className="mt-8 max-w-3xl">
        <h1 className="heading-1 flex items-center gap-4">
          <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-brand text-brand-fg sm:h-14 sm:w-14">
            <span aria-hidden="true" className={`${project.icon} text-2xl sm:text-3xl`} />
          </span>
          <span>{project.title}</span>
        </h1>
        <p className="mt-4 text-lg text-muted">{project.description}</p>
      </header>
      <BlockRenderer blocks={project.blocks} label={project.title} />
    </article>
  )
}
