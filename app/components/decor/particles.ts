import { seededRandom } from './seededRandom'

/** The spec fixes decorative particle counts between 12 and 30. */
export const MIN_PARTICLES = 12
export const MAX_PARTICLES = 30

export type Particle = { x: number; y: number; vx: number; vy: number; r: number; alpha: number }

export const clampCount = (count: number) => Math.min(MAX_PARTICLES, Math.max(MIN_PARTICLES, Math.round(count)))

/** Particles in unit space (0..1 on both axes) with slow velocities in units per frame. */
export function createParticles(count: number, seed = 7): Particle[] {
  const random = seededRandom(seed)
  return Array.from({ length: clampCount(count) }, () => ({
    x: random(),
    y: random(),
    vx: (random() - 0.5) * 0.0012,
    vy: (random() - 0.5) * 0.0012,
    r: 1.2 + random() * 2.4,
    alpha: 0.25 + random() * 0.45,
  }))
}

/** Moves every particle one frame, wrapping around the edges. */
export function stepParticles(particles: Particle[]) {
  for (const p of particles) {
    p.x = (p.x + p.vx + 1) % 1
    p.y = (p.y + p.vy + 1) % 1
  }
}

/** Draws the particles and faint links between close neighbours, in CSS pixels scaled by `dpr`. */
export function drawParticles(ctx: CanvasRenderingContext2D, particles: Particle[], width: number, height: number, color: string) {
  ctx.clearRect(0, 0, width, height)
  ctx.fillStyle = color
  ctx.strokeStyle = color
  for (const [i, p] of particles.entries()) {
    ctx.globalAlpha = p.alpha
    ctx.beginPath()
    ctx.arc(p.x * width, p.y * height, p.r, 0, Math.PI * 2)
    ctx.fill()
    for (const q of particles.slice(i + 1)) {
      const dx = (p.x - q.x) * width
      const dy = (p.y - q.y) * height
      const distance = Math.hypot(dx, dy)
      if (distance > 120) continue
      ctx.globalAlpha = 0.15 * (1 - distance / 120)
      ctx.beginPath()
      ctx.moveTo(p.x * width, p.y * height)
      ctx.lineTo(q.x * width, q.y * height)
      ctx.stroke()
    }
  }
  ctx.globalAlpha = 1
}
