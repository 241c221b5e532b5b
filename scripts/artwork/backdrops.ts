import { circle, ellipse, n, path, polygon, rect, starPoints } from './svg.ts'
import { detail, type Ctx, type Draw } from './types.ts'

/** Layers behind the main motif (and a few drawn over it), each named by the word its alt text uses. */

const short = (c: Ctx) => Math.min(c.W, c.H)
/** Where the motif stands: the ground line of its design box. */
const ground = (c: Ctx) => c.cy + 80 * c.k

/** The base of every artwork: a two-colour gradient and three soft, seeded blobs. */
export const base: Draw = (c) => {
  const angle = c.r.range(0, Math.PI / 2)
  const x2 = Math.cos(angle).toFixed(2)
  const y2 = Math.sin(angle).toFixed(2)
  let blobs = ''
  for (let i = 0; i < 3; i++) {
    blobs += circle(c.r.range(0, c.W), c.r.range(0, c.H), short(c) * c.r.range(0.18, 0.42), c.p.a[i]!, {
      opacity: +c.r.range(0.1, 0.22).toFixed(2),
    })
  }
  return (
    `<linearGradient id="bg" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${c.p.bg[0]}"/><stop offset="1" stop-color="${c.p.bg[1]}"/></linearGradient>` +
    rect(0, 0, c.W, c.H, 'url(#bg)') +
    blobs
  )
}

const hills: Draw = (c) => {
  const { W, H, p } = c
  const g = ground(c)
  return (
    circle(W * 0.78, H * 0.2, short(c) * 0.1, p.a[1], { opacity: 0.9 }) +
    path(`M0 ${n(g - H * 0.1)}Q${n(W * 0.3)} ${n(g - H * 0.2)} ${n(W * 0.6)} ${n(g - H * 0.08)}T${W} ${n(g - H * 0.12)}V${H}H0Z`, p.a[2], {
      opacity: 0.35,
    }) +
    path(`M0 ${n(g + H * 0.02)}Q${n(W * 0.45)} ${n(g - H * 0.08)} ${W} ${n(g + H * 0.01)}V${H}H0Z`, p.a[0], { opacity: 0.35 })
  )
}

const arch: Draw = (c) => {
  const r = 92 * c.k
  const top = c.cy - 60 * c.k
  const d = (inset: number) =>
    `M${n(c.cx - r + inset)} ${c.H}V${n(top)}A${n(r - inset)} ${n(r - inset)} 0 0 1 ${n(c.cx + r - inset)} ${n(top)}V${c.H}Z`
  return path(d(0), c.p.paper, { opacity: 0.7 }) + path(d(8 * c.k), 'none', { stroke: c.p.a[0], 'stroke-width': 3 * c.k, opacity: 0.6 })
}

const pointedArch: Draw = (c) => {
  const r = 96 * c.k
  const top = c.cy - 40 * c.k
  const d = (inset: number) =>
    `M${n(c.cx - r + inset)} ${c.H}V${n(top)}Q${n(c.cx - r + inset)} ${n(top - 70 * c.k)} ${n(c.cx)} ${n(top - 110 * c.k + inset)}Q${n(c.cx + r - inset)} ${n(top - 70 * c.k)} ${n(c.cx + r - inset)} ${n(top)}V${c.H}Z`
  return path(d(0), c.p.paper, { opacity: 0.08 }) + path(d(6 * c.k), 'none', { stroke: c.p.a[0], 'stroke-width': 4 * c.k, opacity: 0.8 })
}

const confetti: Draw = (c) => {
  let out = ''
  for (let i = 0; i < 34; i++) {
    const x = c.r.range(0, c.W)
    const y = c.r.range(0, c.H)
    const s = short(c) * 0.018
    out +=
      i % 3
        ? rect(x, y, s, s * 1.8, c.p.a[i % 3]!, {
            transform: `rotate(${Math.round(c.r.range(0, 180))} ${Math.round(x)} ${Math.round(y)})`,
            opacity: 0.85,
          })
        : circle(x, y, s * 0.6, c.p.a[0], { opacity: 0.85 })
  }
  return out
}

const pedestal: Draw = (c) => {
  const g = ground(c)
  const rx = 84 * c.k
  const ry = 14 * c.k
  return rect(c.cx - rx, g, rx * 2, c.H - g, c.p.a[2], { opacity: 0.8 }) + ellipse(c.cx, g, rx, ry, c.p.paper)
}

const waves: Draw = (c) => {
  const { W, H, p } = c
  let out = ''
  for (let i = 0; i < 3; i++) {
    const y = H * (0.7 + i * 0.1)
    const a = short(c) * 0.03
    let d = `M0 ${n(y)}`
    for (let k = 0; k < 3; k++)
      d += `Q${n(((k + 0.25) * W) / 3)} ${n(y - a)} ${n(((k + 0.5) * W) / 3)} ${n(y)}T${n(((k + 1) * W) / 3)} ${n(y)}`
    out += path(`${d}V${H}H0Z`, p.a[i]!, { opacity: 0.3 + i * 0.1 })
  }
  return out
}

const tabletop: Draw = (c) => {
  const g = ground(c)
  return (
    rect(0, g, c.W, c.H - g, c.p.a[1], { opacity: 0.3 }) +
    rect(0, g, c.W, 3 * c.k, c.p.ink, { opacity: 0.12 }) +
    ellipse(c.cx, g + 2 * c.k, 78 * c.k, 8 * c.k, c.p.ink, { opacity: 0.14 })
  )
}

const patternFill = (id: string, size: number, body: string, transform = '') =>
  `<pattern id="${id}" width="${n(size)}" height="${n(size)}" patternUnits="userSpaceOnUse"${transform ? ` patternTransform="${transform}"` : ''}>${body}</pattern>`

const stripes: Draw = (c) => {
  const s = short(c) * 0.08
  return (
    patternFill('stripes', s, rect(0, 0, s / 2, s, c.p.paper), 'rotate(35)') +
    rect(0, 0, c.W, c.H, 'url(#stripes)', { opacity: c.dark ? 0.14 : 0.35 })
  )
}

const dots: Draw = (c) => {
  const s = short(c) * 0.05
  return patternFill('dots', s, circle(s / 2, s / 2, s * 0.12, detail(c))) + rect(0, 0, c.W, c.H, 'url(#dots)', { opacity: 0.2 })
}

const grid: Draw = (c) => {
  const s = short(c) * 0.06
  return (
    patternFill('grid', s, path(`M${n(s)} 0H0V${n(s)}`, 'none', { stroke: detail(c), 'stroke-width': 1.5 })) +
    rect(0, 0, c.W, c.H, 'url(#grid)', { opacity: 0.14 })
  )
}

const spotlight: Draw = (c) =>
  circle(c.cx, c.cy, 106 * c.k, c.p.paper, { opacity: 0.75 }) +
  circle(c.cx, c.cy, 120 * c.k, 'none', { stroke: c.p.a[0], 'stroke-width': 2.5 * c.k, opacity: 0.6 })

const starry: Draw = (c) => {
  let out = ''
  for (let i = 0; i < 30; i++)
    out += circle(c.r.range(0, c.W), c.r.range(0, c.H), short(c) * c.r.range(0.002, 0.005), c.p.paper, {
      opacity: +c.r.range(0.4, 0.95).toFixed(2),
    })
  for (let i = 0; i < 5; i++)
    out += polygon(starPoints(c.r.range(0, c.W), c.r.range(0, c.H * 0.6), short(c) * 0.02, short(c) * 0.006, 4), c.p.a[2] ?? c.p.paper, {
      opacity: 0.9,
    })
  return out
}

const starPattern: Draw = (c) => {
  const s = short(c) * 0.12
  const h = s / 2
  const q = s * 0.28
  const star =
    polygon(
      [
        [h - q, h - q],
        [h + q, h - q],
        [h + q, h + q],
        [h - q, h + q],
      ],
      'none',
      { stroke: c.p.a[0], 'stroke-width': 1.5 },
    ) +
    polygon(
      [
        [h, h - q * 1.41],
        [h + q * 1.41, h],
        [h, h + q * 1.41],
        [h - q * 1.41, h],
      ],
      'none',
      { stroke: c.p.a[0], 'stroke-width': 1.5 },
    )
  return patternFill('stars8', s, star) + rect(0, 0, c.W, c.H, 'url(#stars8)', { opacity: 0.3 })
}

const storyChrome: Draw = (c) => {
  const { W, H, p } = c
  const s = short(c)
  const seg = (W * 0.9 - 3 * s * 0.015) / 4
  let bars = ''
  for (let i = 0; i < 4; i++)
    bars += rect(W * 0.05 + i * (seg + s * 0.015), H * 0.03, seg, s * 0.012, p.paper, { rx: s * 0.006, opacity: i < 2 ? 0.95 : 0.4 })
  return (
    bars +
    circle(W * 0.1, H * 0.075, s * 0.04, p.paper, { opacity: 0.9 }) +
    rect(W * 0.17, H * 0.068, W * 0.3, s * 0.02, p.paper, { rx: s * 0.01, opacity: 0.7 }) +
    rect(W * 0.06, H * 0.9, W * 0.72, H * 0.045, 'none', { rx: H * 0.0225, stroke: p.paper, 'stroke-width': s * 0.005, opacity: 0.7 })
  )
}

const filmEdges: Draw = (c) => {
  const { W, H, p } = c
  const band = H * 0.11
  let holes = ''
  const count = 16
  for (let i = 0; i < count; i++) {
    const x = (i + 0.3) * (W / count)
    holes +=
      rect(x, band * 0.3, W / count / 2.4, band * 0.4, p.paper, { opacity: 0.6, rx: 3 }) +
      rect(x, H - band * 0.7, W / count / 2.4, band * 0.4, p.paper, { opacity: 0.6, rx: 3 })
  }
  return rect(0, 0, W, band, '#05070c') + rect(0, H - band, W, band, '#05070c') + holes
}

/** Drawn over the motif: a player's play button and progress bar. */
const playButton: Draw = (c) => {
  const { W, H, p } = c
  const s = short(c)
  const y = H * 0.8
  return (
    circle(W * 0.08, y, s * 0.055, p.paper, { opacity: 0.92 }) +
    polygon(
      [
        [W * 0.08 - s * 0.018, y - s * 0.028],
        [W * 0.08 + s * 0.03, y],
        [W * 0.08 - s * 0.018, y + s * 0.028],
      ],
      p.ink,
    ) +
    rect(W * 0.15, y - s * 0.006, W * 0.78, s * 0.012, p.paper, { opacity: 0.35, rx: s * 0.006 }) +
    rect(W * 0.15, y - s * 0.006, W * 0.3, s * 0.012, p.a[0], { rx: s * 0.006 })
  )
}

const none: Draw = () => ''

/** Backdrops and overlays with the word an alt text must contain to describe them. */
export const layers = {
  hills: { keyword: 'hills', draw: hills },
  arch: { keyword: 'arch', draw: arch },
  pointedArch: { keyword: 'pointed arch', draw: pointedArch },
  confetti: { keyword: 'confetti', draw: confetti },
  pedestal: { keyword: 'pedestal', draw: pedestal },
  waves: { keyword: 'wave', draw: waves },
  tabletop: { keyword: 'table', draw: tabletop },
  stripes: { keyword: 'stripe', draw: stripes },
  dots: { keyword: 'dot', draw: dots },
  grid: { keyword: 'grid', draw: grid },
  spotlight: { keyword: 'spotlight', draw: spotlight },
  stars: { keyword: 'star', draw: starry },
  starPattern: { keyword: 'star pattern', draw: starPattern },
  story: { keyword: 'story progress bars', draw: storyChrome },
  film: { keyword: 'film strip', draw: filmEdges },
  play: { keyword: 'play button', draw: playButton },
  none: { keyword: '', draw: none },
} as const satisfies Record<string, { keyword: string; draw: Draw }>

export type LayerName = keyof typeof layers
