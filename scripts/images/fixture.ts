/**
 * Real pictures for tests and the benchmark: the CC-BY-SA 3.0 3840x2400 wallpapers of the Debian
 * package ukui-wallpapers (installed by .ci/run; licence in /usr/share/doc/ukui-wallpapers/copyright),
 * copied into a content overlay for one photography page. One copy is given camera EXIF with GPS coordinates and a quarter-turn
 * orientation, so tests of metadata stripping and orientation have something to find.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { copyFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'

export const wallpaperDir = '/usr/share/backgrounds'

/**
 * The eight detailed pictures of that package (the other three are flat two-tone shapes), with
 * what each shows. They are 3D renders rather than camera shots, but full of gradients, glow and
 * fine texture at 3840x2400, so they encode like real photographs, not like flat test images.
 */
export const realPhotos = [
  { file: 'rhythm.jpg', alt: 'A wide wave of red, pink and teal ribbon flowing over a turquoise background' },
  { file: 'string.jpg', alt: 'A tunnel of blue, gold and white strands twisting into the distance' },
  { file: 'firstgeneration.jpg', alt: 'A white armoured dragon mask with green horns on a blue chequered background' },
  { file: '2004default.jpg', alt: 'A glossy ribbon of pink, cream and violet curling across a turquoise background' },
  { file: 'calla.png', alt: 'An orange calla lily on a blue stem before a coral sun and soft pink waves' },
  { file: 'goldfish.png', alt: 'A pink and red fantail goldfish swimming through violet light' },
  { file: 'the-mouse.jpg', alt: 'A glowing blue and pink mouse face with long antennae on a dark background' },
  { file: 'focal-ubuntukylin.png', alt: 'A glowing circuit diagram around the numbers 20.04 on a deep teal background' },
] as const

/** The file given GPS and orientation 6 (rotate 90° clockwise to view). */
export const exifPhoto = '03-exif.jpg'
export const gpsExif = {
  IFD0: { Make: 'FixtureCam', Model: 'Model 1', Copyright: 'CC-BY-SA-3.0 Ubuntu Kylin community' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2970/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 17/1 4020/100' },
}

export const hasRealPhotos = () => realPhotos.every((p) => existsSync(join(wallpaperDir, p.file)))

export function missingPhotosMessage() {
  return `The real test photographs are missing: install the Debian package ukui-wallpapers (apt-get install ukui-wallpapers; .ci/run does this) so ${wallpaperDir} holds ${realPhotos.map((p) => p.file).join(', ')}.`
}

/**
 * Writes `<photosDir>/<pageId>/` with `count` photographs (file-name order) and their photos.json.
 * `maxWidth` makes smaller (still real) copies for quick unit tests; without it the originals are copied as they are.
 */
export async function writePhotoOverlay(photosDir: string, pageId: string, options: { count?: number; maxWidth?: number } = {}) {
  if (!hasRealPhotos()) throw new Error(missingPhotosMessage())
  const count = options.count ?? realPhotos.length
  const dir = join(photosDir, pageId)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const meta: Record<string, { alt: string; focus?: { x: number; y: number } }> = {}
  await Promise.all(
    realPhotos.slice(0, count).map(async (photo, i) => {
      const source = join(wallpaperDir, photo.file)
      const ext = photo.file.slice(photo.file.lastIndexOf('.'))
      const name = i === 2 ? exifPhoto : `${String(i + 1).padStart(2, '0')}${ext}`
      const target = join(dir, name)
      if (i === 2) {
        // The camera stored the picture sideways: pixels turned a quarter anticlockwise, orientation 6.
        let image = sharp(source).rotate(-90)
        if (options.maxWidth) image = image.resize({ height: options.maxWidth })
        await image.jpeg({ quality: 90 }).withExif(gpsExif).withMetadata({ orientation: 6 }).toFile(target)
      } else if (options.maxWidth) {
        await sharp(source).resize({ width: options.maxWidth }).toFile(target)
      } else {
        await copyFile(source, target)
      }
      meta[name] = { alt: photo.alt, ...(i === 0 ? { focus: { x: 0.3, y: 0.4 } } : {}) }
    }),
  )
  writeFileSync(join(dir, 'photos.json'), `${JSON.stringify(meta, null, 2)}\n`)
  return dir
}

/** The page made from a folder in the tests: content/photos/<slug>/ with a title, a description and three photographs. */
export const photoPageFixture = {
  slug: 'light-studies',
  title: 'Light Studies',
  description:
    'A personal series on colour and glow: ribbons, strands and petals of light photographed as abstract studies in saturated colour.',
} as const

/**
 * Writes `<photosDir>/light-studies/` as a photographer adds a page: three photographs (full size, or
 * `maxWidth` wide) and a photos.json with the page's title and description and an alt text per file.
 */
export async function writePhotoPageFolder(photosDir: string, options: { maxWidth?: number } = {}) {
  if (!hasRealPhotos()) throw new Error(missingPhotosMessage())
  const dir = join(photosDir, photoPageFixture.slug)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const picks = [realPhotos[1], realPhotos[3], realPhotos[4]]
  const meta: Record<string, unknown> = { title: photoPageFixture.title, description: photoPageFixture.description }
  await Promise.all(
    picks.map(async (photo, i) => {
      const name = `${String(i + 1).padStart(2, '0')}-${photo.file.replace(/\.[a-z]+$/, '')}.jpg`
      let image = sharp(join(wallpaperDir, photo.file))
      if (options.maxWidth) image = image.resize({ width: options.maxWidth })
      await image.jpeg({ quality: 90 }).toFile(join(dir, name))
      meta[name] = { alt: photo.alt }
    }),
  )
  writeFileSync(join(dir, 'photos.json'), `${JSON.stringify(meta, null, 2)}\n`)
  return dir
}
