import { useRef, type PointerEvent } from 'react'

/** Horizontal distance in px a finger (or pen or mouse) must travel to count as a swipe. */
export const SWIPE_THRESHOLD = 50

/** Pointer handlers calling `onSwipe('left' | 'right')` when a press ends far enough sideways. */
export function useSwipe(onSwipe: (direction: 'left' | 'right') => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null)
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY }
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current
      start.current = null
      if (!from || from.id !== event.pointerId) return
      const dx = event.clientX - from.x
      const dy = event.clientY - from.y
      if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) < Math.abs(dy)) return
      onSwipe(dx < 0 ? 'left' : 'right')
    },
    onPointerCancel: () => {
      start.current = null
    },
  }
}
