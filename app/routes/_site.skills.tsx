import { createFileRoute } from '@tanstack/react-router'
import { pageSeo } from '#content/seo.ts'
import { SkillsPage } from '~/components/skills/SkillsPage'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/_site/skills')({
  head: () => seo(pageSeo['/skills']),
  component: SkillsPage,
})
