import { createFileRoute } from '@tanstack/react-router'
import { pageSeo } from '#content/seo.ts'
import { ShowcasePage } from '~/components/pages/ShowcasePage'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/_site/showcase')({
  head: () => seo(pageSeo['/showcase']),
  component: ShowcasePage,
})
