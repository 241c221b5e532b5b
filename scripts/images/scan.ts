import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { categoryIds } from '#content/ids.ts'
import { photoFolderTextSchema, photoMetaSchema, type PhotoFolderText, type PhotoMeta } from '#content/lib/schema.ts'
import { isOriginal, supportedFormatsText, unsupportedFormat } from './settings.ts'

export const photoFolderFile = 'photos.json'

export type ScannedPhoto = {
  /** Path under the photos folder with forward slashes, NFC-normalised, e.g. `wedding-photography/01.jpg`. */
  path: string
  absolute: string
  folder: string
  name: string
  meta?: PhotoMeta
}

export type Scan = {
  photos: ScannedPhoto[]
  /** Folders whose photos.json gives a title and description: each is a page (its folder name is the slug). */
  pages: Record<string, PhotoFolderText>
  /** One line each: the file, what is wrong, what to do. */
  problems: string[]
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true })
/** macOS and zip tools may store `é` as e + combining accent (NFD); photos.json typed by hand is NFC. Both sides are compared as NFC. */
const nfc = (name: string) => name.normalize('NFC')
const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/
const pageTextKeys = ['title', 'description'] as const
const reservedSlugs = new Set<string>([...categoryIds])

/**
 * Every original under `photosDir` (any depth), in file-name order per folder, with what the folder's
 * photos.json says about it, the folders that are pages of their own, and every problem as one line
 * naming the file, what is wrong and what to do. One bad file or entry is reported alone: it never
 * turns into errors about the other photos.
 */
export function scanPhotos(photosDir: string): Scan {
  const photos: ScannedPhoto[] = []
  const pages: Record<string, PhotoFolderText> = {}
  const problems: string[] = []
  if (!existsSync(photosDir)) return { photos, pages, problems }

  const visit = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => byName(nfc(a.name), nfc(b.name)))
    const folder = nfc(relative(photosDir, dir).split(sep).join('/'))
    const at = (name: string) => (folder ? `${folder}/${name}` : name)
    const shown = (name: string) => `content/photos/${at(name)}`
    const jsonFile = shown(photoFolderFile)
    const files = entries.filter((e) => e.isFile() && !e.name.startsWith('.'))
    const originals = files.filter((e) => isOriginal(e.name))
    const unsupported = files.filter((e) => unsupportedFormat(e.name))
    for (const file of unsupported) problems.push(`${shown(nfc(file.name))}: ${unsupportedFormat(file.name)} (${supportedFormatsText})`)

    const metaPath = join(dir, photoFolderFile)
    const meta = new Map<string, PhotoMeta>()
    /** Entries naming a file whose own problem is already reported (a bad entry, an unsupported format). */
    const explained = new Set<string>()
    let readable = true
    const text: Partial<Record<(typeof pageTextKeys)[number], string>> = {}
    if (existsSync(metaPath)) {
      let json: unknown
      try {
        json = JSON.parse(readFileSync(metaPath, 'utf8'))
      } catch (error) {
        readable = false
        problems.push(
          `${jsonFile}: not valid JSON (${(error as Error).message}): fix the quotes, commas or braces there (content/photos/README.md shows the shape)`,
        )
      }
      if (readable && (json === null || typeof json !== 'object' || Array.isArray(json))) {
        readable = false
        problems.push(`${jsonFile}: must be one JSON object of "file name": { "alt": "..." } entries (content/photos/README.md shows one)`)
      }
      if (readable) {
        for (const [rawKey, value] of Object.entries(json as Record<string, unknown>)) {
          const key = nfc(rawKey)
          if ((pageTextKeys as readonly string[]).includes(key)) {
            const field = photoFolderTextSchema.shape[key as (typeof pageTextKeys)[number]].safeParse(value)
            if (field.success) text[key as (typeof pageTextKeys)[number]] = field.data
            else
              problems.push(
                `${jsonFile}: "${key}": ${field.error.issues[0]!.message.toLowerCase()}: ${key === 'title' ? 'a title of 2 to 70 characters' : 'one or two sentences, 50 to 170 characters'}`,
              )
            continue
          }
          if (key.includes('/') || key.includes('\\') || !key.includes('.')) {
            problems.push(
              `${jsonFile}: "${key}" is not a file name in this folder (keys are file names such as "01-first-dance.jpg", or "title" and "description" for a page of its own)`,
            )
            continue
          }
          const entry = photoMetaSchema.safeParse(value)
          if (entry.success) meta.set(key, entry.data)
          else {
            explained.add(key)
            const issue = entry.error.issues[0]!
            problems.push(
              `${jsonFile}: "${key}"${issue.path.length ? `.${issue.path.join('.')}` : ''}: ${issue.message}: write it as { "alt": "what the photo shows" }`,
            )
          }
        }
      }
    }

    const names = new Set(originals.map((e) => nfc(e.name)))
    for (const file of originals) {
      const name = nfc(file.name)
      photos.push({ path: at(name), absolute: join(dir, file.name), folder, name, meta: meta.get(name) })
      if (!meta.has(name) && readable && !explained.has(name)) {
        problems.push(`${shown(name)}: no alt text: add "${name}": { "alt": "what the photo shows" } to ${jsonFile}`)
      }
    }
    const present = new Set(files.map((e) => nfc(e.name)))
    for (const key of meta.keys()) {
      if (names.has(key)) continue
      if (present.has(key)) continue // an unsupported format, reported above
      const sameLetters = [...names].find((name) => name.toLowerCase() === key.toLowerCase())
      problems.push(
        sameLetters
          ? `${jsonFile}: "${key}" names no photo, but "${sameLetters}" is there: names are case-sensitive, write it as "${sameLetters}"`
          : `${jsonFile}: "${key}" names no photo in that folder: fix the name or remove the entry (photos there: ${[...names].join(', ') || 'none'})`,
      )
    }

    if (text.title !== undefined || text.description !== undefined) {
      const slug = folder
      if (text.title === undefined || text.description === undefined) {
        problems.push(
          `${jsonFile}: a page needs both "title" and "description" (it has only "${text.title !== undefined ? 'title' : 'description'}")`,
        )
      } else if (!slugPattern.test(slug)) {
        problems.push(
          `${jsonFile}: the folder "${folder}" would be the page's address /portfolio/${folder}: name the folder with lower-case letters, digits and hyphens directly under content/photos/ (e.g. "${
            folder
              .split('/')
              .pop()!
              .toLowerCase()
              .normalize('NFD')
              .replace(/[^a-z0-9]+/g, '-')
              .replace(/^-|-$/g, '') || 'my-project'
          }")`,
        )
      } else if (reservedSlugs.has(slug)) {
        problems.push(`${jsonFile}: /portfolio/${slug} is a category page: rename the folder`)
      } else if (names.size === 0) {
        problems.push(
          `${jsonFile}: the page "${text.title}" has no photos: add JPEG, PNG, WebP, AVIF or TIFF files to content/photos/${folder}/`,
        )
      } else {
        pages[slug] = { title: text.title, description: text.description }
      }
    }
    for (const entry of entries) if (entry.isDirectory() && !entry.name.startsWith('.')) visit(join(dir, entry.name))
  }
  visit(photosDir)
  return { photos, pages, problems }
}
