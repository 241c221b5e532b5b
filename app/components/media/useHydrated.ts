import { useEffect, useState } from 'react'

/**
 * False during server rendering and the first client render, true once the component is
 * interactive. Components expose it as `data-ready` so tests wait for hydration, not time.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
