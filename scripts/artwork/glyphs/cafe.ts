import { circle, ellipse, group, line, path, polygon, rect, starPoints } from '../svg.ts'
import { icon } from '../types.ts'
import type { Palette } from '../palettes.ts'

/** Cafe menu, collateral and signage motifs. */

const kraft = '#c9a26e'

/** A small coffee cup emblem centred on (x, y). */
export const cupEmblem = (x: number, y: number, s: number, fill: string) =>
  group(
    `translate(${x} ${y}) scale(${s})`,
    path('M-30 -14H30C30 20 18 32 0 32C-18 32-30 20-30 -14Z', fill) +
      path('M28 -4C46 -4 46 18 26 20', 'none', { stroke: fill, 'stroke-width': 6 }) +
      path('M-10 -22C-16 -30-4 -36-10 -44M8 -22C2 -30 14 -36 8 -44', 'none', {
        stroke: fill,
        'stroke-width': 5,
        'stroke-linecap': 'round',
      }),
  )

const lines = (p: Palette, x: number, y: number, n: number, w: number) =>
  Array.from({ length: n }, (_, i) => rect(x, y + i * 12, w - (i % 2) * 10, 4, p.ink, { opacity: 0.25 })).join('')

export const menu = icon(
  (p) =>
    polygon(
      [
        [-92, -70],
        [-30, -78],
        [-30, 78],
        [-92, 70],
      ],
      p.paper,
      { stroke: p.ink, 'stroke-opacity': 0.15 },
    ) +
    polygon(
      [
        [-92, -70],
        [-30, -78],
        [-30, 78],
        [-92, 70],
      ],
      p.ink,
      { opacity: 0.05 },
    ) +
    rect(-30, -78, 60, 156, p.paper, { stroke: p.ink, 'stroke-opacity': 0.15 }) +
    polygon(
      [
        [30, -78],
        [92, -70],
        [92, 70],
        [30, 78],
      ],
      p.paper,
      { stroke: p.ink, 'stroke-opacity': 0.15 },
    ) +
    polygon(
      [
        [30, -78],
        [92, -70],
        [92, 70],
        [30, 78],
      ],
      p.ink,
      { opacity: 0.05 },
    ) +
    cupEmblem(0, -38, 0.55, p.a[0]) +
    rect(-20, -6, 40, 6, p.a[1]) +
    lines(p, -20, 10, 5, 40) +
    lines(p, -82, -54, 9, 44) +
    lines(p, 40, -54, 9, 44),
)

export const tentCard = icon(
  (p) =>
    polygon(
      [
        [56, -70],
        [84, 80],
        [74, 80],
      ],
      p.ink,
      { opacity: 0.2 },
    ) +
    polygon(
      [
        [-76, 80],
        [76, 80],
        [56, -70],
        [-56, -70],
      ],
      p.paper,
      { stroke: p.ink, 'stroke-opacity': 0.15 },
    ) +
    rect(-56, -70, 112, 14, p.a[1]) +
    circle(0, -18, 24, p.a[0]) +
    cupEmblem(0, -16, 0.4, p.paper) +
    rect(-34, 20, 68, 6, p.ink, { opacity: 0.6 }) +
    lines(p, -40, 36, 3, 80),
)

export const priceList = icon((p) => {
  let rows = ''
  for (let i = 0; i < 6; i++) {
    const y = -56 + i * 20
    rows +=
      rect(-66, y, 48, 5, p.paper, { opacity: 0.85 }) +
      line(-10, y + 3, 44, y + 3, p.paper, 2, { 'stroke-dasharray': '1 6', opacity: 0.6 }) +
      circle(58, y + 2.5, 4.5, p.a[2])
  }
  return (
    line(-60, 60, -70, 84, p.ink, 5) +
    line(60, 60, 70, 84, p.ink, 5) +
    rect(-82, -84, 164, 150, p.ink, { rx: 6, stroke: p.a[0], 'stroke-width': 5 }) +
    rows
  )
})

const takeaway = (p: Palette, sleeveTop: number, sleeveBottom: number) =>
  polygon(
    [
      [-40, -46],
      [40, -46],
      [30, 80],
      [-30, 80],
    ],
    p.paper,
    { stroke: p.ink, 'stroke-opacity': 0.2 },
  ) +
  rect(-30, -72, 60, 14, p.a[1], { rx: 5 }) +
  rect(-47, -60, 94, 16, p.a[1], { rx: 6 }) +
  polygon(
    [
      [-40 + (sleeveTop + 46) * 0.08, sleeveTop],
      [40 - (sleeveTop + 46) * 0.08, sleeveTop],
      [40 - (sleeveBottom + 46) * 0.08, sleeveBottom],
      [-40 + (sleeveBottom + 46) * 0.08, sleeveBottom],
    ],
    p.a[0],
  ) +
  circle(0, (sleeveTop + sleeveBottom) / 2, (sleeveBottom - sleeveTop) * 0.3, p.paper) +
  cupEmblem(0, (sleeveTop + sleeveBottom) / 2 + 1, (sleeveBottom - sleeveTop) * 0.005, p.a[0])

export const takeawayCup = icon((p) => takeaway(p, -4, 40))

export const cupSleeve = icon(
  (p) => takeaway(p, -22, 58) + line(-36, -14, 36, -14, p.paper, 2, { opacity: 0.5 }) + line(-32, 50, 32, 50, p.paper, 2, { opacity: 0.5 }),
)

export const paperBag = icon(
  (p) =>
    path('M-26 -40C-26 -80 26 -80 26 -40', 'none', { stroke: p.ink, 'stroke-width': 5 }) +
    rect(-56, -42, 112, 124, kraft, { rx: 3 }) +
    polygon(
      [
        [-56, -42],
        [-44, -52],
        [44, -52],
        [56, -42],
      ],
      '#b58c58',
    ) +
    circle(0, 18, 26, p.a[1]) +
    cupEmblem(0, 20, 0.42, p.paper),
)

export const stickers = icon(
  (p) =>
    circle(-40, -34, 34, p.a[0], { stroke: p.paper, 'stroke-width': 5 }) +
    circle(-40, -34, 22, 'none', { stroke: p.paper, 'stroke-width': 2.5 }) +
    polygon(starPoints(42, -22, 40, 18, 5), p.a[2], { stroke: p.paper, 'stroke-width': 5, 'stroke-linejoin': 'round' }) +
    circle(-12, 46, 30, p.a[1], { stroke: p.paper, 'stroke-width': 5 }) +
    cupEmblem(-12, 48, 0.45, p.paper) +
    circle(58, 52, 20, p.paper, { stroke: p.a[0], 'stroke-width': 4 }),
)

export const loyaltyCard = icon((p) => {
  let stamps = ''
  for (let i = 0; i < 10; i++) {
    const x = -62 + (i % 5) * 31
    const y = -8 + Math.floor(i / 5) * 32
    stamps +=
      i < 6
        ? circle(x, y, 11, p.a[0]) + cupEmblem(x, y + 1, 0.2, p.paper)
        : circle(x, y, 11, 'none', { stroke: p.ink, 'stroke-opacity': 0.3, 'stroke-width': 2 })
  }
  return (
    rect(-90, -56, 180, 112, p.ink, { opacity: 0.1, rx: 10, transform: 'translate(4 5)' }) +
    rect(-90, -56, 180, 112, p.paper, { rx: 10, stroke: p.ink, 'stroke-opacity': 0.15 }) +
    circle(-70, -38, 8, p.a[1]) +
    rect(-56, -41, 64, 6, p.ink, { opacity: 0.45 }) +
    stamps
  )
})

export const hangingSign = icon(
  (p) =>
    rect(-96, -86, 10, 30, p.ink) +
    line(-90, -72, 50, -72, p.ink, 6) +
    path('M50 -72C62 -72 62 -86 52 -86', 'none', { stroke: p.ink, 'stroke-width': 4 }) +
    line(-50, -72, -50, -40, p.ink, 2.5) +
    line(30, -72, 30, -40, p.ink, 2.5) +
    rect(-74, -40, 128, 96, p.a[1], { rx: 12, stroke: p.paper, 'stroke-width': 4 }) +
    cupEmblem(-10, 4, 0.85, p.paper),
)

export const sandwichBoard = icon(
  (p) =>
    polygon(
      [
        [-40, -84],
        [40, -84],
        [58, 82],
        [50, 82],
        [34, -70],
      ],
      p.ink,
      { opacity: 0.35 },
    ) +
    polygon(
      [
        [-52, -80],
        [52, -80],
        [70, 82],
        [-70, 82],
      ],
      '#6b4a34',
    ) +
    polygon(
      [
        [-44, -70],
        [44, -70],
        [58, 72],
        [-58, 72],
      ],
      p.ink,
    ) +
    cupEmblem(0, -36, 0.6, p.paper) +
    rect(-30, -4, 60, 5, p.paper, { opacity: 0.8 }) +
    rect(-36, 10, 72, 4, p.paper, { opacity: 0.5 }) +
    rect(-30, 22, 60, 4, p.paper, { opacity: 0.5 }) +
    path('M-14 46H12M4 38L14 46L4 54', 'none', { stroke: p.a[2], 'stroke-width': 4, 'stroke-linecap': 'round' }),
)

export const storefront = icon((p) => {
  let awning = ''
  for (let i = 0; i < 10; i++) {
    const x = -95 + i * 19
    const fill = i % 2 ? p.paper : p.a[0]
    awning += rect(x, -58, 19, 28, fill) + circle(x + 9.5, -30, 9.5, fill)
  }
  return (
    rect(-95, -62, 190, 144, p.paper, { stroke: p.ink, 'stroke-opacity': 0.2 }) +
    rect(-60, -88, 120, 22, p.a[1], { rx: 3 }) +
    rect(-40, -80, 80, 5, p.paper, { opacity: 0.7 }) +
    rect(-84, -10, 78, 72, '#bcd7cf', { stroke: p.ink, 'stroke-opacity': 0.3 }) +
    cupEmblem(-45, 26, 0.6, p.a[1]) +
    rect(14, -10, 40, 92, p.a[1], { rx: 2 }) +
    circle(46, 38, 3, p.paper) +
    awning +
    ellipse(0, 86, 100, 4, p.ink, { opacity: 0.15 })
  )
})
