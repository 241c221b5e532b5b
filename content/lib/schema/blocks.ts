import { z } from 'zod'
import { accent, aspectRatio, duration, externalHref, icon, internalHref, percent, sentence, text, year } from './atoms.ts'
import { columnsSchema, galleryImageSchema, imageSchema, objectFitSchema } from './media.ts'

/** The blocks a project page is made of, in the order the page shows them. */

/** Rows and columns of a fixed grid (brand identity: 5 tiles in 6 x 4). */
const gridSize = z.object({ cols: z.number().int().min(1).max(6), rows: z.number().int().min(1).max(4) })

export const galleryBlockSchema = z.object({
  type: z.literal('gallery'),
  title: text.optional(),
  description: text.optional(),
  columns: columnsSchema,
  aspectRatio,
  /** Fit and position applied to image i as cycle[i % cycle.length], where the spec varies them by index. */
  fitCycle: z
    .array(z.object({ objectFit: objectFitSchema, objectPosition: text }))
    .min(1)
    .optional(),
  images: z.array(galleryImageSchema).min(1),
})
export type GalleryBlock = z.infer<typeof galleryBlockSchema>

export const linkTileSchema = z.object({
  title: text,
  description: text.optional(),
  image: imageSchema,
  href: externalHref,
  label: z.literal('Find Out More'),
  /** Grid span inside a fixed grid (brand identity: 5 tiles in a 6x4 grid). */
  span: gridSize.optional(),
})

export const linkTilesBlockSchema = z.object({
  type: z.literal('linkTiles'),
  title: text.optional(),
  /** Columns and rows of a fixed grid on medium screens and up; tiles stack on phones. */
  grid: gridSize.optional(),
  aspectRatio: aspectRatio.optional(),
  tiles: z.array(linkTileSchema).min(1),
})
export type LinkTilesBlock = z.infer<typeof linkTilesBlockSchema>

export const comparisonBlockSchema = z.object({
  type: z.literal('comparison'),
  title: text.optional(),
  description: text.optional(),
  before: imageSchema,
  after: imageSchema,
  beforeLabel: text,
  afterLabel: text,
  /** Starting split in percent. */
  initial: percent,
})
export type ComparisonBlock = z.infer<typeof comparisonBlockSchema>

export const infoCardSchema = z.object({
  title: text,
  description: text,
  icon,
  badge: text.optional(),
  items: z.array(text).optional(),
  tools: z.array(z.object({ name: text, icon })).optional(),
  image: imageSchema.optional(),
  accent,
})

export const infoBoxesBlockSchema = z.object({
  type: z.literal('infoBoxes'),
  boxes: z.array(infoCardSchema).min(1),
})
export type InfoBoxesBlock = z.infer<typeof infoBoxesBlockSchema>

export const videoCardSchema = z.object({
  title: text,
  description: text,
  image: imageSchema,
  href: externalHref,
  duration: duration.optional(),
  year: year.optional(),
})

export const videoCardsBlockSchema = z.object({
  type: z.literal('videoCards'),
  title: text.optional(),
  videos: z.array(videoCardSchema).min(1),
})
export type VideoCardsBlock = z.infer<typeof videoCardsBlockSchema>

export const ctaBlockSchema = z.object({
  type: z.literal('cta'),
  title: text.optional(),
  description: sentence.optional(),
  label: text,
  action: z.discriminatedUnion('kind', [
    /** Opens the messaging-app chat in a new tab with a prefilled message naming the service. */
    z.object({ kind: z.literal('booking'), service: text }),
    z.object({ kind: z.literal('link'), to: internalHref }),
  ]),
})
export type CtaBlock = z.infer<typeof ctaBlockSchema>

export const blockSchema = z.discriminatedUnion('type', [
  galleryBlockSchema,
  linkTilesBlockSchema,
  comparisonBlockSchema,
  infoBoxesBlockSchema,
  videoCardsBlockSchema,
  ctaBlockSchema,
])
export type Block = z.infer<typeof blockSchema>
