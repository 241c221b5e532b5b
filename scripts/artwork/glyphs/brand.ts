import { circle, group, line, polygon, path, rect } from '../svg.ts'
import { icon } from '../types.ts'
import type { Palette } from '../palettes.ts'

/** Brand-identity motifs: the D monogram, swatches, guidelines, cards, a phone with a post grid. */

/** The D monogram in a 200 box; also the favicon and share-card mark. */
export const monogramPath = 'M-45 -65H5A65 65 0 0 1 5 65H-45ZM-20 -40V40H5A40 40 0 0 0 5 -40Z'

export const monogram = icon(
  (p, _r, ctx) =>
    circle(0, 0, 88, ctx.dark ? p.a[0] : p.paper, { opacity: ctx.dark ? 0.3 : 0.55 }) +
    path(monogramPath, ctx.dark ? p.paper : p.a[0], { 'fill-rule': 'evenodd' }) +
    circle(38, -58, 12, p.a[1]),
)

export const swatches = icon((p) => {
  const colours = [p.a[0], p.a[2], p.a[1], p.ink]
  return colours
    .map((c, i) =>
      group(
        `rotate(${-33 + i * 22} 0 70)`,
        rect(-26, -84, 52, 154, c, { rx: 6 }) + rect(-26, 34, 52, 36, p.paper, { rx: 0 }) + rect(-18, 44, 26, 5, p.ink, { opacity: 0.5 }),
      ),
    )
    .join('')
})

export const guidelines = icon((p) => {
  let grid = ''
  for (let i = 1; i < 5; i++) grid += line(-86 + i * 16, -54 + i * 2, -86 + i * 16, 70 - i, p.ink, 1, { opacity: 0.15 })
  for (let i = 1; i < 6; i++) grid += line(-86, -56 + i * 22, -6, -50 + i * 22, p.ink, 1, { opacity: 0.15 })
  return (
    polygon(
      [
        [-92, -62],
        [0, -50],
        [0, 82],
        [-92, 72],
      ],
      p.paper,
      { stroke: p.ink, 'stroke-opacity': 0.2 },
    ) +
    polygon(
      [
        [92, -62],
        [0, -50],
        [0, 82],
        [92, 72],
      ],
      p.paper,
      { stroke: p.ink, 'stroke-opacity': 0.2 },
    ) +
    grid +
    group('translate(46 -6) scale(0.38)', path(monogramPath, p.a[0], { 'fill-rule': 'evenodd' })) +
    [p.a[0], p.a[1], p.a[2]].map((c, i) => circle(26 + i * 20, 44, 7, c)).join('')
  )
})

export const businessCards = icon(
  (p) =>
    group(
      'rotate(-10 -15 -10)',
      rect(-85, -52, 134, 80, p.a[0], { rx: 6 }) +
        group('translate(-18 -12) scale(0.32)', path(monogramPath, p.paper, { 'fill-rule': 'evenodd' })),
    ) +
    group(
      'rotate(7 25 30)',
      rect(-42, -10, 134, 80, p.paper, { rx: 6, stroke: p.ink, 'stroke-opacity': 0.15 }) +
        circle(-20, 14, 10, p.a[1]) +
        rect(-28, 36, 70, 6, p.ink, { opacity: 0.6 }) +
        rect(-28, 48, 48, 4, p.ink, { opacity: 0.3 }),
    ),
)

/** A phone showing a 3x3 grid of posts. */
export const phoneGrid = (p: Palette) => {
  const tiles = [p.a[0], p.a[1], p.a[2], p.a[2], p.a[0], p.a[1], p.a[1], p.a[2], p.a[0]]
  return (
    rect(-50, -92, 100, 184, p.ink, { rx: 16 }) +
    rect(-44, -80, 88, 160, p.paper, { rx: 8 }) +
    circle(-30, -66, 7, p.a[0]) +
    rect(-18, -69, 40, 5, p.ink, { opacity: 0.3 }) +
    tiles.map((c, i) => rect(-40 + (i % 3) * 27, -50 + Math.floor(i / 3) * 27, 25, 25, c, { opacity: i % 2 ? 0.75 : 1 })).join('') +
    rect(-30, 38, 60, 6, p.ink, { opacity: 0.25 }) +
    rect(-30, 50, 40, 6, p.ink, { opacity: 0.15 })
  )
}

export const phone = icon((p) => phoneGrid(p))

export const moodBoard = icon((p) => {
  const cells: [number, number, number, number, string][] = [
    [-90, -70, 80, 70, p.a[0]],
    [-4, -70, 94, 40, p.a[1]],
    [-4, -24, 44, 54, p.a[2]],
    [46, -24, 44, 54, p.paper],
    [-90, 6, 80, 64, p.paper],
    [-4, 36, 94, 34, p.a[0]],
  ]
  return (
    cells.map(([x, y, w, h, c]) => rect(x, y, w, h, c, { rx: 6 })).join('') +
    circle(-50, 38, 18, p.a[1]) +
    polygon(
      [
        [-80, 62],
        [-56, 30],
        [-30, 62],
      ],
      p.a[2],
    ) +
    circle(68, 3, 10, p.a[0])
  )
})

export const mockup = icon(
  (p) =>
    group('translate(-38 0) scale(0.9)', phoneGrid(p)) +
    group(
      'rotate(-8 55 40)',
      rect(10, 10, 90, 56, p.paper, { rx: 5 }) +
        group('translate(38 38) scale(0.2)', path(monogramPath, p.a[0], { 'fill-rule': 'evenodd' })) +
        rect(58, 44, 32, 4, p.ink, { opacity: 0.4 }),
    ),
)
