import { z } from 'zod'
import { altText, aspectRatio, columnCount, text } from './atoms.ts'

/** Images: generated artwork, photographs from content/photos/, and images on a CDN. */

/**
 * Generated artwork under public/ (/images/...), a photograph under content/photos/ (/photos/...,
 * encoded by the image pipeline) or a remote https URL (a CDN).
 */
export const imageSrcSchema = z
  .string()
  .refine(
    (s) => s.startsWith('/images/') || s.startsWith('/photos/') || s.startsWith('https://'),
    'image src must be /images/..., /photos/... or https://...',
  )

/**
 * A photograph's encoded variants, all named `/assets/photos/<file>-<width>.<format>`, as the image
 * pipeline (scripts/images/) writes them. Carried by the image itself, so a page brings only its own
 * photos' entries, never the whole library.
 */
export const photoVariantsSchema = z
  .object({
    /** Display size after EXIF orientation. */
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    /** File stem with the content hash, e.g. `wedding-01-3fa9c2d1e0`. */
    file: z.string().regex(/^[\w.-]+$/),
    /** Widths encoded (the ladder, capped at the original's width), ascending. */
    widths: z.array(z.number().int().positive()).min(1),
    /** Dominant colour, `#rrggbb`: the box's background until the placeholder and image arrive. */
    color: z.string().regex(/^#[0-9a-f]{6}$/i),
    /** A blurred 16 px WebP as a data URI, shown behind the image while it loads. */
    placeholder: z.string().startsWith('data:image/'),
    /** CSS object-position from the focal point, e.g. `50% 30%`. */
    position: text,
    /**
     * Widths of the variants cropped around the focal point to a tile's aspect ratio
     * (`/assets/photos/<file>-c3x4-<width>.<format>`), for the boxes of that shape the photo is drawn in.
     */
    crops: z.partialRecord(aspectRatio, z.array(z.number().int().positive()).min(1)).optional(),
  })
  .strict()
export type PhotoVariants = z.infer<typeof photoVariantsSchema>

export const imageSchema = z.object({
  src: imageSrcSchema,
  alt: altText,
  /** Intrinsic size, so the browser reserves the space before the file arrives. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Resized copies on an image CDN: written by `cdnImage()` in content/lib/cdn.ts, never by hand. */
  srcSet: z.string().optional(),
  /** A photograph's variants: written by `photo()` in content/lib/photo-images.ts, never by hand. */
  photo: photoVariantsSchema.optional(),
})
export type Image = z.infer<typeof imageSchema>

export const objectFitSchema = z.enum(['cover', 'contain', 'scale-down'])

export const galleryImageSchema = imageSchema.extend({
  objectFit: objectFitSchema.optional(),
  /** CSS object-position, e.g. 'center top', 'left center'. */
  objectPosition: text.optional(),
})
export type GalleryImage = z.infer<typeof galleryImageSchema>

/** Columns of a gallery from each breakpoint up. */
export const columnsSchema = z.object({
  base: columnCount,
  sm: columnCount.optional(),
  md: columnCount.optional(),
  lg: columnCount.optional(),
})
export type Columns = z.infer<typeof columnsSchema>

/** A focal point as fractions of the width and height: `{ x: 0.5, y: 0.3 }` keeps faces in a crop. */
export const focusSchema = z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) })
export type Focus = z.infer<typeof focusSchema>

/** One photo's entry in `photos.json`: its alt text and an optional focal point. */
export const photoMetaSchema = z
  .object({
    alt: z.string().min(8, 'every photo needs an alt text saying what it shows (8 characters or more)'),
    focus: focusSchema.optional(),
  })
  .strict()
export type PhotoMeta = z.infer<typeof photoMetaSchema>

/**
 * `photos.json` next to photos in content/photos/: file name -> alt text and optional focal point; a
 * folder that is a page of its own also gives the page's `title` and `description`. scripts/images/scan.ts
 * reads it key by key, so one bad entry is reported alone.
 */
export const photoFolderTextSchema = z.object({
  title: z.string().min(2).max(70),
  /** The page's intro and meta description: one or two sentences. */
  description: z.string().min(50).max(170),
})
export type PhotoFolderText = z.infer<typeof photoFolderTextSchema>
