import { circle, group, n, path, polygon, rect } from '../svg.ts'
import type { Draw } from '../types.ts'

/** The eight posters of the passion-project series; each carries its own colours (named in the alt texts). */

const field = (W: number, H: number, fill: string) => rect(0, 0, W, H, fill)

export const concentric: Draw = ({ W, H }) => {
  const s = Math.min(W, H)
  let rings = ''
  for (let i = 0; i < 6; i++)
    rings += circle(W / 2, H * 0.44, s * (0.42 - i * 0.068), 'none', { stroke: '#f2a541', 'stroke-width': s * 0.03 })
  return (
    field(W, H, '#0f4c5c') + rings + circle(W / 2, H * 0.44, s * 0.04, '#f2a541') + rect(W * 0.1, H * 0.86, W * 0.8, s * 0.012, '#f2a541')
  )
}

export const diagonalBands: Draw = ({ W, H }) => {
  let bands = ''
  const step = Math.max(W, H) / 7
  for (let i = -6; i < 10; i++) bands += rect(i * step, -H, step * 0.5, H * 3, i % 2 ? '#ff6b5a' : '#f8ecd4')
  return (
    field(W, H, '#1d2b53') +
    group(`rotate(-30 ${n(W / 2)} ${n(H / 2)})`, bands, { opacity: 0.95 }) +
    rect(W * 0.12, H * 0.12, W * 0.76, H * 0.76, 'none', { stroke: '#1d2b53', 'stroke-width': Math.min(W, H) * 0.04 })
  )
}

export const triangles: Draw = ({ W, H }) => {
  let out = field(W, H, '#f5ecd7')
  const cols = 4
  const w = W / cols
  for (let row = 0; row < 5; row++) {
    for (let c = 0; c < cols; c++) {
      const x = c * w
      const y = H * 0.12 + row * H * 0.16
      out += polygon(
        [
          [x, y + H * 0.14],
          [x + w / 2, y],
          [x + w, y + H * 0.14],
        ],
        (row + c) % 2 ? '#e0a526' : '#1a1a1a',
      )
    }
  }
  return out
}

export const halfMoons: Draw = ({ W, H }) => {
  const r = Math.min(W, H) * 0.3
  const cy = H * 0.46
  return (
    field(W, H, '#2b2d6e') +
    path(`M${n(W / 2 - 12)} ${n(cy - r)}A${n(r)} ${n(r)} 0 0 0 ${n(W / 2 - 12)} ${n(cy + r)}Z`, '#f4a7b9') +
    path(`M${n(W / 2 + 12)} ${n(cy - r)}A${n(r)} ${n(r)} 0 0 1 ${n(W / 2 + 12)} ${n(cy + r)}Z`, '#f4a7b9', { opacity: 0.7 }) +
    circle(W / 2, H * 0.84, Math.min(W, H) * 0.04, '#f4a7b9')
  )
}

export const dotGrid: Draw = ({ W, H }) => {
  let dots = ''
  const cols = 8
  const rows = 11
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const t = (r / rows + c / cols) / 2
      dots += circle(((c + 0.5) * W) / cols, ((r + 0.5) * H) / rows, (W / cols) * (0.08 + t * 0.36), '#1f4bd8')
    }
  }
  return field(W, H, '#f7f5ef') + dots
}

export const waveLayers: Draw = ({ W, H }) => {
  const colours = ['#99e2cf', '#5cc4ae', '#2a9d8f', '#177e73', '#0f5f58']
  let waves = ''
  colours.forEach((c, i) => {
    const y = H * (0.5 + i * 0.1)
    const a = H * 0.03
    const seg = W / 4
    let d = `M0 ${n(y)}`
    for (let k = 0; k < 4; k++) d += `Q${n(k * seg + seg / 4)} ${n(y - a)} ${n(k * seg + seg / 2)} ${n(y)}T${n((k + 1) * seg)} ${n(y)}`
    waves += path(`${d}V${H}H0Z`, c)
  })
  return field(W, H, '#fdfbf1') + circle(W * 0.68, H * 0.28, Math.min(W, H) * 0.16, '#fde9a8') + waves
}

export const arches: Draw = ({ W, H }) => {
  const colours = ['#c8553d', '#e07a5f', '#f2cc8f', '#fdf3e1', '#c8553d']
  let out = field(W, H, '#ecd9b8')
  const base = H * 0.82
  colours.forEach((c, i) => {
    const r = W * (0.42 - i * 0.08)
    out += path(
      `M${n(W / 2 - r)} ${n(base)}V${n(base - H * 0.2)}A${n(r)} ${n(r)} 0 0 1 ${n(W / 2 + r)} ${n(base - H * 0.2)}V${n(base)}Z`,
      c,
    )
  })
  return out + rect(0, base, W, H - base, '#c8553d')
}

export const starburst: Draw = ({ W, H }) => {
  const cx = W / 2
  const cy = H / 2
  const R = Math.max(W, H)
  let rays = ''
  for (let i = 0; i < 24; i++) {
    const a1 = (i / 24) * Math.PI * 2
    const a2 = ((i + 0.5) / 24) * Math.PI * 2
    rays += polygon(
      [
        [cx, cy],
        [cx + Math.cos(a1) * R, cy + Math.sin(a1) * R],
        [cx + Math.cos(a2) * R, cy + Math.sin(a2) * R],
      ],
      i % 2 ? '#f49d37' : '#d7263d',
    )
  }
  return field(W, H, '#fbf3e4') + rays + circle(cx, cy, Math.min(W, H) * 0.14, '#fbf3e4')
}
