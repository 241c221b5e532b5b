import { Link } from '@tanstack/react-router'
import { categorySummaryList as categoryList } from '#content/category-summaries.ts'
import { homeShowcase as content } from '#content/home-showcase.ts'
import { portfolioPath } from '#content/lib/routes.ts'
import { accentClasses } from '~/components/ui/accent'

/** 'Portfolio Showcase': the six categories as quick links, and the way into /portfolio. */
export function ShowcaseSection() {
  return (
    <section aria-labelledby="showcase-title" className="container-page py-16 render-lazily">
      <div className="card relative overflow-hidden p-8 sm:p-12">
        <h2 id="showcase-title" className="heading-2">
          {content.title}
        </h2>
        <p className="mt-3 max-w-2xl text-muted sm:text-lg">{content.lead}</p>
        <ul className="mt-6 flex flex-wrap gap-2">
          {categoryList.map((category) => (
            <li key={category.id}>
              <Link
                to={portfolioPath(category.id)}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-base px-4 py-2 text-sm font-medium hover:bg-raised focus-ring"
              >
                <span aria-hidden="true" className={`${category.icon} ${accentClasses[category.accent].text}`} />
                {category.title}
              </Link>
            </li>
          ))}
        </ul>
        <Link to={content.to} className="btn-primary mt-8 px-6 py-3 text-[1rem]">
          {content.linkLabel}
          <span aria-hidden="true" className="i-lucide-arrow-right" />
        </Link>
      </div>
    </section>
  )
}
