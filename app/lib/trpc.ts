import { createTRPCClient, httpLink } from '@trpc/client'
import { createTRPCContext } from '@trpc/tanstack-react-query'
import type { AppRouter } from '@server/router'

/*
 * Only the lazily loaded chat panel imports this module, so tRPC and react-query stay
 * out of the first page load. `httpLink`, not the batch link: each call is a plain
 * `POST /api/trpc/ai-agent-proxy` with a JSON body, the documented public endpoint.
 */
export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>()

export const createBrowserTRPCClient = () =>
  createTRPCClient<AppRouter>({ links: [httpLink({ url: '/api/trpc' })] })
