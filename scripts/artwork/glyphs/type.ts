import { circle, n, path, rect } from '../svg.ts'
import type { Draw } from '../types.ts'

/** Typographic posts: one serif character over a primary shape (circle, block, half-circle in turn). */
export const letterPost =
  (char: string, shape: 0 | 1 | 2, italic = false): Draw =>
  ({ W, H, p }) => {
    const s = Math.min(W, H)
    const cx = W / 2
    const cy = H / 2
    const colour = p.a[shape]
    const shapes = [
      circle(cx + s * 0.08, cy - s * 0.06, s * 0.3, colour),
      rect(cx - s * 0.3, cy - s * 0.18, s * 0.5, s * 0.46, colour),
      path(`M${n(cx - s * 0.34)} ${n(cy + s * 0.16)}A${n(s * 0.34)} ${n(s * 0.34)} 0 0 1 ${n(cx + s * 0.34)} ${n(cy + s * 0.16)}Z`, colour),
    ]
    const letter = `<text x="${n(cx)}" y="${n(cy + s * 0.2)}" font-family="Georgia, 'Times New Roman', serif" font-size="${n(s * 0.62)}"${italic ? ' font-style="italic"' : ''} text-anchor="middle" fill="${p.ink}">${char === '&' ? '&amp;' : char}</text>`
    return shapes[shape] + `<g opacity="0.94">${letter}</g>` + rect(s * 0.08, H - s * 0.1, s * 0.16, s * 0.012, p.ink)
  }
