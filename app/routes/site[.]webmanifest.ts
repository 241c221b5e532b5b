import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/site.webmanifest')({
  server: {
    handlers: {
      GET: async () => {
        const { renderManifest } = await import('../../server/seo/manifest.ts')
        return new Response(renderManifest(), { headers: { 'content-type': 'application/manifest+json; charset=utf-8' } })
      },
    },
  },
})
