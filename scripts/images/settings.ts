/**
 * What the pipeline makes of every original. Changing anything here changes `pipelineVersion`,
 * so cached outputs from older settings are never reused (and old URLs are never overwritten).
 */
import { shareCardSize } from '#content/lib/media.ts'
/**
 * Widths of the whole photo's variants: each rung at most 1.28x the one below, so wherever the browser
 * picks (the smallest file at least as wide as the box's device pixels) it gets at most 1.3x the pixels
 * it draws; up to 3840 px, for the lightbox and full-width blocks on large high-density screens (a
 * 2560x1440 DPR-2 screen draws a landscape photo at about 4100 device px).
 */
export const widthLadder = [320, 400, 512, 640, 800, 1024, 1280, 1600, 2048, 2560, 3200, 3840] as const

export const encoders = {
  // AVIF effort 2 of 9 (default 4): on the test photographs effort 3 took 3.5x the time of effort 1
  // for 30% fewer bytes; 2 sits between, keeping a first build of many large originals practical.
  avif: { quality: 50, effort: 2 },
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 76, mozjpeg: true, progressive: true },
} as const

/**
 * Widths of the variants cropped to a tile's or card's aspect ratio: a tile is at most a phone's column,
 * 358 css px, at DPR 3 (1074 px), so 1080 is the top rung; each rung at most 1.3x the one below, like the
 * whole photo's ladder.
 */
export const cropLadder = [320, 400, 512, 640, 832, 1080] as const

export const placeholderWidth = 16
/** The share image every page names: one size, set where the content names it. */
export const shareImage = shareCardSize

export const pipelineVersion = JSON.stringify({ v: 3, widthLadder, cropLadder, encoders, placeholderWidth, shareImage })

/** The crop ladder for a crop `width` px wide (every rung below it, plus its own width, up to the top rung). */
export function cropLadderFor(width: number): number[] {
  const rungs: number[] = cropLadder.filter((w) => w < width)
  const top = Math.min(width, cropLadder.at(-1)!)
  if (!rungs.includes(top)) rungs.push(top)
  return rungs
}

/** `3/4` -> `c3x4`: the file-name part of a crop's variants. */
export const cropTag = (aspect: string) => `c${aspect.replace('/', 'x')}`

/** The ladder for an original `width` px wide: every rung below it, plus the original width itself. */
export function ladderFor(width: number): number[] {
  const rungs: number[] = widthLadder.filter((w) => w < width)
  const top = Math.min(width, widthLadder.at(-1)!)
  if (!rungs.includes(top)) rungs.push(top)
  return rungs
}

/** Extensions of originals the pipeline reads (sharp decodes all of them); `.jfif` and `.jpe` are JPEG under other names. */
export const originalExtensions = ['.jpg', '.jpeg', '.jpe', '.jfif', '.png', '.webp', '.avif', '.tif', '.tiff'] as const
const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.')).toLowerCase() : '')
export const isOriginal = (name: string) => (originalExtensions as readonly string[]).includes(extensionOf(name))

/** Formats a photographer may drop in that the pipeline cannot read, and what to do instead. */
const exportAsJpeg = 'export it as a JPEG (or PNG, WebP, AVIF, TIFF) and put that file here instead'
const unsupportedFormats: Record<string, string> = {
  '.heic': `HEIC (an iPhone photo) cannot be read here: on the iPhone choose Share > Save as JPEG or set Settings > Camera > Formats > Most Compatible; on a Mac open it in Preview and File > Export as JPEG; then put the .jpg here`,
  '.heif': `HEIF cannot be read here: on a Mac open it in Preview and File > Export as JPEG (on Windows, the Photos app: Save as JPEG); then put the .jpg here`,
  '.gif': `GIF is not a photo format this pipeline reads: ${exportAsJpeg}`,
  '.bmp': `BMP is not supported: ${exportAsJpeg}`,
  '.psd': `a Photoshop document is not supported: in Photoshop use File > Export > Export As > JPEG`,
  '.svg': `SVG is a drawing, not a photograph: put artwork under public/images/, or ${exportAsJpeg}`,
  '.jxl': `JPEG XL is not supported: ${exportAsJpeg}`,
  ...Object.fromEntries(
    ['.dng', '.cr2', '.cr3', '.nef', '.arw', '.orf', '.rw2', '.raf', '.raw'].map((ext) => [
      ext,
      `a camera RAW file is not supported: develop it in Lightroom, Capture One or darktable and ${exportAsJpeg}`,
    ]),
  ),
}
export const unsupportedFormat = (name: string): string | undefined => unsupportedFormats[extensionOf(name)]

export const supportedFormatsText = `supported: ${originalExtensions.join(', ')}`

/**
 * The largest box a photo is drawn in, for the warning about originals that are too small: the lightbox
 * on a 1920x1080 screen (its stage is the viewport less 160 px of side padding and 144 px of header and
 * caption, app/lib/lightbox-sizes.ts). A photo is drawn at most this large, so an original smaller than
 * its fit in this box looks soft there.
 */
export const largestDrawnBox = { width: 1920 - 160, height: 1080 - 144 } as const
