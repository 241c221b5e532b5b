import { useCallback, useSyncExternalStore } from 'react'

function subscribeTo(query: string) {
  return (notify: () => void) => {
    const media = window.matchMedia(query)
    media.addEventListener('change', notify)
    return () => media.removeEventListener('change', notify)
  }
}

/**
 * A media query as state. The server (and the hydration pass) sees `serverValue`, so the
 * first client render matches the HTML; the real value follows right after hydration.
 */
export function useMediaQuery(query: string, serverValue = false) {
  const subscribe = useCallback((notify: () => void) => subscribeTo(query)(notify), [query])
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  )
}

/** True when the visitor asks for less motion; false during server rendering. */
export function usePrefersReducedMotion() {
  return useMediaQuery('(prefers-reduced-motion: reduce)')
}

/** True on devices whose main pointer can hover precisely (mouse, trackpad); false on touch-only ones. */
export function useFinePointer() {
  return useMediaQuery('(hover: hover) and (pointer: fine)')
}

function subscribeVisibility(notify: () => void) {
  document.addEventListener('visibilitychange', notify)
  return () => document.removeEventListener('visibilitychange', notify)
}

/** False while the browser tab is hidden, so animation loops can stop. */
export function usePageVisible() {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState !== 'hidden',
    () => true,
  )
}
