import type { Capability } from '#content/lib/schema.ts'
import { uiCopy } from '#content/ui.ts'
import { fill } from '#content/lib/template.ts'
import { ContentImage } from '~/components/media/ContentImage'
import { SkillTagList } from '~/components/ui/SkillTag'

export function CapabilityCard({ capability }: { capability: Capability }) {
  return (
    <li data-testid="capability" className="card flex flex-col overflow-hidden">
      <ContentImage
        image={capability.image}
        sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
        className="aspect-[4/3] h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center gap-3">
          <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-raised text-brand">
            <span aria-hidden="true" className={`${capability.icon} text-xl`} />
          </span>
          <h3 className="font-display text-lg font-semibold">{capability.title}</h3>
        </div>
        <p className="mt-3 flex-1 text-muted">{capability.description}</p>
        <SkillTagList tags={capability.skills} label={fill(uiCopy.skillsOf, { title: capability.title })} className="mt-4" />
      </div>
    </li>
  )
}
