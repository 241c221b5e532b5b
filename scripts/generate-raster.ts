/**
 * PNG versions of what cannot be SVG: app icons (apple-touch-icon, manifest icons) and the
 * Open Graph share images (social platforms do not render SVG). Run after `npm run images`:
 *   npm run raster
 * Deterministic for a given machine's fonts (text in share cards falls back to system sans).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { categoryIds, projectIds } from '../content/ids.ts'
import { projects } from '../content/projects/index.ts'
import { shareImagePath } from '../content/seo.ts'

const publicDir = join(import.meta.dirname, '..', 'public')

function rasterise(svgPath: string, pngPath: string, width: number) {
  const svg = readFileSync(join(publicDir, svgPath), 'utf8')
  const png = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
  })
    .render()
    .asPng()
  mkdirSync(dirname(join(publicDir, pngPath)), { recursive: true })
  writeFileSync(join(publicDir, pngPath), png)
  return png.length
}

const jobs: [svg: string, png: string, width: number][] = [
  ['/favicon.svg', '/apple-touch-icon.png', 180],
  ['/favicon.svg', '/icon-192.png', 192],
  ['/favicon.svg', '/icon-512.png', 512],
  ['/images/og/default.svg', shareImagePath.default, 1200],
  ...categoryIds.map((id): [string, string, number] => [`/images/og/${id}.svg`, shareImagePath.category(id), 1200]),
  ...projectIds
    .filter((id) => projects[id].cover.src.startsWith('/images/'))
    .map((id): [string, string, number] => [projects[id].cover.src, shareImagePath.project(id), 1200]),
]

let bytes = 0
for (const [svg, png, width] of jobs) bytes += rasterise(svg, png, width)
console.log(`Wrote ${jobs.length} PNG files (${Math.round(bytes / 1024)} KB) under public/`)
