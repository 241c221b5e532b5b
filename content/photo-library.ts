/**
 * The shape of the photographs under content/photos/ as the image pipeline (scripts/images/)
 * measures and encodes them, and the URLs of their encoded files. The library itself (every
 * photo's entry) is read only where content is built from it: content/photo-images.ts.
 */

/** Encoded variants of one original, all named `/assets/photos/<file>-<width>.<format>`. */
export type PhotoEntry = {
  /** Display size after EXIF orientation. */
  width: number
  height: number
  /** File stem with the content hash, e.g. `wedding-01-3fa9c2d1e0`. */
  file: string
  /** Widths encoded (the ladder, capped at the original's width), ascending. */
  widths: number[]
  /** Dominant colour, `#rrggbb`: the box's background until the placeholder and image arrive. */
  color: string
  /** A blurred 16 px WebP as a data URI, shown behind the image while it loads. */
  placeholder: string
  /** CSS object-position from the focal point, e.g. `50% 30%`. */
  position: string
  /** Alt text from the folder's photos.json, if given there. */
  alt?: string
}

export type PhotoLibrary = {
  /** Keyed by path under content/photos/, e.g. `wedding-photography/01.jpg`. */
  photos: Record<string, PhotoEntry>
  /** Folder name (a page id) -> its photos' paths, in file-name order. */
  folders: Record<string, string[]>
}

export const photoFormats = ['avif', 'webp', 'jpeg'] as const
export type PhotoFormat = (typeof photoFormats)[number]

/** Where every variant is served from; /assets/ is cached as immutable by the production server. */
export const photoAssetDir = '/assets/photos'

export const photoVariantUrl = (entry: Pick<PhotoEntry, 'file'>, width: number, format: PhotoFormat) =>
  `${photoAssetDir}/${entry.file}-${width}.${format === 'jpeg' ? 'jpg' : format}`

/** The 1200x630 share image cropped around the focal point. */
export const photoOgUrl = (entry: Pick<PhotoEntry, 'file'>) => `${photoAssetDir}/${entry.file}-og.jpg`

/** Content refers to a photo by `/photos/<path under content/photos>`. */
export const photoPrefix = '/photos/'
export const isPhotoSrc = (src: string) => src.startsWith(photoPrefix)
