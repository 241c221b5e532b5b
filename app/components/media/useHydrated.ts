import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False during server rendering and the first client render, true once the component is
 * interactive. Components expose it as `data-ready` so tests wait for hydration, not time.
 */
export function useHydrated() {
  // React renders the server snapshot (false) on the server and while hydrating, then the client's (true).
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
