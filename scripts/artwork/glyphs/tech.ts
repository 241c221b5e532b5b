import { circle, ellipse, group, line, path, polygon, rect, starPoints } from '../svg.ts'
import { icon } from '../types.ts'
import type { Palette } from '../palettes.ts'
import { cupEmblem } from './cafe.ts'
import { sparkle } from './social.ts'

/** Design-tool, web, AI, video and photography motifs. */

export const penTool = icon(
  (p) =>
    line(-80, 40, -40, -80, p.ink, 1.5, { opacity: 0.5 }) +
    line(80, -40, 40, 80, p.ink, 1.5, { opacity: 0.5 }) +
    circle(-40, -80, 6, p.a[1]) +
    circle(40, 80, 6, p.a[1]) +
    path('M-80 40C-40 -80 40 80 80 -40', 'none', { stroke: p.a[0], 'stroke-width': 6, 'stroke-linecap': 'round' }) +
    rect(-87, 33, 14, 14, p.paper, { stroke: p.ink, 'stroke-width': 2 }) +
    rect(73, -47, 14, 14, p.paper, { stroke: p.ink, 'stroke-width': 2 }) +
    group(
      'translate(80 -40) rotate(-20)',
      path('M0 0L-14 -30L0 -60L14 -30Z', p.a[2]) + circle(0, -28, 4, p.paper) + rect(-10, -74, 20, 14, p.ink, { rx: 3 }),
    ),
)

/** Small motifs shown in the hero of a browser window, each in a 60x60 box around the origin. */
export const heroMotifs: Record<string, (p: Palette) => string> = {
  croissant: (p) =>
    path('M-28 10C-30 -14-8 -26 0 -26C8 -26 30 -14 28 10C18 2 8 0 0 0C-8 0-18 2-28 10Z', p.a[2]) +
    line(-10, -22, -6, -2, p.ink, 2, { opacity: 0.35 }) +
    line(10, -22, 6, -2, p.ink, 2, { opacity: 0.35 }),
  dumbbell: (p) => rect(-22, -3, 44, 6, p.ink) + rect(-30, -14, 10, 28, p.a[0], { rx: 2 }) + rect(20, -14, 10, 28, p.a[0], { rx: 2 }),
  building: (p) =>
    rect(-14, -26, 28, 52, p.a[1]) + [0, 1, 2, 3].map((i) => rect(-8, -20 + i * 12, 16, 5, p.paper, { opacity: 0.7 })).join(''),
  plane: (p) =>
    polygon(
      [
        [-26, 4],
        [26, -18],
        [-2, 22],
        [-6, 8],
      ],
      p.a[1],
    ) +
    polygon(
      [
        [-6, 8],
        [26, -18],
        [2, 12],
      ],
      p.a[0],
    ),
  serum: (p) => rect(-12, -10, 24, 34, p.a[0], { rx: 5, opacity: 0.8 }) + rect(-6, -20, 12, 10, p.ink) + ellipse(0, -24, 7, 6, p.ink),
  cup: (p) => cupEmblem(0, 0, 0.7, p.a[1]),
  sparkle: (p) => sparkle(0, 0, 22, p.a[2]) + sparkle(18, -16, 8, p.a[1]),
}

export const browser = (motif: keyof typeof heroMotifs) =>
  icon(
    (p) =>
      rect(-92, -66, 190, 140, p.ink, { opacity: 0.12, rx: 10 }) +
      rect(-96, -70, 190, 140, p.paper, { rx: 10, stroke: p.ink, 'stroke-opacity': 0.15 }) +
      path('M-96 -60A10 10 0 0 1 -86 -70H84A10 10 0 0 1 94 -60V-50H-96Z', p.a[0]) +
      [0, 1, 2].map((i) => circle(-84 + i * 10, -60, 3, p.paper)).join('') +
      rect(-52, -64, 100, 8, p.paper, { opacity: 0.45, rx: 4 }) +
      rect(-86, -42, 170, 58, p.a[0], { opacity: 0.18, rx: 6 }) +
      rect(-76, -30, 62, 9, p.ink) +
      rect(-76, -16, 46, 6, p.ink, { opacity: 0.4 }) +
      rect(-76, -2, 32, 10, p.a[1], { rx: 5 }) +
      circle(46, -13, 25, p.paper) +
      group('translate(46 -13) scale(0.75)', heroMotifs[motif]!(p)) +
      [0, 1, 2].map((i) => rect(-86 + i * 58, 26, 52, 38, p.a[(i + 1) % 3]!, { opacity: 0.3, rx: 5 })).join(''),
  )

export const network = icon((p) => {
  const nodes: [number, number][] = [
    [-70, -50],
    [-10, -72],
    [60, -48],
    [-80, 20],
    [-20, -4],
    [50, 10],
    [-40, 64],
    [30, 70],
    [82, 56],
  ]
  const edges = [
    [0, 1],
    [1, 2],
    [0, 4],
    [1, 4],
    [2, 5],
    [3, 4],
    [4, 5],
    [3, 6],
    [4, 6],
    [4, 7],
    [5, 7],
    [5, 8],
    [7, 8],
  ] as const
  return (
    edges.map(([a, b]) => line(nodes[a]![0], nodes[a]![1], nodes[b]![0], nodes[b]![1], p.a[1], 2.5, { opacity: 0.6 })).join('') +
    nodes.map(([x, y], i) => circle(x, y, 16, p.a[i % 3]!, { opacity: 0.22 }) + circle(x, y, i === 4 ? 12 : 8, p.a[i % 3]!)).join('') +
    sparkle(-20, -4, 9, p.paper)
  )
})

export const filmStrip = icon((p) => {
  let holes = ''
  for (let i = 0; i < 9; i++)
    holes +=
      rect(-88 + i * 20, -52, 10, 8, p.paper, { opacity: 0.7, rx: 1.5 }) + rect(-88 + i * 20, 44, 10, 8, p.paper, { opacity: 0.7, rx: 1.5 })
  return (
    rect(-96, -60, 192, 120, '#111827', { rx: 6 }) +
    holes +
    [0, 1, 2].map((i) => rect(-88 + i * 60, -36, 54, 72, p.a[i]!, { opacity: 0.35, rx: 3 })).join('') +
    circle(0, 0, 26, p.a[0]) +
    polygon(
      [
        [-8, -13],
        [14, 0],
        [-8, 13],
      ],
      p.paper,
    )
  )
})

export const aperture = icon((p) => {
  const hex = starPoints(0, 0, 26, 26, 3, 0)
  let blades = ''
  for (let i = 0; i < 6; i++) {
    const o1 = ((i * 60 + 30) * Math.PI) / 180
    const o2 = (((i + 1) * 60 + 30) * Math.PI) / 180
    blades += polygon(
      [hex[i]!, hex[(i + 1) % 6]!, [Math.cos(o2) * 72, Math.sin(o2) * 72], [Math.cos(o1) * 72, Math.sin(o1) * 72]],
      i % 2 ? p.a[0] : p.a[2],
      {
        stroke: p.paper,
        'stroke-width': 2,
      },
    )
  }
  return (
    circle(0, 0, 84, p.ink) +
    circle(0, 0, 72, p.a[1]) +
    blades +
    polygon(hex, p.ink) +
    circle(0, 0, 80, 'none', { stroke: p.paper, 'stroke-width': 3, opacity: 0.5 })
  )
})

export const timeline = icon((p) => {
  const tracks: [number, number, number][][] = [
    [
      [-80, 46, 2],
      [-30, 60, 2],
      [34, 44, 2],
    ],
    [
      [-80, 70, 0],
      [-6, 36, 0],
      [34, 48, 0],
    ],
    [
      [-60, 90, 1],
      [34, 30, 1],
    ],
  ]
  let clips = ''
  tracks.forEach((track, row) => {
    for (const [x, w, c] of track) clips += rect(x, -26 + row * 28, w - 4, 20, p.a[c]!, { rx: 4, opacity: 0.9 })
  })
  let ticks = ''
  for (let i = 0; i < 17; i++) ticks += line(-84 + i * 10.5, -48, -84 + i * 10.5, i % 4 ? -44 : -40, p.paper, 1.5, { opacity: 0.6 })
  return (
    rect(-96, -62, 192, 132, '#0b0f19', { rx: 8, stroke: p.paper, 'stroke-opacity': 0.2 }) +
    ticks +
    clips +
    line(12, -50, 12, 64, p.a[0], 3) +
    polygon(
      [
        [4, -58],
        [20, -58],
        [12, -46],
      ],
      p.a[0],
    )
  )
})

export const keyframes = icon((p) => {
  const pts: [number, number][] = [
    [-84, 50],
    [-46, -22],
    [0, 10],
    [44, 30],
    [84, -50],
  ]
  return (
    path('M-84 50C-60 -60-20 -20 0 10S60 60 84 -50', 'none', { stroke: p.a[0], 'stroke-width': 4, 'stroke-dasharray': '10 8' }) +
    pts
      .map(([x, y]) =>
        polygon(
          [
            [x, y - 11],
            [x + 11, y],
            [x, y + 11],
            [x - 11, y],
          ],
          p.a[2],
          { stroke: p.paper, 'stroke-width': 2 },
        ),
      )
      .join('') +
    [0.2, 0.4, 0.7].map((o, i) => circle(30 + i * 18, 20 - i * 28, 14, p.a[1], { opacity: o })).join('') +
    circle(84, -50, 18, p.a[1])
  )
})

export const brush = icon(
  (p) =>
    path('M-84 60C-40 10 10 80 70 20', 'none', { stroke: p.a[0], 'stroke-width': 18, 'stroke-linecap': 'round', opacity: 0.55 }) +
    group(
      'rotate(35 40 -10)',
      rect(32, -96, 16, 70, p.a[0], { rx: 8 }) +
        rect(30, -30, 20, 18, p.a[2]) +
        path('M30 -12H50C50 8 44 22 40 30C36 22 30 8 30 -12Z', p.ink),
    ) +
    sparkle(-40, -40, 12, p.paper) +
    sparkle(-64, -10, 7, p.paper),
)

export const cube = icon(
  (p) =>
    polygon(
      [
        [0, -60],
        [52, -30],
        [0, 0],
        [-52, -30],
      ],
      p.a[2],
    ) +
    polygon(
      [
        [-52, -30],
        [0, 0],
        [0, 60],
        [-52, 30],
      ],
      p.a[0],
    ) +
    polygon(
      [
        [52, -30],
        [0, 0],
        [0, 60],
        [52, 30],
      ],
      p.a[1],
    ) +
    circle(-76, -66, 14, 'none', { stroke: p.a[0], 'stroke-width': 5 }) +
    polygon(
      [
        [68, -86],
        [88, -56],
        [48, -56],
      ],
      'none',
      { stroke: p.a[1], 'stroke-width': 5, 'stroke-linejoin': 'round' },
    ) +
    rect(62, 54, 24, 24, 'none', { stroke: p.ink, 'stroke-width': 4, 'stroke-opacity': 0.6, transform: 'rotate(15 74 66)' }),
)

export const camera = icon(
  (p) =>
    rect(-40, -62, 56, 26, p.ink, { rx: 6 }) +
    rect(-82, -42, 164, 114, p.ink, { rx: 16 }) +
    circle(-58, -50, 8, p.a[0]) +
    rect(48, -30, 22, 12, p.a[1], { rx: 3 }) +
    circle(0, 16, 44, p.paper) +
    circle(0, 16, 34, p.a[0]) +
    circle(0, 16, 17, p.ink) +
    circle(-9, 7, 6, p.paper, { opacity: 0.7 }),
)

export const clapperboard = icon((p) => {
  const stripes = (y: number) =>
    [0, 1, 2, 3, 4]
      .map((i) =>
        polygon(
          [
            [-70 + i * 30, y],
            [-54 + i * 30, y],
            [-66 + i * 30, y + 22],
            [-82 + i * 30, y + 22],
          ],
          p.ink,
        ),
      )
      .join('')
  return (
    rect(-76, -28, 152, 108, p.ink, { rx: 6 }) +
    rect(-76, -28, 152, 22, p.paper) +
    stripes(-28) +
    group('rotate(-16 -76 -30)', rect(-76, -54, 152, 22, p.paper) + stripes(-54)) +
    rect(-62, 10, 60, 6, p.paper, { opacity: 0.5 }) +
    rect(-62, 28, 90, 6, p.paper, { opacity: 0.35 }) +
    rect(-62, 46, 44, 6, p.paper, { opacity: 0.35 }) +
    circle(46, 48, 14, p.a[0])
  )
})

export const chatBubbles = icon(
  (p) =>
    rect(-90, -70, 124, 62, p.a[0], { rx: 22 }) +
    polygon(
      [
        [-70, -12],
        [-50, -12],
        [-78, 10],
      ],
      p.a[0],
    ) +
    rect(-72, -52, 84, 8, p.paper, { opacity: 0.75, rx: 4 }) +
    rect(-72, -36, 60, 8, p.paper, { opacity: 0.5, rx: 4 }) +
    rect(-30, 12, 120, 58, p.paper, { rx: 22 }) +
    polygon(
      [
        [66, 66],
        [48, 66],
        [80, 88],
      ],
      p.paper,
    ) +
    [0, 1, 2].map((i) => circle(4 + i * 24, 41, 7, p.a[1], { opacity: 1 - i * 0.25 })).join(''),
)

export const giftBox = icon(
  (p) =>
    rect(-62, -16, 124, 96, p.a[0], { rx: 4 }) +
    rect(-70, -38, 140, 26, p.a[0], { rx: 4 }) +
    rect(-70, -38, 140, 26, p.paper, { opacity: 0.15, rx: 4 }) +
    rect(-10, -38, 20, 118, p.a[1]) +
    path('M0 -38C-20 -72-60 -60-36 -42ZM0 -38C20 -72 60 -60 36 -42Z', p.a[1]),
)

export const confettiBurst = icon((p, r) => {
  let bits = ''
  for (let i = 0; i < 26; i++) {
    const x = r.range(-90, 90)
    const y = r.range(-90, 60)
    bits += rect(x, y, 8, 14, p.a[i % 3]!, { transform: `rotate(${Math.round(r.range(0, 180))} ${Math.round(x)} ${Math.round(y)})` })
  }
  return (
    polygon(
      [
        [-20, -100],
        [20, -100],
        [80, 84],
        [-80, 84],
      ],
      p.paper,
      { opacity: 0.14 },
    ) +
    ellipse(0, 84, 80, 10, p.paper, { opacity: 0.2 }) +
    bits
  )
})

export const waveform = icon((p) => {
  let bars = ''
  for (let i = 0; i < 23; i++) {
    const h = 18 + Math.abs(Math.sin(i * 0.7) * 70 + Math.cos(i * 1.9) * 20)
    bars += rect(-92 + i * 8.2, -h / 2, 5, h, i % 2 ? p.a[0] : p.a[1], { rx: 2.5 })
  }
  return bars
})

export const ridges = icon(
  (p) =>
    circle(46, -50, 22, p.a[1]) +
    polygon(
      [
        [-100, 80],
        [-48, -20],
        [-20, 20],
        [14, -48],
        [60, 20],
        [100, -10],
        [100, 80],
      ],
      p.a[2],
      { opacity: 0.55 },
    ) +
    polygon(
      [
        [-100, 80],
        [-60, 20],
        [-30, 50],
        [20, -6],
        [70, 60],
        [100, 40],
        [100, 80],
      ],
      p.a[0],
      { opacity: 0.8 },
    ) +
    polygon(
      [
        [4, -28],
        [14, -48],
        [24, -28],
      ],
      p.paper,
    ),
)

export const bouncingShapes = icon(
  (p) =>
    path('M-84 70Q-60 -60-20 60Q10 -30 40 56', 'none', { stroke: p.paper, 'stroke-width': 2, 'stroke-dasharray': '5 7', opacity: 0.6 }) +
    circle(-60, 20, 24, p.a[0]) +
    rect(-14, -20, 44, 44, p.a[1], { transform: 'rotate(20 8 2)' }) +
    polygon(
      [
        [60, -10],
        [92, 50],
        [28, 50],
      ],
      p.a[2],
    ) +
    line(-96, 20, -88, 20, p.a[0], 4) +
    line(-98, 32, -88, 32, p.a[0], 4),
)
