import type { SkillGroup } from '#content/lib/schema.ts'
import { ContentImage } from '~/components/media/ContentImage'
import { ProgressBar } from '~/components/ui/ProgressBar'

export function SkillGroupCard({ group, priority = false }: { group: SkillGroup; priority?: boolean }) {
  return (
    <article aria-labelledby={`skill-group-${group.id}`} data-testid="skill-group" className="card flex flex-col overflow-hidden">
      <ContentImage
        image={group.image}
        priority={priority}
        sizes="(min-width: 1024px) 600px, 100vw"
        className="aspect-[4/3] h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <h2 id={`skill-group-${group.id}`} className="font-display text-xl font-bold">
          {group.title}
        </h2>
        <p className="mt-2 text-muted">{group.description}</p>
        <ul className="mt-5 space-y-4">
          {group.skills.map((skill) => (
            <li key={skill.name}>
              <ProgressBar label={skill.name} value={skill.level} />
            </li>
          ))}
        </ul>
      </div>
    </article>
  )
}
