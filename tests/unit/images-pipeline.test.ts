import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import exifReader from 'exif-reader'
import sharp, { type Sharp } from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PhotoLibrary } from '#content/lib/photo-library.ts'
import { photoVariantsSchema } from '#content/lib/schema.ts'
import { exifPhoto, gpsExif, hasRealPhotos, missingPhotosMessage, writePhotoOverlay } from '../../scripts/images/fixture.ts'
import { focalCrop } from '../../scripts/images/focus.ts'
import { buildPhotoLibrary, type BuiltLibrary } from '../../scripts/images/library.ts'
import { scanPhotos } from '../../scripts/images/scan.ts'
import { cropLadderFor, ladderFor } from '../../scripts/images/settings.ts'

/**
 * The pipeline on real photographs (ukui-wallpapers, scaled to 1100 px so the test stays quick on
 * two cores): one of them carries camera EXIF with GPS and orientation 6.
 */
const page = 'family-portrait'
const originalWidth = 1100
let root: string
let photosDir: string
let cacheDir: string
let first: BuiltLibrary

/** Mean absolute difference of two images scaled to 32x20 greyscale (0..255). */
async function difference(a: Buffer | Sharp, b: Buffer | Sharp) {
  // A sharp pipeline is rendered first: a second resize() would replace its own.
  const small = async (input: Buffer | Sharp) =>
    sharp(Buffer.isBuffer(input) ? input : await input.png().toBuffer())
      .resize(32, 20, { fit: 'fill' })
      .greyscale()
      .raw()
      .toBuffer()
  const [x, y] = await Promise.all([small(a), small(b)])
  let sum = 0
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i]! - y[i]!)
  return sum / x.length
}

beforeAll(async () => {
  if (!hasRealPhotos()) throw new Error(missingPhotosMessage())
  root = mkdtempSync(join(tmpdir(), 'photo-pipeline-'))
  photosDir = join(root, 'photos')
  cacheDir = join(root, 'cache')
  await writePhotoOverlay(photosDir, page, { count: 3, maxWidth: originalWidth })
  // Photo 02's focal point is its top edge: its share crop must be the top of the picture.
  const metaPath = join(photosDir, page, 'photos.json')
  const meta = JSON.parse(readFileSync(metaPath, 'utf8')) as Record<string, { alt: string; focus?: { x: number; y: number } }>
  meta['02.jpg']!.focus = { x: 0.5, y: 0 }
  writeFileSync(metaPath, JSON.stringify(meta))
  first = await buildPhotoLibrary({ photosDir, cacheDir })
}, 180_000)

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true })
})

const entries = (library: PhotoLibrary) => Object.entries(library.photos)

describe('the image pipeline on real photographs', () => {
  it('the test original really carries GPS and a quarter-turn orientation', async () => {
    const meta = await sharp(join(photosDir, page, exifPhoto)).metadata()
    expect(meta.orientation).toBe(6)
    expect(exifReader(meta.exif!).GPSInfo?.GPSLatitudeRef).toBe(gpsExif.IFD3.GPSLatitudeRef)
  })

  it('reads sizes from the files (after orientation) and lists a folder in file-name order', async () => {
    expect(first.library.folders[page]).toEqual([`${page}/01.jpg`, `${page}/02.jpg`, `${page}/${exifPhoto}`])
    for (const [path, entry] of entries(first.library)) {
      const meta = await sharp(join(photosDir, path)).metadata()
      const turned = (meta.orientation ?? 1) >= 5
      expect([entry.width, entry.height], path).toEqual(turned ? [meta.height, meta.width] : [meta.width, meta.height])
      expect(entry.width, path).toBe(originalWidth)
      expect(entry.alt, path).toMatch(/\w{4,}/)
      // What the pipeline writes is exactly what a content image carries (schema.ts), alt text aside.
      const { alt: _alt, ...variants } = entry
      expect(photoVariantsSchema.safeParse(variants).error, path).toBeUndefined()
    }
  })

  it('encodes AVIF, WebP and JPEG at every rung of the ladder up to the original width, with the right pixel sizes', async () => {
    expect(ladderFor(originalWidth)).toEqual([320, 400, 512, 640, 800, 1024, 1100])
    // Up to 3840 px where the original is that large, each rung at most 1.3x the one below.
    expect(ladderFor(3840).at(-1)).toBe(3840)
    expect(ladderFor(6000).at(-1)).toBe(3840)
    const full = ladderFor(3840)
    for (let i = 1; i < full.length; i++) expect(full[i]! / full[i - 1]!, `${full[i - 1]} -> ${full[i]}`).toBeLessThanOrEqual(1.3)
    const crops = cropLadderFor(1200)
    expect(crops.at(-1)).toBe(1080)
    for (let i = 1; i < crops.length; i++) expect(crops[i]! / crops[i - 1]!, `crop ${crops[i - 1]} -> ${crops[i]}`).toBeLessThanOrEqual(1.3)
    for (const [path, entry] of entries(first.library)) {
      expect(entry.widths, path).toEqual(ladderFor(originalWidth))
      for (const width of entry.widths) {
        for (const [ext, format] of [
          ['avif', 'heif'],
          ['webp', 'webp'],
          ['jpg', 'jpeg'],
        ] as const) {
          const file = first.outputs.get(`/assets/photos/${entry.file}-${width}.${ext}`)
          expect(file, `${path} ${width} ${ext}`).toBeDefined()
          const meta = await sharp(file).metadata()
          expect(meta.format, `${path} ${width} ${ext}`).toBe(format)
          expect(meta.width, `${path} ${width} ${ext}`).toBe(width)
          expect(meta.height).toBe(Math.round((width * entry.height) / entry.width))
        }
      }
    }
  })

  it('strips all metadata: no EXIF (so no GPS), XMP, IPTC or ICC profile in any output', async () => {
    expect(first.outputs.size).toBe(3 * (ladderFor(originalWidth).length * 3 + 1))
    for (const [url, file] of first.outputs) {
      const meta = await sharp(file).metadata()
      expect({ url, exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, icc: meta.icc, orientation: meta.orientation }).toEqual({
        url,
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
        icc: undefined,
        orientation: undefined,
      })
      // Belt and braces: the GPS reference strings do not occur anywhere in the bytes.
      expect(readFileSync(file).includes('FixtureCam'), url).toBe(false)
    }
  })

  it('turns the sideways original upright', async () => {
    const entry = first.library.photos[`${page}/${exifPhoto}`]!
    const output = readFileSync(first.outputs.get(`/assets/photos/${entry.file}-640.webp`)!)
    const upright = sharp(join(photosDir, page, exifPhoto)).rotate()
    const sideways = sharp(join(photosDir, page, exifPhoto)) // the stored pixels, orientation ignored
    const right = await difference(output, upright)
    expect(right).toBeLessThan(4)
    expect(await difference(output, sideways)).toBeGreaterThan(right + 8)
  })

  it('makes a dominant colour and a tiny blurred placeholder the page can show at once', async () => {
    for (const [path, entry] of entries(first.library)) {
      expect(entry.color, path).toMatch(/^#[0-9a-f]{6}$/)
      expect(entry.placeholder, path).toMatch(/^data:image\/webp;base64,/)
      const bytes = Buffer.from(entry.placeholder.split(',')[1]!, 'base64')
      expect(bytes.length, path).toBeLessThan(400)
      expect((await sharp(bytes).metadata()).width, path).toBe(16)
    }
  })

  it('crops a 1200x630 share image around the focal point', async () => {
    const entry = first.library.photos[`${page}/02.jpg`]!
    const og = readFileSync(first.outputs.get(`/assets/photos/${entry.file}-og.jpg`)!)
    expect(await sharp(og).metadata()).toMatchObject({ width: 1200, height: 630 })
    const original = join(photosDir, page, '02.jpg')
    const top = sharp(original).resize(1200, 630, { fit: 'cover', position: 'top' })
    const bottom = sharp(original).resize(1200, 630, { fit: 'cover', position: 'bottom' })
    const toTop = await difference(og, top)
    expect(toTop).toBeLessThan(4)
    expect(await difference(og, bottom)).toBeGreaterThan(toTop + 4)
    expect(focalCrop(4000, 3000, { width: 1200, height: 630 }, { x: 0.5, y: 0.2 })).toEqual({
      resized: { width: 1200, height: 900 },
      left: 0,
      top: 0,
    })
    expect(focalCrop(4000, 3000, { width: 1200, height: 630 }, { x: 0.5, y: 0.9 })).toEqual({
      resized: { width: 1200, height: 900 },
      left: 0,
      top: 270,
    })
  })

  it('crops variants to the tile shape a folder is drawn in, around the focal point, up to the 1080 px a DPR-3 phone column needs', async () => {
    const tiled = await buildPhotoLibrary({ photosDir, cacheDir, tileAspects: (folder) => (folder === page ? ['3/4'] : []) })
    for (const [path, entry] of entries(tiled.library)) {
      // 1100 px wide landscape originals: the 3:4 crop is as tall as the photo, 3/4 of its height wide.
      const cropWidth = Math.round((entry.height * 3) / 4)
      expect(entry.crops, path).toEqual({ '3/4': cropLadderFor(cropWidth) })
      expect(cropLadderFor(cropWidth).at(-1), path).toBe(Math.min(cropWidth, 1080))
      for (const width of entry.crops!['3/4']!) {
        for (const ext of ['avif', 'webp', 'jpg']) {
          const file = tiled.outputs.get(`/assets/photos/${entry.file}-c3x4-${width}.${ext}`)
          expect(file, `${path} ${width} ${ext}`).toBeDefined()
          const meta = await sharp(file).metadata()
          expect(meta.width, `${path} ${width} ${ext}`).toBe(width)
          expect(Math.abs(meta.height - (width * 4) / 3), `${path} ${width} ${ext} is 3:4`).toBeLessThanOrEqual(1)
        }
      }
      // The whole photo's ladder is still there for the lightbox.
      expect(entry.widths, path).toEqual(ladderFor(originalWidth))
    }
    // Photo 01's focal point is at 30% of its width: its crop is the 3:4 window around it, not the middle.
    const entry = tiled.library.photos[`${page}/01.jpg`]!
    const crop = readFileSync(tiled.outputs.get(`/assets/photos/${entry.file}-c3x4-320.webp`)!)
    const original = join(photosDir, page, '01.jpg')
    const meta = await sharp(original).metadata()
    const width = Math.round((meta.height * 3) / 4)
    const around = sharp(original).extract({ left: Math.round(0.3 * meta.width - width / 2), top: 0, width, height: meta.height })
    const middle = sharp(original).extract({ left: Math.round((meta.width - width) / 2), top: 0, width, height: meta.height })
    const toFocus = await difference(crop, around)
    expect(toFocus).toBeLessThan(4)
    expect(await difference(crop, middle)).toBeGreaterThan(toFocus + 2)
  }, 120_000)

  it('is incremental: a rebuild re-encodes only the original that changed', async () => {
    const again = await buildPhotoLibrary({ photosDir, cacheDir })
    expect(again.stats).toMatchObject({ photos: 3, encoded: 0, reused: 3 })
    expect(again.library).toEqual(first.library)
    const changed = join(photosDir, page, '01.jpg')
    writeFileSync(changed, await sharp(changed).modulate({ brightness: 1.1 }).jpeg().toBuffer())
    const third = await buildPhotoLibrary({ photosDir, cacheDir })
    expect(third.stats).toMatchObject({ photos: 3, encoded: 1, reused: 2 })
    expect(third.library.photos[`${page}/01.jpg`]!.file).not.toBe(first.library.photos[`${page}/01.jpg`]!.file)
    expect(third.library.photos[`${page}/02.jpg`]).toEqual(first.library.photos[`${page}/02.jpg`])
    expect(readdirSync(cacheDir).filter((name) => name.endsWith('.tmp'))).toEqual([])
  }, 60_000)

  it('names a photo without alt text, and a build stops on it', async () => {
    const dir = join(root, 'missing-alt')
    await writePhotoOverlay(dir, 'wedding-photography', { count: 2, maxWidth: 400 })
    const metaPath = join(dir, 'wedding-photography', 'photos.json')
    const meta = JSON.parse(readFileSync(metaPath, 'utf8')) as Record<string, { alt: string; focus?: { x: number; y: number } }>
    delete meta['02.jpg']
    meta['09.jpg'] = { alt: 'A photo that is not there at all' }
    writeFileSync(metaPath, JSON.stringify(meta))
    expect(scanPhotos(dir).problems).toEqual([
      'content/photos/wedding-photography/02.jpg: no alt text: add "02.jpg": { "alt": "what the photo shows" } to content/photos/wedding-photography/photos.json',
      'content/photos/wedding-photography/photos.json: "09.jpg" names no photo in that folder: fix the name or remove the entry (photos there: 01.jpg, 02.jpg)',
    ])
    await expect(buildPhotoLibrary({ photosDir: dir, cacheDir })).rejects.toThrow('wedding-photography/02.jpg: no alt text')
  })
})
