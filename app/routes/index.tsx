import { createFileRoute } from '@tanstack/react-router'
import { landingSeo } from '#content/seo.ts'
import { LandingPage } from '~/components/landing/LandingPage'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/')({
  head: () => seo(landingSeo),
  component: LandingPage,
})
