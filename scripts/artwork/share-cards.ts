import { base } from './backdrops.ts'
import { monogramPath } from './glyphs/brand.ts'
import { isDark, palettes } from './palettes.ts'
import { createRng } from './random.ts'
import { svgDocument } from './render.ts'
import { series } from './series.ts'
import { escapeXml, n, path, rect } from './svg.ts'
import type { Ctx } from './types.ts'

type Card = { src: string; alt: string; width: number; height: number }

const font = `font-family="'Space Grotesk', 'Inter', 'Segoe UI', Arial, sans-serif"`

const text = (x: number, y: number, size: number, fill: string, content: string, weight = 700) =>
  `<text x="${n(x)}" y="${n(y)}" ${font} font-size="${n(size)}" font-weight="${weight}" fill="${fill}">${escapeXml(content)}</text>`

/** The site-wide share card: D monogram on violet-to-pink with the brand and its line. */
export function defaultShareCard(card: Card, brand: string, line: string) {
  const { width: W, height: H } = card
  const body =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6d28d9"/><stop offset="1" stop-color="#ec4899"/></linearGradient>` +
    rect(0, 0, W, H, 'url(#bg)') +
    `<circle cx="${n(W * 0.85)}" cy="${n(H * 0.15)}" r="${n(H * 0.45)}" fill="#ffffff" opacity="0.08"/>` +
    `<circle cx="${n(W * 0.1)}" cy="${n(H * 0.95)}" r="${n(H * 0.35)}" fill="#06b6d4" opacity="0.18"/>` +
    rect(W * 0.08, H * 0.25, H * 0.5, H * 0.5, '#ffffff', { rx: H * 0.1, opacity: 0.14 }) +
    `<g transform="translate(${n(W * 0.08 + H * 0.25)} ${n(H * 0.5)}) scale(${n(H / 520)})">${path(monogramPath, '#ffffff', { 'fill-rule': 'evenodd' })}</g>` +
    text(W * 0.08 + H * 0.62, H * 0.47, H * 0.17, '#ffffff', brand) +
    text(W * 0.08 + H * 0.62, H * 0.62, H * 0.07, '#ffffff', line, 500)
  return svgDocument(W, H, card.alt, body)
}

/** Long titles ('Artificial Intelligence') take two lines. */
const titleLines = (title: string) => {
  const words = title.split(' ')
  if (title.length <= 14 || words.length < 2) return [title]
  const half = Math.ceil(words.length / 2)
  return [words.slice(0, half).join(' '), words.slice(half).join(' ')]
}

/** A category share card: the category's cover motif on the left, its title and the brand on the right. */
export function categoryShareCard(card: Card, categoryId: string, title: string, brand: string) {
  const { width: W, height: H } = card
  const cover = series[`categories/${categoryId}`]
  if (!cover) throw new Error(`no cover artwork for category ${categoryId}`)
  const p = palettes[cover.palette]
  const dark = isDark(p)
  const ctx: Ctx = { W, H, cx: W * 0.27, cy: H * 0.5, k: (H / 200) * 0.62, p, r: createRng(card.src), dark }
  const ink = dark ? p.paper : p.ink
  const body =
    base(ctx) +
    `<circle cx="${n(ctx.cx)}" cy="${n(ctx.cy)}" r="${n(H * 0.4)}" fill="${p.paper}" opacity="${dark ? 0.08 : 0.55}"/>` +
    cover.subjects[0]!.draw(ctx) +
    titleLines(title)
      .map((line, i, all) =>
        text(
          W * 0.52,
          H * (0.5 - (all.length - 1 - i) * 0.13),
          Math.min(H * (all.length > 1 ? 0.11 : 0.14), (W * 0.44) / (line.length * 0.6)),
          ink,
          line,
        ),
      )
      .join('') +
    rect(W * 0.52, H * 0.57, W * 0.08, H * 0.012, p.a[0]) +
    text(W * 0.52, H * 0.68, H * 0.065, ink, brand, 500)
  return svgDocument(W, H, card.alt, body)
}

/** The favicon: a white D monogram on a violet rounded square. */
export function favicon() {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="#7c3aed"/>` +
    `<g transform="translate(28 32) scale(0.3)">${path(monogramPath, '#ffffff', { 'fill-rule': 'evenodd' })}</g></svg>\n`
  )
}
