import { createFileRoute } from '@tanstack/react-router'
import { pageSeo } from '#content/seo.ts'
import { PrivacyPage } from '~/components/pages/PrivacyPage'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/_site/privacy')({
  head: () => seo(pageSeo['/privacy']),
  component: PrivacyPage,
})
