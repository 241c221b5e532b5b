import { createFileRoute } from '@tanstack/react-router'
import { pageSeo } from '#content/seo.ts'
import { PortfolioHub } from '~/components/hub/PortfolioHub'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/_site/portfolio/')({
  head: () => seo(pageSeo['/portfolio']),
  component: PortfolioHub,
})
