import handler, { createServerEntry } from '@tanstack/react-start/server-entry'

/**
 * The app's fetch handler, as TanStack Start builds it, plus `warm`: the production server
 * (server/http/serve.ts) calls it before listening, so the first visitor does not wait while the
 * API's modules load. It is a function of the build because the build has its own copy of them.
 */
export default {
  ...createServerEntry({ fetch: (request) => handler.fetch(request) }),
  warm: async () => (await import('../server/api/warm.ts')).warmApi(),
}
