import { createFileRoute } from '@tanstack/react-router'
import { pageSeo } from '#content/seo.ts'
import { HomePage } from '~/components/home/HomePage'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/_site/home')({
  head: () => seo(pageSeo['/home']),
  component: HomePage,
})
