import { useLayoutEffect, type RefObject } from 'react'
import { useMediaQuery } from '~/lib/motion'
import { useScrollLock } from '~/lib/use-scroll-lock'

/** Below the `sm` breakpoint the open chat is a full-height sheet instead of a floating panel. */
export const PHONE_QUERY = '(max-width: 639.98px)'

/**
 * While the chat is a sheet: the page behind it does not scroll, and the sheet follows the
 * visual viewport, so an on-screen keyboard shrinks it and the input stays in sight.
 */
export function usePhoneSheet(sheet: RefObject<HTMLElement | null>, open: boolean) {
  const phone = useMediaQuery(PHONE_QUERY)
  const active = phone && open

  useScrollLock(active)

  useLayoutEffect(() => {
    const element = sheet.current
    const viewport = window.visualViewport
    if (!element || !active || !viewport) return
    const fit = () => {
      element.style.setProperty('--chat-sheet-height', `${viewport.height}px`)
      element.style.setProperty('--chat-sheet-top', `${viewport.offsetTop}px`)
    }
    fit()
    viewport.addEventListener('resize', fit)
    viewport.addEventListener('scroll', fit)
    return () => {
      viewport.removeEventListener('resize', fit)
      viewport.removeEventListener('scroll', fit)
      element.style.removeProperty('--chat-sheet-height')
      element.style.removeProperty('--chat-sheet-top')
    }
  }, [sheet, active])

  return phone
}
