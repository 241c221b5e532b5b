import { useCallback, useEffect, useRef, useState } from 'react'
import type { CategoryId } from '#content/ids.ts'

/** Short grace period, so the pointer can cross the gap onto the preview (WCAG 1.4.13: hoverable). */
export const HIDE_DELAY_MS = 150

export type PreviewAnchor = { id: CategoryId; element: HTMLElement }

/**
 * Which tile shows its floating preview: the one under a mouse or pen, else the one with
 * keyboard focus. Touch never opens it (the tile link just navigates); Escape hides it
 * until the next hover or focus. `active` also counts a dismissed preview's tile.
 */
export function useTilePreview() {
  const [hovered, setHovered] = useState<PreviewAnchor | null>(null)
  const [focused, setFocused] = useState<PreviewAnchor | null>(null)
  const [dismissed, setDismissed] = useState(false)
  const hideTimer = useRef<number | undefined>(undefined)
  const active = hovered ?? focused
  const open = dismissed ? null : active

  const isOpen = open !== null
  useEffect(() => {
    if (!isOpen) return
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setDismissed(true)
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [isOpen])

  useEffect(() => () => window.clearTimeout(hideTimer.current), [])

  const keepHover = useCallback(() => window.clearTimeout(hideTimer.current), [])
  const leaveHover = useCallback(() => {
    window.clearTimeout(hideTimer.current)
    hideTimer.current = window.setTimeout(() => setHovered(null), HIDE_DELAY_MS)
  }, [])

  const tileHandlers = (id: CategoryId) => ({
    onPointerEnter: (event: React.PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'touch') return
      keepHover()
      setHovered({ id, element: event.currentTarget })
      setDismissed(false)
    },
    onPointerLeave: leaveHover,
    onFocus: (event: React.FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.matches(':focus-visible')) return
      setFocused({ id, element: event.currentTarget })
      setDismissed(false)
    },
    onBlur: () => setFocused(null),
  })

  return { open, active, tileHandlers, panelHandlers: { onPointerEnter: keepHover, onPointerLeave: leaveHover } }
}
