import { circle, ellipse, group, line, path, polygon, rect, starPoints } from '../svg.ts'
import { icon } from '../types.ts'
import { phoneGrid } from './brand.ts'

/** Story graphics, carousel slides, feed posts, real estate and Ramadan motifs. */

export const heartPath = 'M0 70C-92 12-74 -70 0 -36C74 -70 92 12 0 70Z'

/** A four-point sparkle centred on (x, y). */
export const sparkle = (x: number, y: number, s: number, fill: string) =>
  path(
    `M${x} ${y - s}Q${x + s * 0.18} ${y - s * 0.18} ${x + s} ${y}Q${x + s * 0.18} ${y + s * 0.18} ${x} ${y + s}Q${x - s * 0.18} ${y + s * 0.18} ${x - s} ${y}Q${x - s * 0.18} ${y - s * 0.18} ${x} ${y - s}Z`,
    fill,
  )

export const priceTag = icon(
  (p) =>
    path('M48 -58C60 -90 90 -80 80 -56', 'none', { stroke: p.paper, 'stroke-width': 3 }) +
    group(
      'rotate(-20)',
      polygon(
        [
          [-66, -42],
          [40, -42],
          [78, 0],
          [40, 42],
          [-66, 42],
        ],
        p.a[0],
      ) +
        circle(46, 0, 8, p.ink) +
        circle(-34, -14, 9, 'none', { stroke: p.ink, 'stroke-width': 6 }) +
        circle(4, 14, 9, 'none', { stroke: p.ink, 'stroke-width': 6 }) +
        line(2, -22, -32, 22, p.ink, 6),
    ),
)

export const megaphone = icon(
  (p) =>
    rect(-64, -22, 16, 44, p.a[0], { rx: 5 }) +
    polygon(
      [
        [-50, -20],
        [40, -60],
        [40, 60],
        [-50, 20],
      ],
      p.paper,
    ) +
    ellipse(40, 0, 12, 60, p.a[0]) +
    rect(-34, 18, 16, 38, p.a[1], { rx: 5 }) +
    [26, 44, 62]
      .map((d, i) =>
        path(`M${56 + i * 8} ${-d / 2}Q${64 + d / 3} 0 ${56 + i * 8} ${d / 2}`, 'none', {
          stroke: p.paper,
          'stroke-width': 5,
          'stroke-linecap': 'round',
          opacity: 1 - i * 0.25,
        }),
      )
      .join(''),
)

const quote = (x: number, fill: string) =>
  circle(x, -10, 28, fill) + path(`M${x + 26} -4C${x + 26} 40 ${x - 6} 62 ${x - 30} 68C${x - 10} 52 ${x + 2} 30 ${x} 16Z`, fill)

export const quotes = icon((p) => quote(-38, p.paper) + quote(42, p.a[0]))

export const calendar = icon((p) => {
  let days = ''
  for (let i = 0; i < 20; i++) {
    const x = -54 + (i % 5) * 27
    const y = -6 + Math.floor(i / 5) * 21
    days += i === 12 ? circle(x + 6, y + 5, 11, p.a[0]) : rect(x, y, 12, 10, p.ink, { opacity: 0.18, rx: 2 })
  }
  return (
    rect(-72, -60, 144, 144, p.paper, { rx: 12 }) +
    path('M-72 -48A12 12 0 0 1 -60 -60H60A12 12 0 0 1 72 -48V-24H-72Z', p.a[1]) +
    rect(-42, -74, 9, 26, p.ink, { rx: 4 }) +
    rect(33, -74, 9, 26, p.ink, { rx: 4 }) +
    days
  )
})

export const sparkHeart = icon(
  (p) => path(heartPath, p.paper) + sparkle(-70, -60, 16, p.a[0]) + sparkle(72, -44, 12, p.a[0]) + sparkle(60, 60, 9, p.a[2]),
)

export const playRing = icon(
  (p) =>
    circle(0, 0, 88, p.a[2], { opacity: 0.25 }) +
    circle(0, 0, 70, 'none', { stroke: p.paper, 'stroke-width': 8 }) +
    circle(0, 0, 58, p.paper, { opacity: 0.15 }) +
    polygon(
      [
        [-18, -32],
        [36, 0],
        [-18, 32],
      ],
      p.paper,
    ),
)

export const swipeArrow = icon(
  (p) =>
    rect(-76, -18, 96, 36, p.a[0], { rx: 8 }) +
    polygon(
      [
        [10, -52],
        [78, 0],
        [10, 52],
      ],
      p.a[0],
    ) +
    [0, 1, 2, 3, 4].map((i) => circle(-32 + i * 16, 76, 5, i === 0 ? p.a[2] : p.ink, { opacity: i === 0 ? 1 : 0.25 })).join(''),
)

export const barChart = icon(
  (p) =>
    line(-80, -80, -80, 70, p.ink, 3) +
    line(-80, 70, 84, 70, p.ink, 3) +
    [24, 42, 56, 80, 110].map((h, i) => rect(-66 + i * 30, 70 - h, 20, h, p.a[1], { rx: 3 })).join('') +
    path('M-56 30L-26 10L4 -2L34 -30L70 -64', 'none', {
      stroke: p.a[2],
      'stroke-width': 5,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }) +
    polygon(
      [
        [72, -78],
        [80, -56],
        [58, -62],
      ],
      p.a[2],
    ),
)

export const checklist = icon((p) => {
  let rows = ''
  for (let i = 0; i < 4; i++) {
    const y = -44 + i * 30
    rows +=
      rect(-46, y, 18, 18, 'none', { stroke: p.ink, 'stroke-opacity': 0.4, 'stroke-width': 2.5, rx: 3 }) +
      rect(-18, y + 6, 62, 6, p.ink, { opacity: 0.25 })
    if (i < 3)
      rows += path(`M-43 ${y + 9}L-37 ${y + 15}L-24 ${y - 2}`, 'none', { stroke: p.a[2], 'stroke-width': 5, 'stroke-linecap': 'round' })
  }
  return (
    rect(-62, -74, 124, 156, p.paper, { rx: 10, stroke: p.ink, 'stroke-opacity': 0.2 }) + rect(-26, -86, 52, 22, p.a[0], { rx: 6 }) + rows
  )
})

export const lightbulb = icon((p) => {
  let rays = ''
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2 - Math.PI / 2
    if (Math.sin(a) > 0.5) continue
    rays += line(Math.cos(a) * 64, -20 + Math.sin(a) * 64, Math.cos(a) * 84, -20 + Math.sin(a) * 84, p.a[2], 6)
  }
  return (
    rays +
    circle(0, -20, 50, p.a[2]) +
    circle(-16, -36, 12, p.paper, { opacity: 0.5 }) +
    path('M-12 20V0L-4 -10L4 0L12 -10V20', 'none', { stroke: p.paper, 'stroke-width': 3 }) +
    rect(-22, 28, 44, 12, p.ink, { opacity: 0.7, rx: 3 }) +
    rect(-18, 42, 36, 10, p.ink, { opacity: 0.7, rx: 3 }) +
    rect(-10, 54, 20, 8, p.ink, { opacity: 0.7, rx: 3 })
  )
})

export const phoneProfile = icon((p) => phoneGrid(p))

export const likeHeart = icon(
  (p) =>
    group('translate(-18 12) scale(0.85)', path(heartPath, p.a[2])) +
    rect(18, -84, 72, 44, p.a[0], { rx: 14 }) +
    polygon(
      [
        [30, -42],
        [44, -42],
        [28, -28],
      ],
      p.a[0],
    ) +
    group('translate(40 -62) scale(0.16)', path(heartPath, p.paper)) +
    rect(54, -66, 24, 8, p.paper, { rx: 4 }),
)

const windows = (x: number, y: number, cols: number, rows: number, fill: string) => {
  let out = ''
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) out += rect(x + c * 14, y + r * 16, 8, 10, fill, { opacity: (r + c) % 3 ? 0.55 : 0.95 })
  return out
}

export const towers = icon(
  (p) =>
    rect(-72, -86, 62, 168, p.a[0], { rx: 3 }) +
    rect(-72, -86, 62, 8, p.a[1]) +
    windows(-64, -70, 4, 9, p.paper) +
    rect(0, -52, 72, 134, p.paper, { rx: 3, stroke: p.ink, 'stroke-opacity': 0.2 }) +
    rect(0, -52, 72, 8, p.a[1]) +
    windows(9, -36, 5, 7, p.a[0]) +
    line(-90, 82, 90, 82, p.ink, 3, { opacity: 0.4 }),
)

export const villa = icon(
  (p) =>
    rect(-96, 56, 192, 20, p.a[0], { opacity: 0.55, rx: 4 }) +
    path('M-80 66Q-70 60-60 66T-40 66M20 66Q30 60 40 66T60 66', 'none', { stroke: p.paper, 'stroke-width': 2 }) +
    rect(-86, -16, 112, 72, p.paper, { stroke: p.ink, 'stroke-opacity': 0.25 }) +
    rect(-40, -60, 116, 44, p.paper, { stroke: p.ink, 'stroke-opacity': 0.25 }) +
    line(-92, -16, 32, -16, p.ink, 5) +
    line(-46, -60, 82, -60, p.ink, 5) +
    rect(-76, -4, 60, 48, p.a[0], { opacity: 0.55 }) +
    rect(-30, -52, 90, 28, p.a[0], { opacity: 0.55 }) +
    rect(-4, 4, 22, 52, p.a[1]) +
    path('M70 56C72 20 74 0 80 -20', 'none', { stroke: '#8a6a44', 'stroke-width': 5 }) +
    [-60, -20, 20, 160].map((deg) => ellipse(80, -20, 22, 6, p.a[2], { transform: `rotate(${deg} 80 -20)` })).join(''),
)

export const houseKey = icon(
  (p) =>
    circle(-42, -26, 30, 'none', { stroke: p.a[1], 'stroke-width': 12 }) +
    rect(-14, -32, 100, 12, p.a[1], { rx: 3 }) +
    rect(58, -22, 10, 22, p.a[1]) +
    rect(74, -22, 10, 16, p.a[1]) +
    line(-58, -2, -62, 22, p.ink, 2) +
    polygon(
      [
        [-90, 46],
        [-62, 18],
        [-34, 46],
        [-34, 84],
        [-90, 84],
      ],
      p.a[0],
    ) +
    rect(-68, 58, 12, 26, p.paper),
)

export const crescent = icon(
  (p) =>
    circle(0, 0, 88, p.a[0], { opacity: 0.14 }) +
    '<mask id="moon"><rect x="-100" y="-100" width="200" height="200" fill="#fff"/><circle cx="30" cy="-16" r="58" fill="#000"/></mask>' +
    circle(0, 0, 70, p.a[0], { mask: 'url(#moon)' }) +
    polygon(starPoints(50, -34, 16, 7, 5), p.a[2]),
)

export const lantern = icon(
  (p) =>
    line(0, -100, 0, -86, p.a[0], 3) +
    circle(0, -84, 5, 'none', { stroke: p.a[0], 'stroke-width': 3 }) +
    polygon(
      [
        [-26, -62],
        [26, -62],
        [0, -80],
      ],
      p.a[0],
    ) +
    rect(-34, -64, 68, 10, p.a[0], { rx: 2 }) +
    circle(0, 0, 64, p.a[2], { opacity: 0.16 }) +
    polygon(
      [
        [-38, -54],
        [38, -54],
        [46, 18],
        [30, 50],
        [-30, 50],
        [-46, 18],
      ],
      p.a[0],
      { opacity: 0.3, stroke: p.a[0], 'stroke-width': 4 },
    ) +
    ellipse(0, 0, 22, 34, p.a[2], { opacity: 0.9 }) +
    line(-14, -54, -20, 50, p.a[0], 3) +
    line(14, -54, 20, 50, p.a[0], 3) +
    polygon(
      [
        [-30, 50],
        [30, 50],
        [18, 64],
        [-18, 64],
      ],
      p.a[0],
    ) +
    circle(0, 72, 5, p.a[0]),
)

export const mosque = icon(
  (p) =>
    rect(-92, -50, 14, 132, p.a[0]) +
    polygon(
      [
        [-92, -50],
        [-85, -78],
        [-78, -50],
      ],
      p.a[0],
    ) +
    rect(78, -50, 14, 132, p.a[0]) +
    polygon(
      [
        [78, -50],
        [85, -78],
        [92, -50],
      ],
      p.a[0],
    ) +
    rect(-92, -16, 14, 6, p.a[1]) +
    rect(78, -16, 14, 6, p.a[1]) +
    path('M-46 12C-46 -38-12 -52 0 -76C12 -52 46 -38 46 12Z', p.a[0]) +
    circle(0, -82, 5, p.a[0]) +
    rect(-70, 10, 140, 72, p.a[0]) +
    path('M-14 82V54A14 14 0 0 1 14 54V82Z', p.ink) +
    path('M-48 48V36A8 8 0 0 1 -32 36V48ZM32 48V36A8 8 0 0 1 48 36V48Z', p.ink) +
    rect(-70, 10, 140, 6, p.a[1]),
)
