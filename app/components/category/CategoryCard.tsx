import { useId } from 'react'
import type { ProjectCard } from '#content/lib/schema.ts'
import { uiCopy } from '#content/ui.ts'
import { fill } from '#content/lib/template.ts'
import { ContentImage } from '~/components/media/ContentImage'
import { cardImageSizes } from '~/lib/columns'
import { CardAction } from './CardAction'
import { CardMeta } from './CardMeta'

/** One featured project on a category page. Hover lifts only shadow, border and image zoom: no layout shift. */
export function CategoryCard({ card, priority }: { card: ProjectCard; priority: boolean }) {
  const titleId = useId()
  return (
    <article
      className="card group flex h-full flex-col overflow-hidden transition-shadow hover:border-brand/60 hover:shadow-lg"
      data-testid="project-card"
      data-card-id={card.id}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-raised">
        <ContentImage
          image={card.image}
          priority={priority}
          sizes={cardImageSizes}
          crop="4/3"
          className="h-full w-full object-cover motion-safe:transition-transform motion-safe:duration-500 motion-safe:group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 id={titleId} className="font-display text-xl font-semibold">
          {card.title}
        </h3>
        <p className="text-sm text-muted">{card.description}</p>
        <CardMeta card={card} />
        <ul aria-label={fill(uiCopy.tagsOf, { title: card.title })} className="flex flex-wrap gap-2">
          {card.tags.map((tag) => (
            <li key={tag} className="rounded-full border border-line bg-raised px-2.5 py-0.5 text-xs font-medium text-fg">
              {tag}
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-2">
          <CardAction action={card.action} describedBy={titleId} />
        </div>
      </div>
    </article>
  )
}
