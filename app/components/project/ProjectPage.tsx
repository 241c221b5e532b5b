import type { ProjectPage as Project } from '@content/schema'

// Placeholder until the showcase lands.
export function ProjectPage({ project }: { project: Project }) {
  return <section className="container-page py-16"><h1 className="heading-1">{project.title}</h1></section>
}
