import { shareCardSize } from '#content/lib/media.ts'
import { defaultShareCard } from '../artwork/share-cards.ts'
import { escapeXml } from '../artwork/svg.ts'

/** Open Graph's preferred size, as the content names it; platforms crop anything else to about 1.91:1. */
export const SHARE = shareCardSize

/** A static page's card: the brand card with the page's own title. */
export function pageShareCard(brand: string, title: string) {
  return defaultShareCard({ src: `page:${title}`, alt: `${brand}: ${title}`, ...SHARE }, brand, title)
}

/**
 * A project's card: its cover artwork cropped to 1200x630 (nested <svg> with `slice`), under a dark
 * band with the project's title and the brand, so the image says which page it belongs to.
 */
export function projectShareCard(coverSvg: string, title: string, brand: string) {
  const { width: W, height: H } = SHARE
  const size = /^<svg[^>]*\swidth="([\d.]+)"[^>]*\sheight="([\d.]+)"/.exec(coverSvg)
  if (!size) throw new Error('cover SVG without width and height')
  const [w, h] = [Number(size[1]), Number(size[2])]
  const scale = Math.max(W / w, H / h)
  // A scaled group rather than a nested <svg>: resvg mis-handles patterns inside nested viewports.
  const body = coverSvg
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<title[^>]*>.*?<\/title>/, '')
  const inner = `<g transform="translate(${(W - w * scale) / 2} ${(H - h * scale) / 2}) scale(${scale})">${body}</g>`
  const font = `font-family="'Space Grotesk', 'DejaVu Sans', sans-serif"`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    inner +
    `<linearGradient id="band" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b0b14" stop-opacity="0"/><stop offset="1" stop-color="#0b0b14" stop-opacity="0.85"/></linearGradient>` +
    `<rect x="0" y="${H * 0.55}" width="${W}" height="${H * 0.45}" fill="url(#band)"/>` +
    `<text x="64" y="${H - 110}" ${font} font-size="64" font-weight="700" fill="#ffffff">${escapeXml(title)}</text>` +
    `<text x="64" y="${H - 56}" ${font} font-size="32" font-weight="500" fill="#ffffff" opacity="0.9">${escapeXml(brand)}</text>` +
    `</svg>`
  )
}
