import { Link } from '@tanstack/react-router'
import { portfolioPath } from '#content/lib/routes.ts'
import type { CategorySummary } from '#content/lib/schema.ts'
import { ContentImage } from '~/components/media/ContentImage'
import { accentClasses } from '~/components/ui/accent'

type Props = {
  category: CategorySummary
  label: string
  highlighted: boolean
  priority: boolean
  /** The id of the open preview, when it belongs to this tile. */
  previewId?: string
  handlers: Record<string, unknown>
}

export function CategoryTile({ category, label, highlighted, priority, previewId, handlers }: Props) {
  const accent = accentClasses[category.accent]
  return (
    <li>
      <Link
        to={portfolioPath(category.id)}
        data-testid="hub-tile"
        data-highlighted={highlighted}
        aria-describedby={previewId}
        className={`card group block h-full overflow-hidden transition-shadow duration-500 hover:shadow-lg focus-ring motion-reduce:transition-none ${highlighted ? 'ring-3 ring-brand' : ''}`}
        {...handlers}
      >
        <div aria-hidden="true" className="overflow-hidden">
          <ContentImage
            image={category.image}
            priority={priority}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          />
        </div>
        <div className="p-5">
          <div className="flex items-center gap-3">
            <span className={`grid h-10 w-10 shrink-0 place-items-center rounded-xl ${accent.soft}`}>
              <span aria-hidden="true" className={`${category.icon} text-xl ${accent.text}`} />
            </span>
            <h2 className="font-display text-xl font-bold">{category.title}</h2>
          </div>
          <p className="mt-3 text-muted">{category.description}</p>
          <div className="mt-4 flex items-center justify-between text-sm font-semibold">
            <span className="text-brand">{category.projectCount}</span>
            <span className="inline-flex items-center gap-1 text-fg">
              {label}
              <span
                aria-hidden="true"
                className="i-lucide-arrow-right transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
              />
            </span>
          </div>
        </div>
      </Link>
    </li>
  )
}
