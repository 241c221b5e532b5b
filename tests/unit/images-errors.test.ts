import { spawnSync } from 'node:child_process'
import { stripVTControlCharacters } from 'node:util'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasRealPhotos, missingPhotosMessage, realPhotos, wallpaperDir } from '../../scripts/images/fixture.ts'

/**
 * What a photographer sees when an original is wrong: the real build (`vite build`, as `npm run build`
 * runs it) on a photos folder holding real bad files made from the ukui-wallpapers pictures. Every
 * problem is one line naming the file, what is wrong and what to do; they come all together; no stack
 * trace; a bad file never turns into errors about the good ones.
 */
const root = join(import.meta.dirname, '..', '..')
const folder = 'studio'
const cafeNfc = 'café-terrace.jpg'.normalize('NFC')
let scratch: string
let output = ''
let status: number | null = null

const line = (text: string) =>
  output
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.includes(text))

beforeAll(async () => {
  if (!hasRealPhotos()) throw new Error(missingPhotosMessage())
  scratch = mkdtempSync(join(tmpdir(), 'photo-errors-'))
  const dir = join(scratch, 'photos', folder)
  mkdirSync(dir, { recursive: true })
  const source = join(wallpaperDir, realPhotos[0].file)
  const jpeg = await sharp(source).resize({ width: 900 }).jpeg({ quality: 85 }).toBuffer()
  writeFileSync(join(dir, '01-good.jpg'), jpeg)
  // Chrome's "Save image as" name for a JPEG, and a TIFF from a scanner: both read as they are.
  writeFileSync(join(dir, '02-saved.jfif'), await sharp(join(wallpaperDir, realPhotos[1].file)).resize({ width: 900 }).jpeg().toBuffer())
  await sharp(join(wallpaperDir, realPhotos[3].file)).resize({ width: 900 }).tiff().toFile(join(dir, '03-scan.tif'))
  // Saved by macOS or a zip tool in NFD (e + combining accent); photos.json below names it in NFC.
  writeFileSync(join(dir, cafeNfc.normalize('NFD')), jpeg)
  // A copy cut short, as an interrupted download or card reader leaves it.
  writeFileSync(join(dir, '05-truncated.jpg'), jpeg.subarray(0, Math.floor(jpeg.length / 2)))
  // An iPhone photo straight off the phone (the bytes hardly matter: the name says HEIC).
  copyFileSync(source, join(dir, 'IMG_0042.HEIC'))
  writeFileSync(join(dir, '07-animation.gif'), await sharp(source).resize({ width: 64 }).gif().toBuffer())
  writeFileSync(join(dir, '08-no-alt.jpg'), jpeg)
  // A 300x200 downscale: far smaller than the lightbox draws it and than its share image.
  await sharp(source).resize(300, 200, { fit: 'cover' }).jpeg().toFile(join(dir, '09-small.jpg'))
  const alt = (n: number) => ({ alt: `${realPhotos[n % realPhotos.length]!.alt}` })
  writeFileSync(
    join(dir, 'photos.json'),
    JSON.stringify({
      '01-good.jpg': alt(0),
      '02-saved.jfif': alt(1),
      '03-scan.tif': alt(3),
      [cafeNfc]: alt(4),
      '05-truncated.jpg': alt(0),
      'IMG_0042.HEIC': alt(0),
      '07-animation.gif': alt(0),
      '09-small.jpg': alt(0),
      '10-gone.jpg': alt(5),
    }),
  )
  const build = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', 'app.config.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PHOTOS_DIR: join(scratch, 'photos'),
      BUILD_OUT_DIR: join(root, 'node_modules', '.cache', 'photo-errors', 'dist'),
      VITEST: '',
    },
    encoding: 'utf8',
    timeout: 240_000,
  })
  // What the photographer reads, without the colour codes a terminal or CI=true turns on.
  output = stripVTControlCharacters(`${build.stdout}\n${build.stderr}`)
  status = build.status
  if (process.env.DUMP_BUILD_OUTPUT) writeFileSync(process.env.DUMP_BUILD_OUTPUT, output)
}, 300_000)

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true })
})

describe('a build on bad originals', () => {
  it('stops, listing every problem together, one line each, with no stack trace', () => {
    expect(status, output).not.toBe(0)
    expect(line('photos to fix in content/photos'), output).toEqual(['5 photos to fix in content/photos (nothing was built):'])
    expect(line('photo pipeline: 5 photos to fix'), output).toEqual(['[photo pipeline: 5 photos to fix, listed above]'])
    expect(
      output.split('\n').filter((l) => /^\s+at\s/.test(l)),
      'no stack trace',
    ).toEqual([])
  })

  it('names a truncated JPEG, says it is damaged and what to do', () => {
    expect(line(`content/photos/${folder}/05-truncated.jpg`)).toEqual([
      `content/photos/${folder}/05-truncated.jpg: the file is damaged or cut short (VipsJpeg: premature end of JPEG image): copy it again from the camera or export it again from your photo editor`,
    ])
  })

  it('says how to export a HEIC as JPEG, and which formats are supported for any other', () => {
    expect(line(`content/photos/${folder}/IMG_0042.HEIC`)).toHaveLength(1)
    expect(line(`content/photos/${folder}/IMG_0042.HEIC`)[0]).toMatch(
      /HEIC .*cannot be read here: .*Save as JPEG.*Export as JPEG.*supported: \.jpg, \.jpeg, \.jpe, \.jfif, \.png, \.webp, \.avif, \.tif, \.tiff/,
    )
    expect(line(`content/photos/${folder}/07-animation.gif`)).toEqual([
      `content/photos/${folder}/07-animation.gif: GIF is not a photo format this pipeline reads: export it as a JPEG (or PNG, WebP, AVIF, TIFF) and put that file here instead (supported: .jpg, .jpeg, .jpe, .jfif, .png, .webp, .avif, .tif, .tiff)`,
    ])
  })

  it('names a photo without an alt entry and an entry without a photo, saying what to write', () => {
    expect(line(`content/photos/${folder}/08-no-alt.jpg`).filter((l) => !l.includes('warning'))).toEqual([
      `content/photos/${folder}/08-no-alt.jpg: no alt text: add "08-no-alt.jpg": { "alt": "what the photo shows" } to content/photos/${folder}/photos.json`,
    ])
    expect(line('"10-gone.jpg"')).toEqual([
      `content/photos/${folder}/photos.json: "10-gone.jpg" names no photo in that folder: fix the name or remove the entry (photos there: 01-good.jpg, 02-saved.jfif, 03-scan.tif, 05-truncated.jpg, 08-no-alt.jpg, 09-small.jpg, ${cafeNfc})`,
    ])
  })

  it('reads .jfif and .tif as photos and matches an NFD file name to its NFC entry: no error about them or any good photo', () => {
    for (const name of ['01-good.jpg', '02-saved.jfif', '03-scan.tif', cafeNfc, cafeNfc.normalize('NFD'), '09-small.jpg']) {
      expect(
        line(`${folder}/${name}:`).filter((l) => !l.includes('warning')),
        name,
      ).toEqual([])
    }
    expect(output).not.toMatch(/Invalid key|no alt text.*(01-good|02-saved|03-scan|café)/)
  })

  it('warns about an original too small for where it is drawn and shared, with the size needed', () => {
    expect(line(`content/photos/${folder}/09-small.jpg`)).toEqual([
      `photo pipeline: warning: content/photos/${folder}/09-small.jpg: 300x200 px is too small (the lightbox draws it at 1404x936 px on a 1920x1080 screen; its 1200x630 share image would be enlarged 4.0x): use an original of at least 1404x936 px, or it will look soft`,
    ])
  })
})

describe('the photos.json of a folder', () => {
  it('still gives the good photos their alt texts when one entry is malformed (no cascade)', async () => {
    const { scanPhotos } = await import('../../scripts/images/scan.ts')
    const dir = join(scratch, 'malformed', 'page')
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, 'a.jpg'), readFileSync(join(scratch, 'photos', folder, '01-good.jpg')))
    writeFileSync(join(dir, 'b.jpg'), readFileSync(join(scratch, 'photos', folder, '01-good.jpg')))
    writeFileSync(
      join(dir, 'photos.json'),
      JSON.stringify({ 'a.jpg': { alt: 'A ribbon of colour on turquoise' }, 'b.jpg': { alt: 'short' }, notes: 'x' }),
    )
    expect(scanPhotos(join(scratch, 'malformed')).problems).toEqual([
      'content/photos/page/photos.json: "b.jpg".alt: every photo needs an alt text saying what it shows (8 characters or more): write it as { "alt": "what the photo shows" }',
      'content/photos/page/photos.json: "notes" is not a file name in this folder (keys are file names such as "01-first-dance.jpg", or "title" and "description" for a page of its own)',
    ])
  })

  it('reports a photos.json that does not parse once, not as a missing alt text for every photo', async () => {
    const { scanPhotos } = await import('../../scripts/images/scan.ts')
    const dir = join(scratch, 'broken-json', 'page')
    mkdirSync(dir, { recursive: true })
    for (const name of ['a.jpg', 'b.jpg']) writeFileSync(join(dir, name), readFileSync(join(scratch, 'photos', folder, '01-good.jpg')))
    writeFileSync(join(dir, 'photos.json'), '{ "a.jpg": { "alt": "A ribbon of colour on turquoise" } "b.jpg": {} }')
    const { problems } = scanPhotos(join(scratch, 'broken-json'))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^content\/photos\/page\/photos\.json: not valid JSON \(.+\): fix the quotes, commas or braces there/)
  })
})
