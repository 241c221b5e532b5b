import { createTRPCClient, httpBatchStreamLink, httpLink, splitLink } from '@trpc/client'
import { createTRPCContext } from '@trpc/tanstack-react-query'
import type { AppRouter } from '@server/router'

/*
 * Only the lazily loaded chat panel imports this module, so tRPC and react-query stay
 * out of the first page load. The streamed call goes through httpBatchStreamLink as a batch
 * of one (the server takes no more); every other call is a plain `POST /api/trpc/<name>`.
 */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>()

export const createBrowserTRPCClient = () =>
  createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.path === 'ai-agent-stream',
        true: httpBatchStreamLink({ url: '/api/trpc', maxItems: 1 }),
        false: httpLink({ url: '/api/trpc' }),
      }),
    ],
  })
