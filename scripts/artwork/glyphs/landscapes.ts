import { createRng, type Rng } from '../random.ts'
import { circle, ellipse, n, path, polygon, rect } from '../svg.ts'
import type { Ctx, Draw } from '../types.ts'
import { perfumeBottle } from './products.ts'

/** Full-canvas scenes for the AI pages: prompt images, the upscaling comparison and video stills. */

const short = (c: Ctx) => Math.min(c.W, c.H)

/** A jagged ridge across the canvas: heights at evenly spaced x, closed at the bottom. */
const ridgeHeights = (rng: Rng, count: number, base: number, amp: number) =>
  Array.from({ length: count + 1 }, () => base - rng.range(0, amp))

const ridge = (W: number, H: number, ys: number[], fill: string, extra: Record<string, string | number> = {}) =>
  polygon([[0, H], ...ys.map((y, i) => [(i * W) / (ys.length - 1), y] as [number, number]), [W, H]], fill, extra)

const stars = (c: Ctx, count: number, maxY: number) => {
  let out = ''
  for (let i = 0; i < count; i++)
    out += circle(c.r.range(0, c.W), c.r.range(0, maxY), c.r.range(1, 2.6) * (short(c) / 600), c.p.paper, {
      opacity: +c.r.range(0.3, 0.9).toFixed(2),
    })
  return out
}

export const moonMountains: Draw = (c) => {
  const { W, H, r } = c
  return (
    stars(c, 24, H * 0.5) +
    circle(W * 0.66, H * 0.3, short(c) * 0.2, c.p.paper, { opacity: 0.12 }) +
    circle(W * 0.66, H * 0.3, short(c) * 0.15, c.p.paper, { opacity: 0.9 }) +
    ridge(W, H, ridgeHeights(r, 8, H * 0.62, H * 0.22), '#6d5bd0', { opacity: 0.75 }) +
    ridge(W, H, ridgeHeights(r, 7, H * 0.76, H * 0.2), '#4331a0') +
    ridge(W, H, ridgeHeights(r, 6, H * 0.9, H * 0.14), '#241c5e')
  )
}

export const floatingIsland: Draw = (c) => {
  const { W, H, p, r } = c
  const s = short(c)
  const cx = W / 2
  const cy = H * 0.46
  let clouds = ''
  for (let i = 0; i < 5; i++)
    clouds += ellipse(r.range(0, W), r.range(H * 0.2, H * 0.9), s * r.range(0.1, 0.18), s * 0.035, p.paper, { opacity: 0.16 })
  let roots = ''
  for (let i = -3; i <= 3; i++)
    roots += path(`M${n(cx + i * s * 0.06)} ${n(cy + s * 0.2)}q${n(s * 0.02)} ${n(s * 0.1)} 0 ${n(s * 0.22)}`, 'none', {
      stroke: p.a[0],
      'stroke-width': s * 0.006,
      opacity: 0.7,
    })
  return (
    clouds +
    roots +
    polygon(
      [
        [cx - s * 0.3, cy],
        [cx + s * 0.3, cy],
        [cx + s * 0.12, cy + s * 0.22],
        [cx, cy + s * 0.32],
        [cx - s * 0.14, cy + s * 0.2],
      ],
      '#2a2366',
    ) +
    ellipse(cx, cy, s * 0.3, s * 0.05, p.a[1]) +
    rect(cx - s * 0.012, cy - s * 0.16, s * 0.024, s * 0.16, '#2a2366') +
    circle(cx - s * 0.05, cy - s * 0.19, s * 0.07, p.a[2]) +
    circle(cx + s * 0.05, cy - s * 0.21, s * 0.08, p.a[2]) +
    circle(cx, cy - s * 0.27, s * 0.07, p.a[2])
  )
}

export const ringPortal: Draw = (c) => {
  const { W, H, p } = c
  const s = short(c)
  const cx = W / 2
  const cy = H * 0.5
  return (
    stars(c, 18, H * 0.5) +
    path(`M0 ${n(H * 0.72)}Q${n(W * 0.3)} ${n(H * 0.66)} ${n(W * 0.6)} ${n(H * 0.72)}T${W} ${n(H * 0.7)}V${H}H0Z`, '#5b3f8f') +
    circle(cx, cy, s * 0.27, p.a[1], { opacity: 0.15 }) +
    circle(cx, cy, s * 0.22, p.a[0], { opacity: 0.3 }) +
    circle(cx, cy, s * 0.22, 'none', { stroke: p.a[1], 'stroke-width': s * 0.035 }) +
    ellipse(cx, H * 0.74, s * 0.2, s * 0.02, p.a[1], { opacity: 0.4 }) +
    circle(cx + s * 0.32, H * 0.66, s * 0.018, p.ink) +
    rect(cx + s * 0.305, H * 0.68, s * 0.03, s * 0.07, p.ink, { rx: s * 0.01 })
  )
}

export const ringedPlanet: Draw = (c) => {
  const { W, H, p } = c
  const s = short(c)
  const cx = W * 0.55
  const cy = H * 0.42
  return (
    stars(c, 40, H * 0.75) +
    circle(cx, cy, s * 0.2, p.a[2]) +
    circle(cx + s * 0.06, cy + s * 0.05, s * 0.16, '#c0447f', { opacity: 0.35 }) +
    ellipse(cx, cy, s * 0.36, s * 0.07, 'none', { stroke: p.a[1], 'stroke-width': s * 0.02, transform: `rotate(-16 ${n(cx)} ${n(cy)})` }) +
    ellipse(W / 2, H * 1.08, W * 0.9, H * 0.3, '#120f33')
  )
}

export const pineForest: Draw = (c) => {
  const { W, H, r } = c
  const layers = [
    ['#6d5bd0', 0.62, 0.55],
    ['#4331a0', 0.76, 0.8],
    ['#241c5e', 0.92, 1],
  ] as const
  let out = ''
  for (const [fill, base, opacity] of layers) {
    let trees = ''
    const count = 9
    for (let i = 0; i < count; i++) {
      const x = (i + r.range(0.1, 0.9)) * (W / count)
      const h = H * r.range(0.2, 0.34)
      const w = h * 0.36
      trees += polygon(
        [
          [x - w, H * base],
          [x, H * base - h],
          [x + w, H * base],
        ],
        fill,
      )
    }
    out += `<g opacity="${opacity}">${trees}${rect(0, H * base - 1, W, H * (1 - base) + 1, fill)}</g>`
    out += rect(0, H * base - H * 0.06, W, H * 0.06, c.p.paper, { opacity: 0.08 })
  }
  return out
}

export const sandDunes: Draw = (c) => {
  const { W, H, p } = c
  const dune = (y: number, lift: number, fill: string) =>
    path(`M0 ${n(y)}Q${n(W * 0.35)} ${n(y - lift)} ${n(W * 0.6)} ${n(y)}T${W} ${n(y - lift * 0.4)}V${H}H0Z`, fill)
  return (
    rect(0, 0, W, H * 0.62, p.a[2], { opacity: 0.35 }) +
    circle(W * 0.3, H * 0.44, short(c) * 0.12, '#fde68a', { opacity: 0.9 }) +
    dune(H * 0.62, H * 0.12, '#7c5cc4') +
    dune(H * 0.76, H * 0.1, '#5b3f9f') +
    dune(H * 0.9, H * 0.08, '#3b2a7a')
  )
}

// ---- the upscaling comparison: one sunset landscape, drawn sharp or as a coarse pixel mosaic ----

const sunsetLayers = () => {
  const rng = createRng('enhanced-landscape')
  return [
    { fill: '#241c5e', ys: ridgeHeights(rng, 9, 0.92, 0.16) },
    { fill: '#4331a0', ys: ridgeHeights(rng, 7, 0.78, 0.2) },
    { fill: '#6d5bd0', ys: ridgeHeights(rng, 6, 0.66, 0.22) },
  ]
}
const sky = ['#3b2f86', '#f472b6'] as const
const sun = { x: 0.62, y: 0.56, r: 0.13, fill: '#fde68a' }

const mix = (a: string, b: string, t: number) => {
  const pa = parseInt(a.slice(1), 16)
  const pb = parseInt(b.slice(1), 16)
  const ch = (shift: number) => Math.round(((pa >> shift) & 255) * (1 - t) + ((pb >> shift) & 255) * t)
  return `#${((1 << 24) | (ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).slice(1)}`
}

const heightAt = (ys: number[], u: number) => {
  const pos = u * (ys.length - 1)
  const i = Math.min(Math.floor(pos), ys.length - 2)
  return ys[i]! + (ys[i + 1]! - ys[i]!) * (pos - i)
}

export const sharpLandscape: Draw = ({ W, H }) => {
  const s = Math.min(W, H)
  return (
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>` +
    rect(0, 0, W, H, 'url(#sky)') +
    circle(W * sun.x, H * sun.y, s * sun.r * 1.6, sun.fill, { opacity: 0.25 }) +
    circle(W * sun.x, H * sun.y, s * sun.r, sun.fill) +
    sunsetLayers()
      .reverse()
      .map((layer) =>
        ridge(
          W,
          H,
          layer.ys.map((y) => y * H),
          layer.fill,
          { stroke: '#ede9fe', 'stroke-width': 2, 'stroke-opacity': 0.35 },
        ),
      )
      .join('')
  )
}

export const pixelatedLandscape: Draw = ({ W, H }) => {
  const cols = 16
  const rows = 12
  const layers = sunsetLayers()
  const s = Math.min(W, H)
  let out = ''
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const u = (col + 0.5) / cols
      const v = (row + 0.5) / rows
      const hit = layers.find((layer) => v > heightAt(layer.ys, u))
      const dx = u * W - W * sun.x
      const dy = v * H - H * sun.y
      const fill = hit ? hit.fill : Math.hypot(dx, dy) < s * sun.r * 1.1 ? sun.fill : mix(sky[0], sky[1], v)
      out += rect((col * W) / cols, (row * H) / rows, W / cols + 0.5, H / rows + 0.5, fill)
    }
  }
  return out
}

// ---- AI video stills ----

export const oceanWaves: Draw = (c) => {
  const { W, H, p } = c
  let waves = ''
  ;['#6d5bd0', '#4f46b8', '#3b2f86', '#241c5e'].forEach((fill, i) => {
    const y = H * (0.55 + i * 0.1)
    const a = H * 0.025
    let d = `M0 ${n(y)}`
    for (let k = 0; k < 6; k++)
      d += `Q${n(((k + 0.25) * W) / 6)} ${n(y - a)} ${n(((k + 0.5) * W) / 6)} ${n(y)}T${n(((k + 1) * W) / 6)} ${n(y)}`
    waves += path(`${d}V${H}H0Z`, fill) + path(d, 'none', { stroke: p.a[1], 'stroke-width': 2, opacity: 0.5 })
  })
  return stars(c, 20, H * 0.45) + circle(W * 0.74, H * 0.28, short(c) * 0.12, p.paper, { opacity: 0.9 }) + waves
}

export const citySkyline: Draw = (c) => {
  const { W, H, r } = c
  let out = circle(W * 0.18, H * 0.22, short(c) * 0.09, c.p.paper, { opacity: 0.85 })
  let x = 0
  let lit = 0
  while (x < W) {
    const w = W * r.range(0.05, 0.09)
    const h = H * r.range(0.25, 0.62)
    out += rect(x, H - h, w - 4, h, lit % 2 ? '#15123a' : '#231d5c')
    for (let k = 0; k < 3; k++)
      out += rect(x + r.range(4, w - 16), H - h + r.range(10, h - 20), 8, 10, k === 0 ? '#fde68a' : c.p.a[1], { opacity: 0.85 })
    lit++
    x += w
  }
  return out
}

export const productOrbit: Draw = (c) => {
  const { W, H, p } = c
  const s = short(c)
  const cx = W / 2
  const cy = H / 2
  return (
    ellipse(cx, cy + s * 0.32, s * 0.3, s * 0.05, p.a[0], { opacity: 0.4 }) +
    ellipse(cx, cy, s * 0.46, s * 0.12, 'none', {
      stroke: p.a[1],
      'stroke-width': s * 0.012,
      transform: `rotate(-12 ${n(cx)} ${n(cy)})`,
      opacity: 0.8,
    }) +
    perfumeBottle({ ...c, cx, cy, k: s / 340 }) +
    circle(cx + s * 0.42, cy - s * 0.1, s * 0.02, p.paper) +
    circle(cx - s * 0.44, cy + s * 0.1, s * 0.014, p.a[2])
  )
}

export const spiralGalaxy: Draw = (c) => {
  const { W, H, p, r } = c
  const s = short(c)
  const cx = W / 2
  const cy = H / 2
  let dots = circle(cx, cy, s * 0.16, p.a[0], { opacity: 0.25 }) + circle(cx, cy, s * 0.06, p.paper, { opacity: 0.9 })
  for (let arm = 0; arm < 2; arm++) {
    for (let i = 0; i < 45; i++) {
      const t = (i / 45) * Math.PI * 2.4
      const rad = s * (0.06 + t * 0.05)
      const a = t + arm * Math.PI + r.range(-0.12, 0.12)
      dots += circle(cx + Math.cos(a) * rad * 1.7, cy + Math.sin(a) * rad * 0.8, s * (0.018 - i * 0.0002), p.a[(i + arm) % 3]!, {
        opacity: +(1 - i / 90).toFixed(2),
      })
    }
  }
  return stars(c, 30, H) + dots
}

export const bloomingFlower: Draw = (c) => {
  const { W, H, p } = c
  const s = short(c)
  const cx = W / 2
  const cy = H * 0.42
  let petals = ''
  for (let i = 0; i < 8; i++) {
    const deg = i * 45
    petals += ellipse(cx, cy - s * 0.12, s * 0.06, s * 0.13, i % 2 ? p.a[2] : '#f9a8d4', { transform: `rotate(${deg} ${n(cx)} ${n(cy)})` })
  }
  return (
    path(`M${n(cx)} ${n(cy)}C${n(cx - s * 0.05)} ${n(cy + s * 0.25)} ${n(cx + s * 0.05)} ${n(cy + s * 0.4)} ${n(cx)} ${H}`, 'none', {
      stroke: '#5fc29e',
      'stroke-width': s * 0.02,
    }) +
    ellipse(cx + s * 0.08, cy + s * 0.34, s * 0.08, s * 0.025, '#5fc29e', {
      transform: `rotate(-25 ${n(cx + s * 0.08)} ${n(cy + s * 0.34)})`,
    }) +
    circle(cx, cy, s * 0.3, p.a[2], { opacity: 0.12 }) +
    petals +
    circle(cx, cy, s * 0.06, '#fde68a')
  )
}

export const snowyRidges: Draw = (c) => {
  const { W, H, p, r } = c
  const peaks = [0.72, 0.36, 0.6, 0.28, 0.56, 0.4, 0.74].map((v, i) => H * (v + (i % 2 ? r.range(-0.04, 0.04) : 0)))
  let caps = ''
  peaks.forEach((y, i) => {
    if (i % 2 === 0) return
    const x = (i * W) / (peaks.length - 1)
    const run = W / (peaks.length - 1)
    const drop = (peaks[i - 1]! - y) * 0.3
    const drop2 = (peaks[i + 1]! - y) * 0.3
    caps += polygon(
      [
        [x - run * 0.3, y + drop],
        [x, y],
        [x + run * 0.3, y + drop2],
        [x + run * 0.1, y + drop2 * 0.7],
        [x - run * 0.05, y + drop * 0.9],
      ],
      p.paper,
    )
  })
  return (
    rect(0, H * 0.35, W, H * 0.35, p.a[2], { opacity: 0.3 }) +
    circle(W * 0.5, H * 0.66, short(c) * 0.16, '#fde68a', { opacity: 0.8 }) +
    ridge(W, H, peaks, '#4331a0') +
    caps +
    ridge(W, H, ridgeHeights(r, 8, H * 0.95, H * 0.12), '#241c5e')
  )
}
