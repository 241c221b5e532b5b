import { useEffect, useState } from 'react'
import { usePrefersReducedMotion } from '~/lib/motion'

/** Spec: the hub's highlight index cycles 0, 1, 2 every 3000 ms. */
export const HIGHLIGHT_MS = 3000
export const HIGHLIGHT_COUNT = 3

/** The highlighted tile index; stopped while `paused` (a tile hovered or focused) and under reduced motion. */
export function useHighlightCycle(paused: boolean) {
  const reduced = usePrefersReducedMotion()
  const [index, setIndex] = useState(0)
  useEffect(() => {
    if (paused || reduced) return
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % HIGHLIGHT_COUNT), HIGHLIGHT_MS)
    return () => window.clearInterval(timer)
  }, [paused, reduced])
  return index
}
