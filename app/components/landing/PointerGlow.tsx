import { useEffect, useRef } from 'react'
import { useFinePointer, usePrefersReducedMotion } from '~/lib/motion'

/**
 * A soft light that follows a mouse or pen. One transform per animation frame at most;
 * not rendered on touch-only devices or when the visitor prefers reduced motion.
 */
export function PointerGlow() {
  const glowRef = useRef<HTMLDivElement>(null)
  const reduced = usePrefersReducedMotion()
  const finePointer = useFinePointer()
  const enabled = finePointer && !reduced

  useEffect(() => {
    const glow = glowRef.current
    if (!enabled || !glow) return
    let raf = 0
    let x = 0
    let y = 0
    const render = () => {
      raf = 0
      glow.style.transform = `translate3d(${x}px, ${y}px, 0) translate(-50%, -50%)`
      glow.style.opacity = '1'
    }
    const onMove = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return
      x = event.clientX
      y = event.clientY
      if (!raf) raf = requestAnimationFrame(render)
    }
    window.addEventListener('pointermove', onMove, { passive: true })
    return () => {
      window.removeEventListener('pointermove', onMove)
      cancelAnimationFrame(raf)
    }
  }, [enabled])

  if (!enabled) return null
  return (
    <div
      ref={glowRef}
      aria-hidden="true"
      data-testid="pointer-glow"
      className="pointer-events-none fixed left-0 top-0 z-0 h-[28rem] w-[28rem] rounded-full opacity-0 transition-opacity duration-500"
      style={{
        background: 'radial-gradient(circle, color-mix(in oklab, var(--c-brand) 24%, transparent) 0%, transparent 65%)',
        willChange: 'transform',
      }}
    />
  )
}
