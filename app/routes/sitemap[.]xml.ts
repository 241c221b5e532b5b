import { createFileRoute } from '@tanstack/react-router'
import { siteUrl } from '~/lib/seo'

export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async () => {
        const { renderSitemap } = await import('../../server/seo/sitemap.ts')
        return new Response(renderSitemap(siteUrl), { headers: { 'content-type': 'application/xml; charset=utf-8' } })
      },
    },
  },
})
