/**
 * Draws every local image the content refers to, as original SVG artwork of the exact
 * size given in content/: `npm run images`. Deterministic (seeded by file name), so a
 * second run changes nothing. Files under public/images that no content refers to any
 * more are removed.
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { categoryIds } from '#content/ids.ts'
import { contentModules } from '#content/lib/modules.ts'
import { collectImages } from '#content/lib/media.ts'
import { categories } from '#content/categories.ts'
import { site } from '#content/site.ts'
import { missingAltWords, planArtwork } from './artwork/plan.ts'
import { renderArtwork } from './artwork/render.ts'
import { categoryShareCard, defaultShareCard, favicon } from './artwork/share-cards.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const publicDir = join(root, 'public')

type LocalImage = { src: string; alt: string; width: number; height: number }

function localImages(): LocalImage[] {
  const bySrc = new Map<string, LocalImage>()
  const problems: string[] = []
  for (const image of collectImages(contentModules)) {
    if (!image.src.startsWith('/images/')) continue
    const seen = bySrc.get(image.src)
    if (seen && (seen.width !== image.width || seen.height !== image.height)) {
      problems.push(`${image.src}: used as ${seen.width}x${seen.height} and as ${image.width}x${image.height}`)
    }
    if (!seen) bySrc.set(image.src, image)
  }
  if (problems.length) throw new Error(`Inconsistent image sizes:\n${problems.join('\n')}`)
  return [...bySrc.values()].sort((a, b) => a.src.localeCompare(b.src))
}

function draw(image: LocalImage): string {
  if (image.src === '/images/og/default.svg') return defaultShareCard(image, site.brand, 'Creative Digital Design')
  const og = /^\/images\/og\/([a-z0-9-]+)\.svg$/.exec(image.src)
  if (og) {
    const id = categoryIds.find((c) => c === og[1])
    if (!id) throw new Error(`${image.src}: no category named ${og[1]}`)
    return categoryShareCard(image, id, categories[id].title, site.brand)
  }
  const plan = planArtwork(image.src)
  if (!plan) throw new Error(`${image.src}: no artwork series for this file; add one in scripts/artwork/series.ts`)
  const missing = missingAltWords(image.alt, plan)
  if (missing.length)
    throw new Error(`${image.src}: the alt text does not name what the artwork shows (${missing.join(', ')}): "${image.alt}"`)
  return renderArtwork(image, plan)
}

function listSvgs(dir: string): string[] {
  let found: string[] = []
  let entries: string[]
  try {
    entries = readdirSync(dir)
  } catch {
    return found
  }
  for (const name of entries) {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) found = found.concat(listSvgs(full))
    else if (name.endsWith('.svg')) found.push(full)
  }
  return found
}

const images = localImages()
const written = new Set<string>()
let bytes = 0
let largest = { file: '', size: 0 }
for (const image of images) {
  const svg = draw(image)
  const file = join(publicDir, image.src)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, svg)
  written.add(file)
  const size = Buffer.byteLength(svg)
  bytes += size
  if (size > largest.size) largest = { file: image.src, size }
}
writeFileSync(join(publicDir, 'favicon.svg'), favicon())

const stale = listSvgs(join(publicDir, 'images')).filter((file) => !written.has(file))
for (const file of stale) rmSync(file)

console.log(
  `Wrote ${images.length} images (${(bytes / 1024).toFixed(0)} KB, largest ${largest.file} at ${(largest.size / 1024).toFixed(1)} KB) and favicon.svg` +
    (stale.length ? `; removed ${stale.length} unused: ${stale.map((f) => relative(publicDir, f)).join(', ')}` : ''),
)
