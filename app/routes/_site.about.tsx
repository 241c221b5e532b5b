import { createFileRoute } from '@tanstack/react-router'
import { pageSeo } from '#content/seo.ts'
import { AboutPage } from '~/components/about/AboutPage'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/_site/about')({
  head: () => seo(pageSeo['/about']),
  component: AboutPage,
})
