import { createFileRoute } from '@tanstack/react-router'
import { pageSeo } from '#content/seo.ts'
import { ContactPage } from '~/components/pages/ContactPage'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/_site/contact')({
  head: () => seo(pageSeo['/contact']),
  component: ContactPage,
})
