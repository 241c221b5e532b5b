import { useEffect, useRef } from 'react'
import { usePageVisible, usePrefersReducedMotion } from '~/lib/motion'
import { useInView } from '~/components/ui/useInView'
import { type Particle, clampCount, createParticles, drawParticles, stepParticles } from './particles'

type Props = { count?: number; seed?: number; className?: string }

/**
 * Decorative drifting particles on a canvas that fills its (relative) parent: aria-hidden,
 * never catches the pointer, sized for devicePixelRatio, and animated only while on screen,
 * the tab is visible and the visitor has not asked for reduced motion (then: one still frame).
 */
export function ParticleCanvas({ count = 24, seed = 7, className = '' }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const particlesRef = useRef<Particle[] | null>(null)
  const reduced = usePrefersReducedMotion()
  const inView = useInView(canvasRef)
  const pageVisible = usePageVisible()
  const running = !reduced && inView && pageVisible

  useEffect(() => {
    const canvas = canvasRef.current
    const ctx = canvas?.getContext('2d')
    if (!canvas || !ctx) return
    const particles = (particlesRef.current ??= createParticles(count, seed))
    let color = getComputedStyle(canvas).color
    let frame = 0
    let raf = 0
    const draw = () => drawParticles(ctx, particles, canvas.clientWidth, canvas.clientHeight, color)
    const resize = () => {
      const dpr = Math.min(window.devicePixelRatio || 1, 2)
      canvas.width = Math.round(canvas.clientWidth * dpr)
      canvas.height = Math.round(canvas.clientHeight * dpr)
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0)
      draw()
    }
    const observer = new ResizeObserver(resize)
    observer.observe(canvas)
    const tick = () => {
      // The theme can change while running; the brand colour is re-read now and then.
      if (++frame % 60 === 0) color = getComputedStyle(canvas).color
      stepParticles(particles)
      draw()
      raf = requestAnimationFrame(tick)
    }
    if (running) raf = requestAnimationFrame(tick)
    return () => {
      cancelAnimationFrame(raf)
      observer.disconnect()
    }
  }, [running, count, seed])

  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      data-particles={clampCount(count)}
      data-running={running}
      className={`pointer-events-none absolute inset-0 h-full w-full text-brand ${className}`}
    />
  )
}
