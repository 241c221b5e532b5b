import type { Palette } from '../palettes.ts'
import { icon } from '../types.ts'
import { circle, ellipse, line, path, polygon, rect } from '../svg.ts'

/** Family and wedding motifs. */

const figure = (x: number, h: number, body: string, head: string) => {
  const hr = h * 0.13
  const top = 80 - h
  return circle(x, top + hr, hr, head) + rect(x - h * 0.17, top + hr * 2 + 3, h * 0.34, h - hr * 2 - 3, body, { rx: h * 0.12 })
}

export const figures = icon(
  (p) =>
    line(-18, 10, 18, 25, p.ink, 3) +
    figure(-52, 128, p.a[0], p.ink) +
    figure(-16, 118, p.a[2], p.ink) +
    figure(20, 74, p.a[1], p.ink) +
    figure(50, 60, p.a[0], p.ink) +
    ellipse(0, 82, 90, 6, p.ink, { opacity: 0.15 }),
)

export const kite = icon(
  (p) =>
    path('M0 40C14 58-16 66 2 80S-22 96-30 104', 'none', { stroke: p.ink, 'stroke-width': 2 }) +
    polygon(
      [
        [0, -90],
        [45, -30],
        [0, 40],
        [-45, -30],
      ],
      p.a[0],
    ) +
    polygon(
      [
        [0, -90],
        [0, -30],
        [-45, -30],
      ],
      p.a[1],
    ) +
    polygon(
      [
        [0, -30],
        [45, -30],
        [0, 40],
      ],
      p.a[2],
    ) +
    line(0, -90, 0, 40, p.ink, 2) +
    line(-45, -30, 45, -30, p.ink, 2) +
    polygon(
      [
        [2, 52],
        [14, 46],
        [14, 58],
      ],
      p.a[1],
    ) +
    polygon(
      [
        [-4, 70],
        [-16, 64],
        [-16, 76],
      ],
      p.a[2],
    ),
)

export const tree = icon(
  (p) =>
    rect(-8, -10, 16, 90, p.a[2], { rx: 4 }) +
    line(8, 0, 58, -12, p.a[2], 6) +
    circle(-28, -32, 34, p.a[1]) +
    circle(26, -36, 36, p.a[1]) +
    circle(0, -62, 38, p.a[1]) +
    circle(-8, -48, 22, p.paper, { opacity: 0.25 }) +
    line(36, -6, 36, 52, p.ink, 2) +
    line(54, -10, 54, 52, p.ink, 2) +
    rect(30, 50, 30, 6, p.a[0], { rx: 3 }),
)

export const home = icon(
  (p) =>
    rect(28, -62, 16, 36, p.a[2]) +
    rect(-55, -12, 110, 92, p.paper, { stroke: p.ink, 'stroke-width': 2 }) +
    polygon(
      [
        [-70, -8],
        [0, -72],
        [70, -8],
      ],
      p.a[0],
    ) +
    rect(-12, 34, 24, 46, p.a[2], { rx: 3 }) +
    rect(-44, 4, 24, 22, p.a[1], { rx: 2 }) +
    rect(20, 4, 24, 22, p.a[1], { rx: 2 }) +
    line(-32, 4, -32, 26, p.ink, 1.5) +
    line(32, 4, 32, 26, p.ink, 1.5),
)

export const rings = icon(
  (p) =>
    circle(-24, 14, 44, 'none', { stroke: p.a[0], 'stroke-width': 12 }) +
    circle(24, 14, 44, 'none', { stroke: p.a[0], 'stroke-width': 12 }) +
    circle(24, 14, 44, 'none', { stroke: p.paper, 'stroke-width': 3, opacity: 0.6 }) +
    path('M-24 -30A44 44 0 0 1 12 -28', 'none', { stroke: p.a[0], 'stroke-width': 12 }) +
    polygon(
      [
        [24, -54],
        [36, -40],
        [24, -26],
        [12, -40],
      ],
      p.paper,
      { stroke: p.a[0], 'stroke-width': 3 },
    ),
)

const flower = (x: number, y: number, r: number, color: string, light: string) =>
  circle(x, y, r, color) + circle(x, y, r * 0.58, light, { opacity: 0.45 }) + circle(x, y, r * 0.26, color)

export const bouquet = icon((p, rng) => {
  const heads: [number, number][] = [
    [-34, -22],
    [0, -46],
    [34, -22],
    [-16, -2],
    [18, -4],
    [0, -22],
  ]
  const stems = heads.map(([x, y]) => line(x, y, 0, 76, p.a[2], 3)).join('')
  const leaves =
    ellipse(-38, 8, 8, 20, p.a[2], { transform: 'rotate(-35 -38 8)' }) + ellipse(40, 6, 8, 20, p.a[2], { transform: 'rotate(35 40 6)' })
  const flowers = heads.map(([x, y]) => flower(x, y, rng.range(15, 19), p.a[1], p.paper)).join('')
  return (
    stems +
    leaves +
    flowers +
    polygon(
      [
        [0, 46],
        [-22, 34],
        [-22, 58],
      ],
      p.a[0],
    ) +
    polygon(
      [
        [0, 46],
        [22, 34],
        [22, 58],
      ],
      p.a[0],
    ) +
    circle(0, 46, 6, p.a[0])
  )
})

export const cake = icon(
  (p) =>
    ellipse(0, 82, 86, 7, p.a[0]) +
    rect(-70, 30, 140, 50, p.paper, { rx: 6, stroke: p.ink, 'stroke-opacity': 0.15 }) +
    rect(-50, -14, 100, 44, p.paper, { rx: 6, stroke: p.ink, 'stroke-opacity': 0.15 }) +
    rect(-32, -50, 64, 36, p.paper, { rx: 6, stroke: p.ink, 'stroke-opacity': 0.15 }) +
    line(-68, 34, 68, 34, p.a[0], 5) +
    line(-48, -10, 48, -10, p.a[0], 5) +
    line(-30, -46, 30, -46, p.a[0], 5) +
    circle(-40, 56, 5, p.a[1]) +
    circle(0, 56, 5, p.a[1]) +
    circle(40, 56, 5, p.a[1]) +
    path('M0 -56C-8 -66-20 -58-10 -50L0 -42L10 -50C20 -58 8 -66 0 -56Z', p.a[1]),
)

const candle = (x: number, top: number, p: Palette) =>
  circle(x + 12, top - 18, 30, p.a[0], { opacity: 0.18 }) +
  rect(x, top, 24, 80 - top, p.paper, { rx: 4 }) +
  path(
    `M${x + 12} ${top - 34}C${x + 22} ${top - 18} ${x + 20} ${top - 6} ${x + 12} ${top - 4}C${x + 4} ${top - 6} ${x + 2} ${top - 18} ${x + 12} ${top - 34}Z`,
    p.a[0],
  ) +
  ellipse(x + 12, top - 12, 3.5, 6, p.a[1])

export const candles = icon((p) => candle(-38, -20, p) + candle(14, -44, p) + rect(-56, 78, 112, 8, p.a[0], { rx: 4 }))
