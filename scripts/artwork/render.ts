import { base, layers } from './backdrops.ts'
import { isDark, palettes } from './palettes.ts'
import type { ArtPlan } from './plan.ts'
import { createRng } from './random.ts'
import { escapeXml } from './svg.ts'
import type { Ctx } from './types.ts'

/** The SVG document around some artwork: exact size, accessible title, no scripts or external references. */
export function svgDocument(width: number, height: number, title: string, body: string) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="title">` +
    `<title id="title">${escapeXml(title)}</title>${body}</svg>\n`
  )
}

/** Draws one planned artwork at the image's exact size, seeded by its path. */
export function renderArtwork(image: { src: string; alt: string; width: number; height: number }, plan: ArtPlan) {
  const { width: W, height: H } = image
  const p = palettes[plan.series.palette]
  const short = Math.min(W, H)
  const tall = H / W > 1.5
  const ctx: Ctx = { W, H, cx: W / 2, cy: tall ? H * 0.48 : H / 2, k: (short / 200) * 0.68, p, r: createRng(image.src), dark: isDark(p) }
  const body =
    base(ctx) + layers[plan.backdrop].draw(ctx) + plan.subject.draw(ctx) + plan.overlays.map((name) => layers[name].draw(ctx)).join('')
  return svgDocument(W, H, image.alt, body)
}
