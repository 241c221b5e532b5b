import type { Category } from '#content/lib/schema.ts'
import { uiCopy } from '#content/ui.ts'
import { fill } from '#content/lib/template.ts'
import { useHydrated } from '~/components/media/useHydrated'
import { BackLink } from '~/components/project/BackLink'
import { CategoryCard } from './CategoryCard'
import { MoreProjects } from './MoreProjects'
import { IconHeading } from '~/components/ui/IconHeading'

/** The one template for the six category pages: intro, skill tags, count, six featured projects. */
export function CategoryPage({ category }: { category: Category }) {
  const ready = useHydrated()
  return (
    <div className="container-page py-10 sm:py-14" data-testid="category-page" data-ready={ready || undefined}>
      <BackLink back={category.back} />
      <header className="mt-8 max-w-3xl">
        <IconHeading icon={category.icon} title={category.title} />
        <p className="mt-4 text-lg text-muted">{category.intro}</p>
        <ul aria-label={fill(uiCopy.skillsOf, { title: category.title })} className="mt-5 flex flex-wrap gap-2">
          {category.skills.map((skill) => (
            <li key={skill} className="rounded-full border border-line bg-surface px-3 py-1 text-sm font-medium text-fg">
              {skill}
            </li>
          ))}
        </ul>
      </header>

      <section aria-labelledby="featured-projects" className="mt-12">
        <div className="mb-6 flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="featured-projects" className="heading-2">
            {uiCopy.featuredProjects}
          </h2>
          <p className="rounded-full bg-raised px-3 py-1 text-sm font-semibold text-fg" data-testid="project-count">
            {category.projectCount}
          </p>
        </div>
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="project-cards">
          {category.cards.map((card, i) => (
            <li key={card.id}>
              <CategoryCard card={card} priority={i === 0} />
            </li>
          ))}
        </ul>
      </section>
      {category.more && <MoreProjects more={category.more} />}
    </div>
  )
}
