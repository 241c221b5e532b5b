import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { photoAssetDir, type PhotoLibrary } from '../../content/photo-library.ts'
import { cacheKey, readCached, writeCached, type CachedPhoto } from './cache.ts'
import { encodePhoto } from './encode.ts'
import { centre } from './focus.ts'
import { scanPhotos } from './scan.ts'
import { pipelineVersion } from './settings.ts'

export type BuiltLibrary = {
  library: PhotoLibrary
  /** URL path under /assets/photos/ -> the cached file to publish there. */
  outputs: Map<string, string>
  problems: string[]
  stats: { photos: number; encoded: number; reused: number; ms: number }
}

export type BuildOptions = {
  photosDir: string
  cacheDir: string
  /** Stop at the first photo without alt text (a build), or just report (the content test). */
  strict?: boolean
  log?: (line: string) => void
}

const slugOf = (path: string) =>
  path
    .replace(/\.[^.]+$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/**
 * Scans the photos folder and makes sure every original has its outputs in the cache,
 * encoding only originals (or settings) the cache has not seen.
 */
export async function buildPhotoLibrary({ photosDir, cacheDir, strict = true, log }: BuildOptions): Promise<BuiltLibrary> {
  const started = performance.now()
  const { photos, problems } = scanPhotos(photosDir)
  if (strict && problems.length > 0) throw new Error(`Photos need fixing:\n  ${problems.join('\n  ')}`)

  const library: PhotoLibrary = { photos: {}, folders: {} }
  const outputs = new Map<string, string>()
  let encoded = 0
  for (const photo of photos) {
    const original = await readFile(photo.absolute)
    const focus = photo.meta?.focus ?? centre
    const key = cacheKey(original, focus, pipelineVersion)
    let cached: CachedPhoto | undefined = await readCached(cacheDir, key)
    if (!cached) {
      const t = performance.now()
      cached = await writeCached(cacheDir, key, await encodePhoto(original, focus))
      encoded += 1
      log?.(`  encoded ${photo.path} (${cached.width}x${cached.height}) in ${Math.round(performance.now() - t)} ms`)
    }
    const file = `${slugOf(photo.path)}-${key.slice(0, 10)}`
    library.photos[photo.path] = {
      width: cached.width,
      height: cached.height,
      file,
      widths: cached.widths,
      color: cached.color,
      placeholder: cached.placeholder,
      position: cached.position,
      ...(photo.meta?.alt ? { alt: photo.meta.alt } : {}),
    }
    ;(library.folders[photo.folder] ??= []).push(photo.path)
    for (const name of cached.files) outputs.set(`${photoAssetDir}/${file}-${name}`, join(cached.dir, name))
  }
  const ms = Math.round(performance.now() - started)
  return { library, outputs, problems, stats: { photos: photos.length, encoded, reused: photos.length - encoded, ms } }
}
