import { createFileRoute } from '@tanstack/react-router'

/**
 * The tRPC endpoint: `POST /api/trpc/ai-agent-proxy`. Server code is imported only inside the
 * handlers, which the Start compiler drops from the client bundle: no SDK and no key there.
 */
export const Route = createFileRoute('/api/trpc/$')({
  server: {
    handlers: {
      GET: async ({ request }) => (await import('../../server/api/handler.ts')).handleApiRequest(request),
      POST: async ({ request }) => (await import('../../server/api/handler.ts')).handleApiRequest(request),
    },
  },
})
