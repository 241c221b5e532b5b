/**
 * Moves the icon preset's inline SVGs (`--un-icon: url("data:image/svg+xml;utf8,…")`) into one
 * SVG sprite and points every icon at a `<view>` in it (`url(sprite.svg#i3)`).
 *
 * Why: Chromium builds a separate SVG document for every distinct data-URI image while it
 * computes styles, about 2 ms each on a fast machine and 4x that on a phone, so a page with
 * 30 icons spent most of its first style pass on them. One sprite is one document, loaded
 * off the critical path, and a cached file for every later page.
 */

const DATA_URI = /^url\("data:image\/svg\+xml;utf8,(.*)"\)$/s
const GAP = 8

/** The viewBox and the markup inside the root `<svg>` of one icon. */
function parseIcon(svg) {
  const viewBox = /viewBox='([^']*)'/.exec(svg)?.[1] ?? /viewBox="([^"]*)"/.exec(svg)?.[1]
  if (!viewBox) throw new Error(`icon-sprite: an icon has no viewBox: ${svg.slice(0, 80)}`)
  const box = viewBox
    .trim()
    .split(/[\s,]+/)
    .map(Number)
  if (box.length !== 4 || box.some((n) => !Number.isFinite(n))) throw new Error(`icon-sprite: bad viewBox "${viewBox}"`)
  const inner = svg.replace(/^\s*<svg\b[^>]*>/s, '').replace(/<\/svg>\s*$/s, '')
  return { box, inner }
}

/**
 * Rewrites the icon declarations in `root` (a postcss Root) to `${spriteUrl}#iN` and returns
 * the sprite's markup, or undefined when the stylesheet has no inline icons. Identical icons
 * share one view; views are numbered in order of first appearance, so the same stylesheet
 * always gives the same sprite.
 */
export function extractIconSprite(root, spriteUrl) {
  const ids = new Map()
  const parts = []
  let x = 0
  root.walkDecls('--un-icon', (decl) => {
    const match = DATA_URI.exec(decl.value.trim())
    if (!match) return
    const svg = decodeURIComponent(match[1])
    let id = ids.get(svg)
    if (!id) {
      id = `i${ids.size}`
      ids.set(svg, id)
      const { box, inner } = parseIcon(svg)
      const [minX, minY, width, height] = box
      parts.push(
        `<view id="${id}" viewBox="${x} 0 ${width} ${height}"/>` +
          `<svg x="${x}" y="0" width="${width}" height="${height}" viewBox="${minX} ${minY} ${width} ${height}">${inner}</svg>`,
      )
      x += width + GAP
    }
    decl.value = `url("${spriteUrl}#${id}")`
  })
  if (parts.length === 0) return undefined
  return `<svg xmlns="http://www.w3.org/2000/svg">${parts.join('')}</svg>\n`
}
