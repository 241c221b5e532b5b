import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { loadPortfolioEntry } from '#content/lib/load-portfolio-entry.ts'
import { categorySeo, projectSeo } from '#content/lib/seo.ts'
import { CategoryPage } from '~/components/category/CategoryPage'
import { ProjectPage } from '~/components/project/ProjectPage'
import { seo } from '~/lib/seo'
import { jsonLdScript, projectJsonLd } from '~/lib/structured-data'

/** One data-driven route for all six category pages and all project pages. */
export const Route = createFileRoute('/_site/portfolio/$slug')({
  // Loader and page in one chunk: a first visit needs both, and a second file costs a request.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  loader: async ({ params }) => {
    const entry = await loadPortfolioEntry(params.slug)
    if (entry.kind === 'redirect') throw redirect({ href: entry.to, statusCode: 308, replace: true })
    if (entry.kind === 'notFound') throw notFound()
    return entry
  },
  head: ({ loaderData }) => {
    if (!loaderData) return {}
    if (loaderData.kind === 'category') return seo(categorySeo(loaderData.category))
    return { ...seo(projectSeo(loaderData.project)), scripts: [jsonLdScript(projectJsonLd(loaderData.project))] }
  },
  component: PortfolioEntryPage,
})

function PortfolioEntryPage() {
  const entry = Route.useLoaderData()
  return entry.kind === 'category' ? <CategoryPage category={entry.category} /> : <ProjectPage project={entry.project} />
}
