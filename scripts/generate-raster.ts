/**
 * PNG versions of what cannot be SVG: app icons (apple-touch-icon, manifest icons) and the
 * Open Graph share images, one per page (social platforms do not render SVG). Run after
 * `npm run images`:  npm run raster
 * Deterministic for a given machine's fonts (card text falls back to the system sans).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { categoryIds, projectIds } from '#content/ids.ts'
import { projects } from '#content/lib/projects.ts'
import { shareImagePath } from '#content/lib/share-images.ts'
import { landingSeo, pageSeo } from '#content/seo.ts'
import { site } from '#content/site.ts'
import { pageShareCard, projectShareCard, SHARE } from './raster/share-cards.ts'

type Job = [svg: () => string, png: string, width: number]

const publicDir = join(import.meta.dirname, '..', 'public')
const readPublic = (path: string) => readFileSync(join(publicDir, path), 'utf8')

function writePng(svg: string, pngPath: string, width: number) {
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

const icons: Job[] = [
  [() => readPublic('/favicon.svg'), '/apple-touch-icon.png', 180],
  [() => readPublic('/favicon.svg'), '/icon-192.png', 192],
  [() => readPublic('/favicon.svg'), '/icon-512.png', 512],
]
const pages: Job[] = [landingSeo, ...Object.values(pageSeo)].map((page) => [
  () => pageShareCard(site.brand, page.path === '/' ? 'Creative Digital Design' : page.title),
  page.image ?? shareImagePath.default,
  SHARE.width,
])
const categoryCards: Job[] = categoryIds.map((id) => [() => readPublic(`/images/og/${id}.svg`), shareImagePath.category(id), SHARE.width])
const projectCards: Job[] = projectIds
  .filter((id) => projects[id].cover.src.startsWith('/images/'))
  .map((id) => [
    () => projectShareCard(readPublic(projects[id].cover.src), projects[id].title, site.brand),
    shareImagePath.project(id),
    SHARE.width,
  ])
const jobs: Job[] = [
  ...icons,
  [() => readPublic('/images/og/default.svg'), shareImagePath.default, SHARE.width],
  ...pages,
  ...categoryCards,
  ...projectCards,
]

let bytes = 0
for (const [svg, png, width] of jobs) bytes += writePng(svg(), png, width)
console.log(`Wrote ${jobs.length} PNG files (${Math.round(bytes / 1024)} KB) under public/`)
