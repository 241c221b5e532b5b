import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'
import { useInView } from '~/components/ui/useInView'
import { usePageVisible, usePrefersReducedMotion } from '~/lib/motion'

/** Spec constants of the tools carousel. */
export const ARROW_STEP_PX = 340
export const DRIFT_PX_PER_FRAME = 0.5
export const ARROW_PAUSE_MS = 4000

/** Width of one copy of the list: where the second copy starts relative to the first. */
function loopWidth(strip: HTMLElement) {
  const [first, second] = strip.children as unknown as HTMLElement[]
  return first && second ? second.offsetLeft - first.offsetLeft : 0
}

/**
 * Continuous drift of a scroll container holding the list twice: 0.5 px per frame, wrapped
 * back by one copy's width so it loops seamlessly. Paused on hover, focus inside, for 4 s
 * after an arrow click, off screen and in a hidden tab; never runs under reduced motion.
 */
export function useToolsDrift(stripRef: RefObject<HTMLElement | null>) {
  const reduced = usePrefersReducedMotion()
  const inView = useInView(stripRef)
  const pageVisible = usePageVisible()
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [arrowPaused, setArrowPaused] = useState(false)
  const arrowTimer = useRef<number | undefined>(undefined)
  const running = !reduced && inView && pageVisible && !hovered && !focused && !arrowPaused

  useEffect(() => {
    const strip = stripRef.current
    if (!running || !strip) return
    // Track the position as a float: scrollLeft may round each half-pixel step away.
    let position = strip.scrollLeft
    let raf = 0
    const tick = () => {
      if (Math.abs(strip.scrollLeft - position) > 1) position = strip.scrollLeft
      position += DRIFT_PX_PER_FRAME
      const loop = loopWidth(strip)
      if (loop > 0 && position >= loop) position -= loop
      strip.scrollLeft = position
      raf = requestAnimationFrame(tick)
    }
    raf = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(raf)
  }, [running, stripRef])

  useEffect(() => () => window.clearTimeout(arrowTimer.current), [])

  const scrollByArrow = useCallback(
    (direction: 1 | -1) => {
      const strip = stripRef.current
      if (!strip) return
      setArrowPaused(true)
      window.clearTimeout(arrowTimer.current)
      arrowTimer.current = window.setTimeout(() => setArrowPaused(false), ARROW_PAUSE_MS)
      // Jump by one copy first where needed, so both arrows can go on forever.
      const loop = loopWidth(strip)
      if (loop > 0 && direction < 0 && strip.scrollLeft < ARROW_STEP_PX) strip.scrollLeft += loop
      if (loop > 0 && direction > 0 && strip.scrollLeft >= loop) strip.scrollLeft -= loop
      strip.scrollBy({ left: direction * ARROW_STEP_PX, behavior: reduced ? 'instant' : 'smooth' })
    },
    [reduced, stripRef],
  )

  const stripHandlers = {
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: React.FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
    },
  }

  return { running, reduced, scrollByArrow, stripHandlers }
}
