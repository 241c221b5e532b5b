import type { AspectRatio, PhotoFolderText, PhotoVariants } from './schema.ts'

/**
 * The shape of the photographs under content/photos/ as the image pipeline (scripts/images/)
 * measures and encodes them, and the URLs of their encoded files. The library itself (every
 * photo's entry) is read only where content is built from it: content/lib/photo-images.ts.
 */

/**
 * One original as the pipeline encoded it: its variants (the shape content images carry, defined once
 * in content/lib/schema.ts) and the alt text from its folder's photos.json, if given there.
 */
export type PhotoEntry = PhotoVariants & { alt?: string }

export type PhotoLibrary = {
  /** Keyed by path under content/photos/, e.g. `wedding-photography/01.jpg`. */
  photos: Record<string, PhotoEntry>
  /** Folder name (a page id) -> its photos' paths, in file-name order. */
  folders: Record<string, string[]>
  /** Folders whose photos.json gives a title and description: a page each, at /portfolio/<folder>. */
  pages: Record<string, PhotoFolderText>
}

export const photoFormats = ['avif', 'webp', 'jpeg'] as const
export type PhotoFormat = (typeof photoFormats)[number]

/** Where every variant is served from; /assets/ is cached as immutable by the production server. */
export const photoAssetDir = '/assets/photos'

/** A variant's URL; with `crop`, the variant cropped to that aspect ratio (`-c3x4-1080.avif`). */
export const photoVariantUrl = (entry: Pick<PhotoEntry, 'file'>, width: number, format: PhotoFormat, crop?: AspectRatio) =>
  `${photoAssetDir}/${entry.file}-${crop ? `c${crop.replace('/', 'x')}-` : ''}${width}.${format === 'jpeg' ? 'jpg' : format}`

/** The 1200x630 share image cropped around the focal point. */
export const photoOgUrl = (entry: Pick<PhotoEntry, 'file'>) => `${photoAssetDir}/${entry.file}-og.jpg`

/** Content refers to a photo by `/photos/<path under content/photos>`. */
export const photoPrefix = '/photos/'
