import type { AspectRatio, GalleryImage, Image } from './schema.ts'

/**
 * Helpers for image entries. The default images are original artwork that
 * `npm run images` (scripts/generate-artwork.ts) draws at exactly the size given here.
 * Photographs live in content/photos/ and take their size from the file (`photo()` and
 * `photoFolder()` in content/lib/photo-images.ts); a CDN URL works too (README: "Real photographs").
 */

/** Intrinsic pixel size for each aspect ratio used in galleries and cards. */
export const ratioSize: Record<AspectRatio, { width: number; height: number }> = {
  '1/1': { width: 1200, height: 1200 },
  '3/4': { width: 900, height: 1200 },
  '4/3': { width: 1200, height: 900 },
  '9/16': { width: 720, height: 1280 },
  '16/9': { width: 1600, height: 900 },
  '3/2': { width: 1200, height: 800 },
  '2/3': { width: 800, height: 1200 },
  '4/5': { width: 960, height: 1200 },
}

/** Size of a social share card (Open Graph / Twitter). */
export const shareCardSize = { width: 1200, height: 630 } as const

/** One local image: `localImage('web', 'bloom-bakery', '4/3', 'Illustrated ...')` is /images/web/bloom-bakery.svg. */
export function localImage(area: string, name: string, ratio: AspectRatio, alt: string): Image {
  return { src: `/images/${area}/${name}.svg`, alt, ...ratioSize[ratio] }
}

export type SeriesSpec = {
  /** Folder under /images/. */
  area: string
  /** File stem; files are `<slug>-1.svg` ... `<slug>-<count>.svg`. */
  slug: string
  count: number
  ratio: AspectRatio
  /** What the series is, e.g. 'Weddings'; alt texts read 'Illustration for Weddings, image 3 of 8: ...'. */
  label: string
  /**
   * What each artwork shows. Image i shows subject i % subjects.length on backdrop
   * floor(i / subjects.length) % backdrops.length: the artwork script draws the same
   * combination and checks that the alt text names it.
   */
  subjects: readonly string[]
  backdrops?: readonly string[]
  /** Colours of the artwork, e.g. 'in blush, champagne and ivory'. */
  palette: string
  kind?: string
}

/** A numbered series of gallery images with alt texts describing each artwork. */
export function imageSeries(spec: SeriesSpec): GalleryImage[] {
  const backdrops = spec.backdrops ?? ['']
  return Array.from({ length: spec.count }, (_, i) => {
    const subject = spec.subjects[i % spec.subjects.length]
    const backdrop = backdrops[Math.floor(i / spec.subjects.length) % backdrops.length]
    const scene = [subject, backdrop].filter(Boolean).join(' ')
    const kind = spec.kind ?? 'Illustration'
    return {
      src: `/images/${spec.area}/${spec.slug}-${i + 1}.svg`,
      alt: `${kind} for ${spec.label}, image ${i + 1} of ${spec.count}: ${scene}, ${spec.palette}`,
      ...ratioSize[spec.ratio],
    }
  })
}

/** Every local or remote image inside a content value, found by shape (src, alt, width, height). */
export function collectImages(value: unknown, found: Image[] = [], seen = new Set<unknown>()): Image[] {
  if (value === null || typeof value !== 'object' || seen.has(value)) return found
  seen.add(value)
  const v = value as Record<string, unknown>
  if (typeof v.src === 'string' && typeof v.alt === 'string' && typeof v.width === 'number' && typeof v.height === 'number') {
    found.push({ src: v.src, alt: v.alt, width: v.width, height: v.height })
  }
  for (const child of Object.values(v)) collectImages(child, found, seen)
  return found
}
