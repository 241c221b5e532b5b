import { useCallback, useEffect, useRef, useState } from 'react'
import { usePrefersReducedMotion } from '~/lib/motion'

/** Spec: the closing call-to-action pulses the download buttons for 3 s. */
export const PULSE_MS = 3000

/**
 * The closing call-to-action: scroll back to the hero (instantly under reduced motion),
 * move focus to its heading, and pulse the download buttons for 3 s.
 */
export function useHeroReturn() {
  const heroRef = useRef<HTMLElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [pulsing, setPulsing] = useState(false)
  const timer = useRef<number | undefined>(undefined)
  const reduced = usePrefersReducedMotion()
  // Read at click time, so returnToHero stays the same function: the sections it is passed to must
  // not re-render before they hydrate (see HomePage).
  const reducedRef = useRef(reduced)
  useEffect(() => {
    reducedRef.current = reduced
  }, [reduced])

  useEffect(() => () => window.clearTimeout(timer.current), [])

  const returnToHero = useCallback(() => {
    heroRef.current?.scrollIntoView({ behavior: reducedRef.current ? 'instant' : 'smooth', block: 'start' })
    headingRef.current?.focus({ preventScroll: true })
    setPulsing(true)
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setPulsing(false), PULSE_MS)
  }, [])

  return { heroRef, headingRef, pulsing, returnToHero }
}
