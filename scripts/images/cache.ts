import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { EncodedPhoto } from './encode.ts'

export type CachedPhoto = Omit<EncodedPhoto, 'files'> & { key: string; dir: string; files: string[] }

/** The cache key: the original's bytes, the focal point, every pipeline setting and the tile crops asked for. */
export function cacheKey(original: Buffer, focus: unknown, pipelineVersion: string, crops: readonly string[] = []): string {
  return createHash('sha256')
    .update(original)
    .update(JSON.stringify(focus))
    .update(pipelineVersion)
    .update(crops.join(','))
    .digest('hex')
    .slice(0, 16)
}

/**
 * Outputs live in `<cacheDir>/<key>/` with a meta.json written last: a directory without it
 * (an interrupted build) is encoded again.
 */
export async function readCached(cacheDir: string, key: string): Promise<CachedPhoto | undefined> {
  const dir = join(cacheDir, key)
  try {
    const meta = JSON.parse(await readFile(join(dir, 'meta.json'), 'utf8')) as Omit<CachedPhoto, 'key' | 'dir'>
    return { ...meta, key, dir }
  } catch {
    return undefined
  }
}

export async function writeCached(cacheDir: string, key: string, encoded: EncodedPhoto): Promise<CachedPhoto> {
  const dir = join(cacheDir, key)
  const staging = `${dir}.${process.pid}.tmp`
  await rm(staging, { recursive: true, force: true })
  await mkdir(staging, { recursive: true })
  const { files, ...meta } = encoded
  await Promise.all([...files].map(([name, body]) => writeFile(join(staging, name), body)))
  const cached = { ...meta, files: [...files.keys()].sort() }
  await writeFile(join(staging, 'meta.json'), JSON.stringify(cached))
  await rm(dir, { recursive: true, force: true })
  await rename(staging, dir)
  return { ...cached, key, dir }
}
