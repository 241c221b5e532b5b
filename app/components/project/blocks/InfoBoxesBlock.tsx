import type { InfoBoxesBlock as InfoBoxes } from '#content/lib/schema.ts'
import { uiCopy } from '#content/ui.ts'
import { fill } from '#content/lib/template.ts'
import { ContentImage } from '~/components/media/ContentImage'
import { halfImageSizes } from '~/lib/columns'
import { accentChip } from './accent'

/** Cards of facts about a project (AI prompt images: 'Advantage' and 'Prompt'). */
export function InfoBoxesBlock({ block }: { block: InfoBoxes }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2" data-testid="info-boxes">
      {block.boxes.map((box) => (
        <li key={box.title} className="card flex flex-col gap-4 p-6" data-testid="info-box">
          <div className="flex items-start justify-between gap-3">
            <span className={`inline-flex h-12 w-12 items-center justify-center rounded-xl ${accentChip[box.accent]}`}>
              <span aria-hidden="true" className={`${box.icon} text-2xl`} />
            </span>
            {box.badge && (
              <span className="rounded-full border border-line bg-raised px-3 py-1 text-xs font-semibold text-fg">{box.badge}</span>
            )}
          </div>
          <h2 className="font-display text-xl font-semibold">{box.title}</h2>
          <p className="text-muted">{box.description}</p>
          {box.image && (
            <div className="overflow-hidden rounded-xl bg-raised" style={{ aspectRatio: `${box.image.width} / ${box.image.height}` }}>
              <ContentImage image={box.image} sizes={halfImageSizes} className="h-full w-full object-cover" />
            </div>
          )}
          {box.items && box.items.length > 0 && (
            <ul className="space-y-2 text-fg">
              {box.items.map((item) => (
                <li key={item} className="flex gap-2">
                  <span aria-hidden="true" className="i-lucide-check mt-1 text-brand" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          )}
          {box.tools && box.tools.length > 0 && (
            <ul aria-label={fill(uiCopy.toolsOf, { title: box.title })} className="mt-auto flex flex-wrap gap-2">
              {box.tools.map((tool) => (
                <li
                  key={tool.name}
                  className="inline-flex items-center gap-1.5 rounded-full border border-line bg-raised px-3 py-1 text-sm text-fg"
                >
                  <span aria-hidden="true" className={tool.icon} />
                  {tool.name}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}
