import sharp from 'sharp'
import { focalCrop, focusToPosition, type Focus } from './focus.ts'
import type { AspectRatio } from '#content/lib/schema.ts'
import { cropLadderFor, cropTag, encoders, ladderFor, placeholderWidth, shareImage } from './settings.ts'

export type EncodedPhoto = {
  width: number
  height: number
  widths: number[]
  color: string
  placeholder: string
  position: string
  /** Widths of the variants cropped to each tile aspect ratio asked for. */
  crops: Partial<Record<AspectRatio, number[]>>
  /** Output files by name: `<width>.avif|webp|jpg`, `c<w>x<h>-<width>.avif|webp|jpg` (crops) and `og.jpg`. */
  files: Map<string, Buffer>
}

const hex = (n: number) => n.toString(16).padStart(2, '0')

/**
 * Every output of one original. The original is decoded once, turned upright by its EXIF
 * orientation and converted to sRGB; the outputs are encoded from those pixels, so none of
 * them carries EXIF, GPS, XMP or ICC data (sharp writes metadata only when asked to).
 */
export async function encodePhoto(original: Buffer, focus: Focus, cropAspects: readonly AspectRatio[] = []): Promise<EncodedPhoto> {
  const upright = sharp(original, { failOn: 'error' }).rotate().toColourspace('srgb')
  const meta = await sharp(original).metadata()
  // EXIF orientations 5 to 8 turn the picture a quarter: width and height swap.
  const quarterTurn = (meta.orientation ?? 1) >= 5
  const fullWidth = quarterTurn ? meta.height : meta.width
  const fullHeight = quarterTurn ? meta.width : meta.height
  const widths = ladderFor(fullWidth)
  const top = widths[widths.length - 1]!
  const { data, info } = await upright.clone().resize({ width: top, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true })
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })

  const { dominant } = await pixels().stats()
  const color = `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`
  const files = new Map<string, Buffer>()
  const jobs: Promise<void>[] = []
  for (const width of widths) {
    const resized = () => pixels().resize({ width })
    jobs.push(
      resized()
        .avif(encoders.avif)
        .toBuffer()
        .then((b) => void files.set(`${width}.avif`, b)),
    )
    jobs.push(
      resized()
        .webp(encoders.webp)
        .toBuffer()
        .then((b) => void files.set(`${width}.webp`, b)),
    )
    jobs.push(
      resized()
        .flatten({ background: color })
        .jpeg(encoders.jpeg)
        .toBuffer()
        .then((b) => void files.set(`${width}.jpg`, b)),
    )
  }
  // Tiles of a fixed aspect ratio get variants cropped to it around the focal point, so a landscape
  // photo in a portrait tile costs only the pixels the tile shows.
  const crops: Partial<Record<AspectRatio, number[]>> = {}
  for (const aspect of cropAspects) {
    const [w, h] = aspect.split('/').map(Number) as [number, number]
    const box =
      info.width / info.height > w / h
        ? { width: Math.round((info.height * w) / h), height: info.height }
        : { width: info.width, height: Math.round((info.width * h) / w) }
    const at = focalCrop(info.width, info.height, box, focus)
    const widths = cropLadderFor(box.width)
    crops[aspect] = widths
    for (const width of widths) {
      const cropped = () =>
        pixels()
          .extract({ left: at.left, top: at.top, ...box })
          .resize({ width })
      const name = `${cropTag(aspect)}-${width}`
      jobs.push(
        cropped()
          .avif(encoders.avif)
          .toBuffer()
          .then((b) => void files.set(`${name}.avif`, b)),
      )
      jobs.push(
        cropped()
          .webp(encoders.webp)
          .toBuffer()
          .then((b) => void files.set(`${name}.webp`, b)),
      )
      jobs.push(
        cropped()
          .flatten({ background: color })
          .jpeg(encoders.jpeg)
          .toBuffer()
          .then((b) => void files.set(`${name}.jpg`, b)),
      )
    }
  }
  const crop = focalCrop(info.width, info.height, shareImage, focus)
  jobs.push(
    pixels()
      .resize(crop.resized)
      .extract({ left: crop.left, top: crop.top, ...shareImage })
      .flatten({ background: color })
      .jpeg(encoders.jpeg)
      .toBuffer()
      .then((b) => void files.set('og.jpg', b)),
  )
  const placeholder = await pixels().resize({ width: placeholderWidth }).webp({ quality: 40 }).toBuffer()
  await Promise.all(jobs)

  return {
    width: fullWidth,
    height: fullHeight,
    widths,
    color,
    placeholder: `data:image/webp;base64,${placeholder.toString('base64')}`,
    position: focusToPosition(focus),
    crops,
    files,
  }
}
