import type { ProjectCard } from '#content/lib/schema.ts'
import { uiCopy } from '#content/ui.ts'

const item = 'inline-flex items-center gap-1.5'

/** The variant facts of a card: AI tools, video duration and year, photo year, social platform. */
export function CardMeta({ card }: { card: ProjectCard }) {
  const { tools, duration, year, platform } = card
  if (!tools?.length && !duration && !year && !platform) return null
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted" data-testid="card-meta">
      {tools && tools.length > 0 && (
        <div className={item}>
          <dt>
            <span aria-hidden="true" className="i-lucide-sparkles" />
            <span className="sr-only">{uiCopy.cardMeta.tools}</span>
          </dt>
          <dd>{tools.join(', ')}</dd>
        </div>
      )}
      {duration && (
        <div className={item}>
          <dt>
            <span aria-hidden="true" className="i-lucide-clock" />
            <span className="sr-only">{uiCopy.cardMeta.duration}</span>
          </dt>
          <dd className="tabular-nums">{duration}</dd>
        </div>
      )}
      {year && (
        <div className={item}>
          <dt>
            <span aria-hidden="true" className="i-lucide-calendar" />
            <span className="sr-only">{uiCopy.cardMeta.year}</span>
          </dt>
          <dd>{year}</dd>
        </div>
      )}
      {platform && (
        <div className={item}>
          <dt>
            <span aria-hidden="true" className="i-lucide-share-2" />
            <span className="sr-only">{uiCopy.cardMeta.platform}</span>
          </dt>
          <dd>{platform}</dd>
        </div>
      )}
    </dl>
  )
}
