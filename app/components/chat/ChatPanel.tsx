import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { TRPCProvider, createBrowserTRPCClient } from '~/lib/trpc'
import { ChatDialog, type ChatDialogProps } from './ChatDialog'
import { ChatToaster } from './ChatToaster'

/**
 * Entry of the lazily loaded chat chunk (`ChatPanel-*.js`): the query client, the tRPC
 * client and the toaster are created here, on first open, never on page load.
 */
export default function ChatPanel(props: ChatDialogProps) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { mutations: { retry: false } } }))
  const [trpcClient] = useState(createBrowserTRPCClient)
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <ChatToaster />
        <ChatDialog {...props} />
      </TRPCProvider>
    </QueryClientProvider>
  )
}
