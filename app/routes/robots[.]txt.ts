import { createFileRoute } from '@tanstack/react-router'
import { siteUrl } from '~/lib/seo'

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: async () => {
        const { renderRobots } = await import('../../server/seo/sitemap.ts')
        return new Response(renderRobots(siteUrl), { headers: { 'content-type': 'text/plain; charset=utf-8' } })
      },
    },
  },
})
