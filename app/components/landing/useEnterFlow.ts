import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useHydrated } from '~/components/media/useHydrated'

/** Spec: the landing page waits 400 ms (its slide-out) before going to /home. */
export const ENTER_DELAY_MS = 400

/** idle -> entering (button disabled, labels change) -> after 400 ms navigate to /home. */
export function useEnterFlow() {
  const navigate = useNavigate()
  const [entering, setEntering] = useState(false)
  // Until hydration the button submits its plain form (GET /home); tests wait for this flag.
  const hydrated = useHydrated()
  const timer = useRef<number | undefined>(undefined)

  useEffect(() => () => window.clearTimeout(timer.current), [])

  const enter = useCallback(() => {
    if (timer.current !== undefined) return
    setEntering(true)
    timer.current = window.setTimeout(() => void navigate({ to: '/home' }), ENTER_DELAY_MS)
  }, [navigate])

  return { entering, enter, hydrated }
}
