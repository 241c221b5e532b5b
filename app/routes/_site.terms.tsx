import { createFileRoute } from '@tanstack/react-router'
import { pageSeo } from '#content/seo.ts'
import { TermsPage } from '~/components/pages/TermsPage'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/_site/terms')({
  head: () => seo(pageSeo['/terms']),
  component: TermsPage,
})
