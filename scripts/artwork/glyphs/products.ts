import { circle, ellipse, line, path, polygon, rect, starPoints } from '../svg.ts'
import { icon } from '../types.ts'

/** Perfume and corporate-event motifs. */

const gold = '#d4a24c'

export const perfumeBottle = icon(
  (p) =>
    rect(-14, -80, 28, 26, gold, { rx: 4 }) +
    rect(-8, -54, 16, 12, p.a[2]) +
    rect(-48, -42, 96, 122, p.a[1], { rx: 12, stroke: p.a[0], 'stroke-width': 3 }) +
    rect(-40, -4, 80, 76, p.a[0], { rx: 8, opacity: 0.55 }) +
    line(-48, -10, -10, -42, p.paper, 2, { opacity: 0.7 }) +
    line(48, 40, 10, 80, p.paper, 2, { opacity: 0.5 }) +
    rect(-36, -34, 8, 100, p.paper, { rx: 4, opacity: 0.6 }) +
    rect(-22, 14, 44, 24, p.paper, { rx: 3, opacity: 0.85 }),
)

export const atomiser = icon(
  (p) =>
    path('M6 -42C40 -64 64 -44 64 -22', 'none', { stroke: p.a[2], 'stroke-width': 4 }) +
    circle(66, -12, 14, p.a[0]) +
    line(66, 2, 60, 34, gold, 3) +
    line(66, 2, 72, 34, gold, 3) +
    rect(-9, -48, 18, 14, gold, { rx: 3 }) +
    circle(0, 22, 56, p.a[1], { stroke: p.a[0], 'stroke-width': 3 }) +
    ellipse(0, 42, 46, 30, p.a[0], { opacity: 0.5 }) +
    ellipse(-22, 4, 8, 16, p.paper, { opacity: 0.7, transform: 'rotate(30 -22 4)' }),
)

export const petals = icon((p, r) => {
  let out = rect(-16, -58, 32, 138, p.a[1], { rx: 9, stroke: p.a[0], 'stroke-width': 3 })
  out += rect(-10, -78, 20, 20, gold, { rx: 3 }) + rect(-12, 10, 24, 64, p.a[0], { rx: 6, opacity: 0.5 })
  for (let i = 0; i < 8; i++) {
    const angle = (i / 8) * Math.PI * 2 + r.range(-0.3, 0.3)
    const dist = r.range(52, 84)
    const x = Math.cos(angle) * dist
    const y = Math.sin(angle) * dist * 0.9
    out += ellipse(x, y, 8, 15, i % 2 ? p.a[0] : '#e7a3c4', {
      transform: `rotate(${Math.round(r.range(0, 180))} ${Math.round(x)} ${Math.round(y)})`,
      opacity: 0.9,
    })
  }
  return out
})

export const droplet = icon(
  (p) =>
    ellipse(0, 86, 74, 9, 'none', { stroke: p.a[0], 'stroke-width': 3, opacity: 0.5 }) +
    ellipse(0, 86, 44, 5, 'none', { stroke: p.a[0], 'stroke-width': 3, opacity: 0.8 }) +
    path('M0 -86C30 -36 50 -6 50 20A50 50 0 0 1 -50 20C-50 -6 -30 -36 0 -86Z', p.a[0], { opacity: 0.9 }) +
    ellipse(-20, 8, 8, 18, p.paper, { opacity: 0.75, transform: 'rotate(20 -20 8)' }),
)

export const lectern = icon(
  (p) =>
    circle(0, -60, 17, p.a[2]) +
    rect(-32, -42, 64, 54, p.a[2], { rx: 22 }) +
    polygon(
      [
        [-46, -4],
        [46, -4],
        [36, 80],
        [-36, 80],
      ],
      p.paper,
    ) +
    rect(-54, -12, 108, 12, p.a[0], { rx: 3 }) +
    circle(0, 36, 13, p.a[1]) +
    line(22, -12, 12, -40, p.ink, 3) +
    circle(11, -43, 5, p.ink),
)

export const screen = icon((p) => {
  const bars = [20, 34, 46, 62, 80].map((h, i) => rect(-72 + i * 28, 26 - h, 18, h, p.a[1])).join('')
  return (
    line(-30, 82, 0, 48, p.paper, 4) +
    line(30, 82, 0, 48, p.paper, 4) +
    rect(-92, -82, 184, 130, p.paper, { rx: 6 }) +
    bars +
    path('M-63 2L-35 -14L-7 -24L21 -42L49 -60', 'none', { stroke: p.a[0], 'stroke-width': 4, 'stroke-linecap': 'round' }) +
    circle(64, -50, 17, p.a[0]) +
    circle(64, -50, 10, 'none', { stroke: p.ink, 'stroke-width': 2.5 })
  )
})

export const coins = icon((p) => {
  let out = ''
  for (let s = 0; s < 3; s++) {
    const x = -60 + s * 42
    const count = 3 + s * 2
    for (let i = 0; i < count; i++) out += ellipse(x, 76 - i * 10, 20, 7, p.a[0], { stroke: '#a87a26', 'stroke-width': 1.5 })
  }
  const hex = starPoints(66, -30, 30, 30, 3, 0)
  return out + polygon(hex, p.a[1]) + polygon(starPoints(66, -30, 18, 18, 3, 0), 'none', { stroke: p.paper, 'stroke-width': 3 })
})

export const microphone = icon(
  (p) =>
    ellipse(0, 80, 36, 7, p.a[2]) +
    line(0, 78, 0, -10, p.a[2], 6) +
    rect(-20, -88, 40, 74, p.a[2], { rx: 20 }) +
    [-70, -58, -46, -34].map((y) => line(-12, y, 12, y, p.paper, 2, { opacity: 0.6 })).join('') +
    rect(-22, -30, 44, 9, p.a[0], { rx: 3 }),
)
