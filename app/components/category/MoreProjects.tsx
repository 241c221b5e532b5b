import { Link } from '@tanstack/react-router'
import type { Category } from '#content/lib/schema.ts'
import { ContentImage } from '~/components/media/ContentImage'

type More = NonNullable<Category['more']>

/** A compact row of the category's other project pages, below its six featured cards. */
export function MoreProjects({ more }: { more: More }) {
  return (
    <section aria-labelledby="more-projects" className="mt-14">
      <h2 id="more-projects" className="heading-2 mb-6">
        {more.title}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2" data-testid="more-projects">
        {more.links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="card group flex items-center gap-4 overflow-hidden p-3 transition-shadow hover:border-brand/60 hover:shadow-lg focus-ring"
            >
              <span className="relative block h-20 w-28 shrink-0 overflow-hidden rounded-xl bg-raised">
                {/* Decorative here: the title beside it names the link. */}
                <ContentImage
                  image={{ ...link.image, alt: '' }}
                  priority={false}
                  sizes="112px"
                  crop="4/3"
                  className="h-full w-full object-cover"
                />
              </span>
              <span className="font-display text-lg font-semibold">{link.title}</span>
              <span aria-hidden="true" className="i-lucide-arrow-right ml-auto mr-2 text-xl text-muted group-hover:text-fg" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
