import { createFileRoute } from '@tanstack/react-router'

const handle = async ({ request }: { request: Request }) => (await import('../../server/api/handler.ts')).handleApiRequest(request)

/**
 * The tRPC endpoint: `POST /api/trpc/ai-agent-proxy`. Server code is imported only inside the
 * handlers, which the Start compiler drops from the client bundle: no SDK and no key there.
 * Every method goes to tRPC, so one it does not support is refused (405) rather than falling
 * through to an empty page.
 */
export const Route = createFileRoute('/api/trpc/$')({
  server: {
    handlers: { ANY: handle },
  },
})
