import { circle, group, line, path, polygon, rect } from '../svg.ts'
import { icon } from '../types.ts'
import type { Palette } from '../palettes.ts'
import { businessCards, monogramPath } from './brand.ts'

/** Stationery motifs: profile pages, corporate documents and office items. */

const page = (p: Palette, x: number, y: number, w: number, h: number, fill: string = p.paper) =>
  rect(x + 4, y + 5, w, h, p.ink, { opacity: 0.1, rx: 3 }) + rect(x, y, w, h, fill, { rx: 3, stroke: p.ink, 'stroke-opacity': 0.12 })

const textLines = (p: Palette, x: number, y: number, widths: readonly number[], gap = 10) =>
  widths.map((w, i) => rect(x, y + i * gap, w, 4, p.ink, { opacity: 0.25 })).join('')

const mark = (p: Palette, x: number, y: number, scale: number, fill: string) =>
  group(`translate(${x} ${y}) scale(${scale})`, path(monogramPath, fill, { 'fill-rule': 'evenodd' }))

export const brochureCover = icon(
  (p) =>
    page(p, -62, -86, 124, 168) +
    rect(-62, -86, 124, 84, p.a[1], { rx: 3 }) +
    circle(22, -36, 30, p.a[0]) +
    polygon(
      [
        [-62, -2],
        [-20, -50],
        [22, -2],
      ],
      p.a[2],
    ) +
    rect(-48, 18, 72, 9, p.ink) +
    rect(-48, 33, 50, 6, p.ink, { opacity: 0.4 }) +
    circle(-40, 64, 8, p.a[0]),
)

export const spread = icon(
  (p) =>
    page(p, -96, -64, 94, 132) +
    page(p, 2, -64, 94, 132) +
    rect(-88, -56, 78, 70, p.a[1]) +
    circle(-34, -34, 12, p.a[2]) +
    polygon(
      [
        [-88, 14],
        [-56, -24],
        [-30, 14],
      ],
      p.paper,
      { opacity: 0.5 },
    ) +
    textLines(p, -88, 26, [70, 64, 70, 40]) +
    rect(12, -54, 56, 8, p.a[0]) +
    textLines(p, 12, -36, [74, 70, 74, 60, 74, 70, 52, 74, 66]) +
    line(0, -64, 0, 68, p.ink, 1, { opacity: 0.2 }),
)

export const chartPage = icon((p) => {
  const r = 30
  const c = 2 * Math.PI * r
  return (
    page(p, -62, -86, 124, 168) +
    rect(-50, -76, 50, 7, p.ink, { opacity: 0.6 }) +
    circle(0, -26, r, 'none', { stroke: p.a[1], 'stroke-width': 16 }) +
    circle(0, -26, r, 'none', {
      stroke: p.a[0],
      'stroke-width': 16,
      'stroke-dasharray': `${(c * 0.36).toFixed(1)} ${c.toFixed(1)}`,
      transform: 'rotate(-90 0 -26)',
    }) +
    [22, 34, 28, 44].map((h, i) => rect(-40 + i * 22, 70 - h, 14, h, i === 3 ? p.a[0] : p.a[2])).join('') +
    line(-48, 70, 48, 70, p.ink, 1.5, { opacity: 0.4 })
  )
})

export const backCover = icon(
  (p) =>
    page(p, -62, -86, 124, 168, p.a[1]) +
    mark(p, 0, -20, 0.42, p.paper) +
    rect(-30, 40, 60, 4, p.paper, { opacity: 0.6 }) +
    rect(-22, 50, 44, 4, p.paper, { opacity: 0.4 }),
)

export const letterhead = icon(
  (p) =>
    page(p, -62, -86, 124, 168) +
    rect(-62, -86, 124, 22, p.a[1], { rx: 3 }) +
    circle(-44, -75, 7, p.a[0]) +
    textLines(p, -48, -46, [40, 30]) +
    textLines(p, -48, -16, [96, 92, 96, 88, 96, 70], 11) +
    path('M-46 62C-38 50-30 70-22 58S-8 56 0 62', 'none', { stroke: p.a[1], 'stroke-width': 2 }),
)

export const envelope = icon(
  (p) =>
    polygon(
      [
        [-86, -44],
        [0, -100],
        [86, -44],
      ],
      p.paper,
      { stroke: p.ink, 'stroke-opacity': 0.15 },
    ) +
    rect(-86, -44, 172, 112, p.paper, { stroke: p.ink, 'stroke-opacity': 0.15, rx: 3 }) +
    path('M-86 68L0 8L86 68', 'none', { stroke: p.ink, 'stroke-opacity': 0.15, 'stroke-width': 1.5 }) +
    circle(0, -58, 10, p.a[0]) +
    rect(54, -34, 22, 26, p.a[2], { rx: 2 }) +
    textLines(p, -70, -28, [50, 36]),
)

export const folder = icon(
  (p) =>
    group('rotate(-6 0 -40)', page(p, -50, -92, 100, 130)) +
    rect(-76, -48, 152, 130, p.a[1], { rx: 6 }) +
    path('M-76 34L76 12V82H-76Z', p.ink, { opacity: 0.25 }) +
    mark(p, 0, -14, 0.22, p.paper) +
    rect(-26, 8, 52, 4, p.paper, { opacity: 0.6 }),
)

export const invoice = icon((p) => {
  let rows = ''
  for (let i = 0; i < 6; i++) {
    const y = -38 + i * 15
    rows +=
      rect(-48, y, 40, 4, p.ink, { opacity: 0.3 }) +
      rect(26, y, 22, 4, p.ink, { opacity: 0.3 }) +
      line(-48, y + 9, 48, y + 9, p.ink, 1, { opacity: 0.12 })
  }
  return (
    page(p, -62, -86, 124, 168) + rect(-48, -72, 44, 9, p.a[1]) + circle(40, -68, 9, p.a[0]) + rows + rect(8, 56, 40, 14, p.a[0], { rx: 2 })
  )
})

export const cards = businessCards

export const notebook = icon((p) => {
  let rings = ''
  for (let i = 0; i < 9; i++) rings += circle(-54, -66 + i * 17, 5, 'none', { stroke: p.ink, 'stroke-width': 2.5 })
  return (
    rect(-56, -82, 112, 164, p.a[1], { rx: 8 }) +
    rings +
    rect(34, -82, 7, 164, p.a[0]) +
    mark(p, 0, -18, 0.26, p.paper) +
    rect(-22, 26, 44, 5, p.paper, { opacity: 0.6 })
  )
})

export const mug = icon(
  (p) =>
    path('M-18 -52C-26 -64-10 -72-18 -86M6 -52C-2 -64 14 -72 6 -86', 'none', {
      stroke: p.a[2],
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }) +
    path('M40 -16C80 -16 80 46 40 46', 'none', { stroke: p.paper, 'stroke-width': 12 }) +
    path('M40 -16C80 -16 80 46 40 46', 'none', { stroke: p.ink, 'stroke-width': 1, 'stroke-opacity': 0.2 }) +
    rect(-50, -42, 90, 118, p.paper, { rx: 10, stroke: p.ink, 'stroke-opacity': 0.2 }) +
    circle(-5, 16, 24, p.a[1]) +
    mark(p, -5, 16, 0.2, p.paper),
)

export const badge = icon(
  (p) =>
    path('M-44 -104L-10 -32M44 -104L10 -32', 'none', { stroke: p.a[0], 'stroke-width': 10 }) +
    rect(-9, -40, 18, 14, p.a[2], { rx: 2 }) +
    rect(-46, -28, 92, 112, p.paper, { rx: 8, stroke: p.ink, 'stroke-opacity': 0.2 }) +
    circle(0, 6, 19, p.a[1]) +
    rect(-26, 34, 52, 6, p.ink, { opacity: 0.7 }) +
    rect(-18, 46, 36, 4, p.ink, { opacity: 0.35 }) +
    rect(-46, 62, 92, 22, p.a[1], { rx: 0 }),
)
