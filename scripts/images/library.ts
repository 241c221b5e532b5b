import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import sharp from 'sharp'
import type { AspectRatio } from '#content/lib/schema.ts'
import { photoAssetDir, type PhotoLibrary } from '#content/lib/photo-library.ts'
import { cacheKey, readCached, writeCached, type CachedPhoto } from './cache.ts'
import { encodePhoto } from './encode.ts'
import { centre } from './focus.ts'
import { scanPhotos, type ScannedPhoto } from './scan.ts'
import { largestDrawnBox, pipelineVersion, shareImage, supportedFormatsText } from './settings.ts'

export type BuiltLibrary = {
  library: PhotoLibrary
  /** URL path under /assets/photos/ -> the cached file to publish there. */
  outputs: Map<string, string>
  /** One line each: the file, what is wrong, what to do. */
  problems: string[]
  /** Originals that work but are smaller than they are drawn or shared: one line each, with the size needed. */
  warnings: string[]
  stats: { photos: number; encoded: number; reused: number; ms: number }
}

export type BuildOptions = {
  photosDir: string
  cacheDir: string
  /** Stop on any problem (a build), or just report them (the content test). */
  strict?: boolean
  /** The tile shapes a folder's photos are drawn in (scripts/images/tiles.ts): each gets variants cropped to it. */
  tileAspects?: (folder: string, sizes: readonly { width: number; height: number }[], isPage: boolean) => AspectRatio[]
  /** The card shapes a folder's first photo is also drawn in as its page's cover. */
  coverAspects?: (folder: string, isPage: boolean) => AspectRatio[]
  log?: (line: string) => void
}

/** Every problem with the originals at once, one line each; no stack trace (the lines say all there is). */
export class PhotoProblems extends Error {
  declare readonly problems: string[]
  constructor(problems: string[]) {
    super(
      `${problems.length} photo${problems.length === 1 ? '' : 's'} to fix in content/photos (nothing was built):\n  ${problems.join('\n  ')}`,
    )
    // Not enumerable, so a tool that prints the error whole does not list the problems twice.
    Object.defineProperty(this, 'problems', { value: problems, enumerable: false })
    this.stack = this.message
  }
}

const slugOf = (path: string) =>
  path
    .normalize('NFD')
    .replace(/\.[^.]+$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** What sharp's decoder says, as something a photographer can act on. */
function unreadable(photo: ScannedPhoto, error: unknown): string {
  const reason = String((error as Error)?.message ?? error)
    .split('\n')[0]!
    .trim()
  const where = `content/photos/${photo.path}`
  if (/premature end|truncated|corrupt|invalid|bad|damaged|not a (jpeg|png)|unexpected end|read error/i.test(reason)) {
    return `${where}: the file is damaged or cut short (${reason}): copy it again from the camera or export it again from your photo editor`
  }
  return `${where}: cannot be read as an image (${reason}); its contents may not match its name (a renamed HEIC?): export it again as JPEG (${supportedFormatsText})`
}

/** The size needed where an original is drawn largest (the lightbox on a 1920x1080 screen) and shared (1200x630). */
function tooSmall(photo: ScannedPhoto, width: number, height: number): string | undefined {
  const fit = Math.min(largestDrawnBox.width / width, largestDrawnBox.height / height)
  const drawn = { width: Math.round(width * fit), height: Math.round(height * fit) }
  const shareScale = Math.max(shareImage.width / width, shareImage.height / height)
  const lacks: string[] = []
  if (fit > 1) lacks.push(`the lightbox draws it at ${drawn.width}x${drawn.height} px on a 1920x1080 screen`)
  if (shareScale > 1) lacks.push(`its ${shareImage.width}x${shareImage.height} share image would be enlarged ${shareScale.toFixed(1)}x`)
  if (lacks.length === 0) return undefined
  const need = {
    width: Math.max(fit > 1 ? drawn.width : 0, Math.ceil(width * shareScale)),
    height: Math.max(fit > 1 ? drawn.height : 0, Math.ceil(height * shareScale)),
  }
  return `content/photos/${photo.path}: ${width}x${height} px is too small (${lacks.join('; ')}): use an original of at least ${need.width}x${need.height} px, or it will look soft`
}

/** Each folder's tile crops, from the upright sizes of its photos (read from the file headers only). */
async function folderCrops(photos: ScannedPhoto[], pages: Record<string, unknown>, tileAspects: BuildOptions['tileAspects']) {
  const crops = new Map<string, AspectRatio[]>()
  if (!tileAspects) return crops
  const sizes = new Map<string, { width: number; height: number }[]>()
  for (const photo of photos) {
    const list = sizes.get(photo.folder) ?? []
    sizes.set(photo.folder, list)
    try {
      const meta = await sharp(photo.absolute).metadata()
      const turned = (meta.orientation ?? 1) >= 5
      if (meta.width && meta.height)
        list.push(turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height })
    } catch {
      // Reported with the file's other problems when it is encoded.
    }
  }
  for (const [folder, list] of sizes) crops.set(folder, tileAspects(folder, list, folder in pages))
  return crops
}

/**
 * Scans the photos folder and makes sure every original has its outputs in the cache,
 * encoding only originals (or settings) the cache has not seen. A file that cannot be decoded is
 * reported with the others; it stops nothing until every photo has been looked at.
 */
export async function buildPhotoLibrary({
  photosDir,
  cacheDir,
  strict = true,
  log,
  tileAspects,
  coverAspects,
}: BuildOptions): Promise<BuiltLibrary> {
  const started = performance.now()
  const { photos, pages, problems } = scanPhotos(photosDir)
  const warnings: string[] = []
  const cropsOf = await folderCrops(photos, pages, tileAspects)

  const library: PhotoLibrary = { photos: {}, folders: {}, pages }
  const outputs = new Map<string, string>()
  let encoded = 0
  const seen = new Set<string>()
  for (const photo of photos) {
    const original = await readFile(photo.absolute)
    const focus = photo.meta?.focus ?? centre
    const first = !seen.has(photo.folder)
    seen.add(photo.folder)
    const crops = [
      ...new Set([
        ...(cropsOf.get(photo.folder) ?? []),
        ...(first && coverAspects ? coverAspects(photo.folder, photo.folder in pages) : []),
      ]),
    ]
    const key = cacheKey(original, focus, pipelineVersion, crops)
    let cached: CachedPhoto | undefined = await readCached(cacheDir, key)
    if (!cached) {
      const t = performance.now()
      try {
        cached = await writeCached(cacheDir, key, await encodePhoto(original, focus, crops))
      } catch (error) {
        problems.push(unreadable(photo, error))
        continue
      }
      encoded += 1
      log?.(`  encoded ${photo.path} (${cached.width}x${cached.height}) in ${Math.round(performance.now() - t)} ms`)
    }
    const small = tooSmall(photo, cached.width, cached.height)
    if (small) warnings.push(small)
    const file = `${slugOf(photo.path)}-${key.slice(0, 10)}`
    library.photos[photo.path] = {
      width: cached.width,
      height: cached.height,
      file,
      widths: cached.widths,
      color: cached.color,
      placeholder: cached.placeholder,
      position: cached.position,
      ...(Object.keys(cached.crops ?? {}).length > 0 ? { crops: cached.crops } : {}),
      ...(photo.meta?.alt ? { alt: photo.meta.alt } : {}),
    }
    ;(library.folders[photo.folder] ??= []).push(photo.path)
    for (const name of cached.files) outputs.set(`${photoAssetDir}/${file}-${name}`, join(cached.dir, name))
  }
  for (const warning of warnings) log?.(`photo pipeline: warning: ${warning}`)
  if (strict && problems.length > 0) throw new PhotoProblems(problems)
  const ms = Math.round(performance.now() - started)
  return { library, outputs, problems, warnings, stats: { photos: photos.length, encoded, reused: photos.length - encoded, ms } }
}
