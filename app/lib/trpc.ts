import { createTRPCClient, httpBatchStreamLink, httpLink, splitLink, type TRPCLink } from '@trpc/client'
import { createTRPCContext } from '@trpc/tanstack-react-query'
import type { AppRouter } from '@server/router'

/*
 * Only the lazily loaded chat panel imports this module, so tRPC and react-query stay
 * out of the first page load. The streamed call goes through httpBatchStreamLink as a batch
 * of one (the server takes no more); every other call is a plain `POST /api/trpc/<name>`.
 */
export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>()

/** Holds the controller of the call in flight; passed as `trpc: { context: { abort } }`. */
export type AbortHolder = { current: AbortController | null }

const isAbortHolder = (value: unknown): value is AbortHolder => typeof value === 'object' && value !== null && 'current' in value

/**
 * react-query's mutations carry no abort signal, and tRPC's `mutationOptions` takes none; this
 * link gives a call the signal of the controller its context names, so the widget can cancel it.
 */
const abortFromContextLink: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) => {
    const holder = op.context.abort
    const signal = isAbortHolder(holder) ? holder.current?.signal : undefined
    return next(signal ? { ...op, signal } : op)
  }

export const createBrowserTRPCClient = () =>
  createTRPCClient<AppRouter>({
    links: [
      abortFromContextLink,
      splitLink({
        condition: (op) => op.path === 'ai-agent-stream',
        true: httpBatchStreamLink({ url: '/api/trpc', maxItems: 1 }),
        false: httpLink({ url: '/api/trpc' }),
      }),
    ],
  })
