import { circle, ellipse, group, line, path, polygon, rect } from '../svg.ts'
import { icon } from '../types.ts'

/** Coffee, drinks, desserts and restaurant dishes. */

const kraft = '#c9a26e'
const bun = '#e9a35a'

const steam = (x: number, y: number, stroke: string) =>
  path(`M${x} ${y}C${x - 10} ${y - 18} ${x + 10} ${y - 28} ${x} ${y - 48}`, 'none', {
    stroke,
    'stroke-width': 5,
    'stroke-linecap': 'round',
    opacity: 0.7,
  })

export const coffeeCup = icon(
  (p) =>
    steam(-20, -26, p.a[0]) +
    steam(0, -30, p.a[0]) +
    steam(20, -26, p.a[0]) +
    ellipse(0, 72, 78, 12, p.paper, { stroke: p.ink, 'stroke-opacity': 0.2 }) +
    path('M46 2C82 2 82 46 40 48', 'none', { stroke: p.paper, 'stroke-width': 10 }) +
    path('M-50 -10H50C50 50 30 70 0 70C-30 70-50 50-50 -10Z', p.paper, { stroke: p.a[1], 'stroke-width': 2 }) +
    ellipse(0, -10, 50, 9, p.a[1]),
)

const bean = (x: number, y: number, angle: number, fill: string, crease: string) =>
  group(
    `rotate(${Math.round(angle)} ${Math.round(x)} ${Math.round(y)})`,
    ellipse(x, y, 15, 21, fill) +
      path(
        `M${Math.round(x)} ${Math.round(y) - 17}C${Math.round(x) + 7} ${Math.round(y) - 5} ${Math.round(x) - 7} ${Math.round(y) + 5} ${Math.round(x)} ${Math.round(y) + 17}`,
        'none',
        { stroke: crease, 'stroke-width': 3 },
      ),
  )

export const beans = icon((p, r) => {
  let out = ''
  for (let i = 0; i < 11; i++) {
    const angle = (i / 11) * Math.PI * 2 + r.range(0, 0.4)
    const dist = i === 0 ? 0 : r.range(30, 78)
    out += bean(Math.cos(angle) * dist, Math.sin(angle) * dist, r.range(0, 180), i % 3 ? p.a[1] : p.a[0], p.ink)
  }
  return out
})

export const pourOver = icon(
  (p) =>
    path('M-30 14L-50 70Q-50 82-38 82H38Q50 82 50 70L30 14Z', p.paper, { opacity: 0.7, stroke: p.a[1], 'stroke-width': 3 }) +
    path('M-43 50H43L50 70Q50 82 38 82H-38Q-50 82-50 70Z', p.a[1]) +
    circle(0, 24, 3, p.a[1]) +
    circle(0, 36, 2.5, p.a[1]) +
    rect(-28, 6, 56, 7, p.a[0], { rx: 2 }) +
    polygon(
      [
        [-56, -58],
        [56, -58],
        [20, 6],
        [-20, 6],
      ],
      p.a[0],
    ) +
    rect(-62, -66, 124, 9, p.a[0], { rx: 3 }) +
    line(-30, -48, -8, -6, p.paper, 2, { opacity: 0.4 }),
)

export const coffeeBag = icon(
  (p) =>
    rect(-56, -62, 112, 144, kraft, { rx: 6 }) +
    rect(-56, -84, 112, 24, '#b08b5a', { rx: 3 }) +
    rect(-62, -66, 124, 5, p.ink, { opacity: 0.5, rx: 2 }) +
    circle(0, 14, 36, p.paper) +
    circle(0, 14, 28, 'none', { stroke: p.a[0], 'stroke-width': 3 }) +
    circle(14, -2, 6, 'none', { stroke: p.a[1], 'stroke-width': 3 }) +
    bean(-4, 18, 30, p.a[1], p.paper),
)

const heart = 'M0 22C-30 2-28 -22-12 -22C-4 -22 0 -14 0 -10C0 -14 4 -22 12 -22C28 -22 30 2 0 22Z'

export const latte = icon(
  (p) =>
    circle(0, 0, 92, p.paper, { stroke: p.ink, 'stroke-opacity': 0.15 }) +
    rect(58, -11, 34, 22, p.paper, { rx: 9, stroke: p.ink, 'stroke-opacity': 0.15 }) +
    circle(0, 0, 64, p.paper, { stroke: p.ink, 'stroke-opacity': 0.2 }) +
    circle(0, 0, 54, p.a[0]) +
    circle(0, 0, 50, 'none', { stroke: p.a[2], 'stroke-width': 4, opacity: 0.35 }) +
    group('scale(1.3)', path(heart, p.paper, { opacity: 0.95 })),
)

export const kettle = icon(
  (p) =>
    path('M-44 34C-78 24-84 -36-96 -44', 'none', { stroke: p.a[1], 'stroke-width': 8, 'stroke-linecap': 'round' }) +
    path('M44 -6C86 -12 86 56 48 56', 'none', { stroke: p.ink, 'stroke-width': 9 }) +
    path('M-52 72C-62 22-40 -20 0 -20C40 -20 62 22 52 72Z', p.a[1]) +
    ellipse(0, -22, 26, 7, p.ink) +
    circle(0, -32, 6, p.ink) +
    rect(-56, 68, 112, 9, p.ink, { rx: 3 }) +
    path('M-30 50C-36 20-24 -2-6 -8', 'none', { stroke: p.paper, 'stroke-width': 4, opacity: 0.45 }),
)

export const grinder = icon(
  (p) =>
    rect(-38, -10, 76, 90, p.a[0], { rx: 6 }) +
    rect(-26, 40, 52, 22, p.a[2], { rx: 3 }) +
    circle(0, 51, 4, p.paper) +
    rect(-26, -44, 52, 34, p.paper, { rx: 4, stroke: p.ink, 'stroke-opacity': 0.2 }) +
    line(0, -44, 0, -62, p.ink, 5) +
    line(0, -62, 56, -72, p.ink, 5) +
    circle(60, -72, 10, p.a[1]),
)

export const espresso = icon(
  (p) =>
    steam(0, -14, p.paper) +
    ellipse(0, 60, 72, 11, p.paper, { stroke: p.ink, 'stroke-opacity': 0.2 }) +
    path('M36 12C60 12 60 40 32 40', 'none', { stroke: p.paper, 'stroke-width': 8 }) +
    path('M-40 0H40C40 46 22 58 0 58C-22 58-40 46-40 0Z', p.paper) +
    ellipse(0, 0, 40, 8, p.a[2]) +
    ellipse(-6, -1, 14, 3, p.a[0], { opacity: 0.8 }),
)

export const icedGlass = icon(
  (p) =>
    line(16, -98, 2, 40, p.a[1], 7) +
    polygon(
      [
        [-40, -70],
        [40, -70],
        [30, 80],
        [-30, 80],
      ],
      p.paper,
      { opacity: 0.55, stroke: p.ink, 'stroke-opacity': 0.25 },
    ) +
    polygon(
      [
        [-37.7, -36],
        [37.7, -36],
        [30, 80],
        [-30, 80],
      ],
      p.a[0],
      { opacity: 0.85 },
    ) +
    rect(-24, -26, 22, 22, p.paper, { opacity: 0.6, rx: 3, transform: 'rotate(15 -13 -15)' }) +
    rect(4, -10, 20, 20, p.paper, { opacity: 0.6, rx: 3, transform: 'rotate(-12 14 0)' }) +
    circle(-38, -70, 19, p.a[2]) +
    circle(-38, -70, 13, '#fff3c4') +
    circle(-8, 40, 3, p.paper) +
    circle(10, 56, 2.5, p.paper) +
    circle(-14, 62, 2, p.paper),
)

export const cupcake = icon(
  (p) =>
    polygon(
      [
        [-46, 10],
        [46, 10],
        [32, 80],
        [-32, 80],
      ],
      p.a[1],
    ) +
    [-24, -8, 8, 24].map((x) => line(x, 14, x * 0.75, 76, p.paper, 2, { opacity: 0.45 })).join('') +
    ellipse(0, 6, 54, 18, p.a[0]) +
    ellipse(0, -14, 44, 16, p.a[0]) +
    ellipse(0, -32, 31, 13, p.a[0]) +
    ellipse(0, -46, 18, 10, p.a[0]) +
    ellipse(-14, -18, 16, 5, p.paper, { opacity: 0.35 }) +
    path('M0 -66C4 -78 12 -82 18 -84', 'none', { stroke: p.a[1], 'stroke-width': 3 }) +
    circle(0, -62, 11, '#d62839'),
)

export const cone = icon((p) => {
  let hatch = ''
  for (let i = -2; i <= 2; i++)
    hatch +=
      line(i * 16 - 14, 0, i * 16 + 30, 60, p.ink, 1.5, { opacity: 0.2 }) +
      line(i * 16 + 14, 0, i * 16 - 30, 60, p.ink, 1.5, { opacity: 0.2 })
  return (
    polygon(
      [
        [-36, 0],
        [36, 0],
        [0, 92],
      ],
      p.a[2],
    ) +
    `<clipPath id="cone"><path d="M-36 0H36L0 92Z"/></clipPath><g clip-path="url(#cone)">${hatch}</g>` +
    circle(-14, -20, 31, p.a[0]) +
    circle(16, -44, 28, p.a[1]) +
    path('M-40 -6C-36 14-28 2-24 10S-12 0-8 6', 'none', { stroke: p.a[0], 'stroke-width': 8, 'stroke-linecap': 'round' })
  )
})

export const macarons = icon((p) =>
  [p.a[0], p.a[1], p.a[2]]
    .map((c, i) => {
      const y = 54 - i * 42
      return rect(-52, y - 18, 104, 16, c, { rx: 8 }) + rect(-47, y - 4, 94, 8, p.paper) + rect(-52, y + 4, 104, 16, c, { rx: 8 })
    })
    .join(''),
)

export const smoothie = icon(
  (p) =>
    line(18, -98, 10, -30, p.paper, 8) +
    line(18, -98, 10, -30, p.a[0], 3, { 'stroke-dasharray': '6 6' }) +
    rect(-42, -56, 84, 138, p.paper, { opacity: 0.5, rx: 14, stroke: p.ink, 'stroke-opacity': 0.2 }) +
    rect(-37, 18, 74, 58, p.a[0], { rx: 10 }) +
    rect(-37, -12, 74, 32, p.a[1]) +
    rect(-37, -38, 74, 28, p.a[2]) +
    rect(-46, -68, 92, 14, p.ink, { opacity: 0.65, rx: 4 }) +
    circle(-16, -44, 8, p.a[0]),
)

export const cakeSlice = icon(
  (p) =>
    ellipse(0, 78, 96, 10, p.paper, { stroke: p.ink, 'stroke-opacity': 0.15 }) +
    polygon(
      [
        [-82, 4],
        [82, -28],
        [82, 72],
        [-82, 72],
      ],
      '#f6deb0',
    ) +
    polygon(
      [
        [-82, 26],
        [82, 2],
        [82, 12],
        [-82, 36],
      ],
      p.a[0],
    ) +
    polygon(
      [
        [-82, 52],
        [82, 38],
        [82, 48],
        [-82, 62],
      ],
      p.a[0],
    ) +
    polygon(
      [
        [-82, 4],
        [82, -28],
        [82, -14],
        [-82, 14],
      ],
      p.paper,
    ) +
    path('M40 -36C30 -60 58 -72 66 -52C72 -38 56 -26 40 -36Z', '#e63946') +
    path('M54 -66L48 -78M54 -66L64 -76', 'none', { stroke: '#4f8f4f', 'stroke-width': 3 }),
)

export const pitcher = icon(
  (p) =>
    path('M44 -30C84 -30 84 40 48 40', 'none', { stroke: p.paper, 'stroke-width': 9 }) +
    path('M-46 -54L46 -54L54 60Q54 80 36 80L-36 80Q-54 80-54 60L-52 -36L-66 -52Z', p.paper, {
      opacity: 0.6,
      stroke: p.ink,
      'stroke-opacity': 0.25,
    }) +
    path('M-50 -20L50 -20L54 60Q54 80 36 80L-36 80Q-54 80-54 60Z', p.a[2], { opacity: 0.85 }) +
    circle(-14, 20, 15, p.a[2], { stroke: p.paper, 'stroke-width': 3 }) +
    circle(20, 44, 14, p.a[2], { stroke: p.paper, 'stroke-width': 3 }) +
    rect(-30, -10, 18, 18, p.paper, { opacity: 0.6, rx: 3, transform: 'rotate(20 -21 -1)' }) +
    rect(12, 0, 16, 16, p.paper, { opacity: 0.6, rx: 3 }),
)

/** A ring path (outer and inner circle) for the even-odd rule. */
const ringPath = (cx: number, cy: number, outer: number, inner: number) =>
  `M${cx - outer} ${cy}a${outer} ${outer} 0 1 0 ${outer * 2} 0a${outer} ${outer} 0 1 0 ${-outer * 2} 0ZM${cx - inner} ${cy}a${inner} ${inner} 0 1 0 ${inner * 2} 0a${inner} ${inner} 0 1 0 ${-inner * 2} 0Z`

export const donut = icon((p, r) => {
  const points: string[] = []
  for (let i = 0; i <= 32; i++) {
    const a = (i / 32) * Math.PI * 2
    const rad = i % 2 ? 62 : 56
    points.push(`${(Math.cos(a) * rad).toFixed(1)} ${(Math.sin(a) * rad + 8).toFixed(1)}`)
  }
  let sprinkles = ''
  for (let i = 0; i < 14; i++) {
    const a = r.range(0, Math.PI * 2)
    const d = r.range(32, 50)
    const x = Math.cos(a) * d
    const y = Math.sin(a) * d + 8
    sprinkles += rect(x - 6, y - 2, 12, 4, [p.a[1], p.a[2], p.paper][i % 3]!, {
      rx: 2,
      transform: `rotate(${Math.round(r.range(0, 180))} ${Math.round(x)} ${Math.round(y)})`,
    })
  }
  return (
    path(ringPath(0, 10, 74, 22), '#e0a96d', { 'fill-rule': 'evenodd' }) +
    path(`M${points.join('L')}Z${ringPath(0, 8, 26, 26).split('Z')[0]}Z`, p.a[0], { 'fill-rule': 'evenodd' }) +
    sprinkles
  )
})

export const burger = icon(
  (p) =>
    rect(-74, 42, 148, 30, bun, { rx: 13 }) +
    rect(-78, 12, 156, 26, '#5a2e1a', { rx: 13 }) +
    polygon(
      [
        [-76, 8],
        [76, 8],
        [60, 30],
        [40, 12],
        [10, 32],
        [-20, 12],
        [-50, 30],
      ],
      p.a[1],
    ) +
    path('M-80 0Q-66 -12-52 0T-24 0T4 0T32 0T60 0T84 0L80 10H-80Z', p.a[2]) +
    path('M-76 -6C-76 -72 76 -72 76 -6Z', bun) +
    [
      [-40, -36],
      [-12, -48],
      [16, -40],
      [42, -30],
      [-2, -24],
    ]
      .map(([x, y]) => ellipse(x!, y!, 5, 2.5, p.paper))
      .join(''),
)

export const pizza = icon((p, r) => {
  let toppings = ''
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2 + 0.3
    const d = i % 2 ? 48 : 24
    toppings += circle(Math.cos(a) * d, Math.sin(a) * d, r.range(9, 12), p.a[0])
  }
  return (
    circle(0, 0, 88, '#e3a35c') +
    circle(0, 0, 76, '#f7d98a') +
    toppings +
    [0, 45, 90, 135]
      .map(
        (deg) =>
          line(0, 0, Math.cos((deg * Math.PI) / 180) * 84, Math.sin((deg * Math.PI) / 180) * 84, '#e3a35c', 3) +
          line(0, 0, -Math.cos((deg * Math.PI) / 180) * 84, -Math.sin((deg * Math.PI) / 180) * 84, '#e3a35c', 3),
      )
      .join('') +
    ellipse(30, -8, 6, 11, p.a[2], { transform: 'rotate(40 30 -8)' }) +
    ellipse(-36, 30, 6, 11, p.a[2], { transform: 'rotate(-30 -36 30)' })
  )
})

export const noodleBowl = icon(
  (p) =>
    line(-76, -84, 60, -22, p.ink, 5) +
    line(-60, -92, 70, -34, p.ink, 5) +
    ellipse(0, -6, 82, 20, '#f3d38b') +
    [-40, -14, 12, 38]
      .map((x) => path(`M${x - 14} -10Q${x - 7} -22 ${x} -10T${x + 14} -10`, 'none', { stroke: '#d9a84e', 'stroke-width': 3 }))
      .join('') +
    circle(34, -14, 15, p.paper) +
    circle(34, -14, 7, p.a[1]) +
    circle(-30, -14, 8, p.a[2]) +
    circle(-12, -20, 6, p.a[2]) +
    path('M-86 -6C-86 72 86 72 86 -6Z', p.a[0]) +
    rect(-86, 6, 172, 6, p.paper, { opacity: 0.35 }) +
    ellipse(0, 68, 34, 6, p.a[0]),
)
