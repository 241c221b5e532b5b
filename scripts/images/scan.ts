import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { photoFolderSchema, type PhotoFolder } from '../../content/schema.ts'
import { isOriginal } from './settings.ts'

export const photoFolderFile = 'photos.json'

export type ScannedPhoto = {
  /** Path under the photos folder with forward slashes, e.g. `wedding-photography/01.jpg`. */
  path: string
  absolute: string
  folder: string
  name: string
  meta?: PhotoFolder[string]
}

export type Scan = { photos: ScannedPhoto[]; problems: string[] }

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true })

/**
 * Every original under `photosDir` (any depth), in file-name order per folder, with what the
 * folder's photos.json says about it, plus readable problems: a photo without alt text, an
 * entry naming no file, a photos.json that does not parse.
 */
export function scanPhotos(photosDir: string): Scan {
  const photos: ScannedPhoto[] = []
  const problems: string[] = []
  if (!existsSync(photosDir)) return { photos, problems }

  const visit = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => byName(a.name, b.name))
    const folder = relative(photosDir, dir).split(sep).join('/')
    const at = (name: string) => (folder ? `${folder}/${name}` : name)
    const metaPath = join(dir, photoFolderFile)
    let meta: PhotoFolder = {}
    if (existsSync(metaPath)) {
      try {
        const parsed = photoFolderSchema.safeParse(JSON.parse(readFileSync(metaPath, 'utf8')))
        if (parsed.success) meta = parsed.data
        else problems.push(...parsed.error.issues.map((i) => `content/photos/${at(photoFolderFile)}: ${i.path.join('.')}: ${i.message}`))
      } catch (error) {
        problems.push(`content/photos/${at(photoFolderFile)}: ${(error as Error).message}`)
      }
    }
    const originals = entries.filter((e) => e.isFile() && isOriginal(e.name)).map((e) => e.name)
    for (const name of originals) {
      photos.push({ path: at(name), absolute: join(dir, name), folder, name, meta: meta[name] })
      if (!meta[name]) problems.push(`content/photos/${at(name)}: no alt text (add it to ${at(photoFolderFile)})`)
    }
    for (const name of Object.keys(meta)) {
      if (!originals.includes(name)) problems.push(`content/photos/${at(photoFolderFile)}: "${name}" names no photo in that folder`)
    }
    for (const entry of entries) if (entry.isDirectory() && !entry.name.startsWith('.')) visit(join(dir, entry.name))
  }
  visit(photosDir)
  return { photos, problems }
}
