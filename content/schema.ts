import { z } from 'zod'
import { categoryIds, projectIds } from './ids.ts'

/**
 * The shapes of all showcase content. Components import only the inferred types
 * (`import type`), so zod stays out of the client bundle; tests/unit/content.test.ts
 * parses every content module with these schemas.
 */

/** An UnoCSS icon class from the icons preset, e.g. `i-lucide-palette` or `i-simple-icons-instagram`. */
export const iconSchema = z.string().regex(/^i-(lucide|simple-icons)-[a-z0-9-]+$/, 'icon must be an i-lucide-* or i-simple-icons-* class')

/** Accent colours; uno.config.ts maps each to light and dark shades that pass AA contrast. */
export const accentSchema = z.enum(['violet', 'blue', 'cyan', 'teal', 'emerald', 'amber', 'orange', 'rose', 'pink', 'indigo'])

export const aspectRatioSchema = z.enum(['1/1', '3/4', '4/3', '9/16', '16/9', '3/2', '2/3', '4/5'])

/**
 * Generated artwork under public/ (/images/...), a photograph under content/photos/ (/photos/...,
 * encoded by the image pipeline) or a remote https URL (a CDN).
 */
export const imageSrcSchema = z
  .string()
  .refine((s) => s.startsWith('/images/') || s.startsWith('/photos/') || s.startsWith('https://'), 'image src must be /images/..., /photos/... or https://...')

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
    position: z.string().min(1),
    /**
     * Widths of the variants cropped around the focal point to a tile's aspect ratio
     * (`/assets/photos/<file>-c3x4-<width>.<format>`), for the boxes of that shape the photo is drawn in.
     */
    crops: z.partialRecord(aspectRatioSchema, z.array(z.number().int().positive()).min(1)).optional(),
  })
  .strict()

export const imageSchema = z.object({
  src: imageSrcSchema,
  alt: z.string().min(8),
  /** Intrinsic size, so the browser reserves the space before the file arrives. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Resized copies on an image CDN: written by `cdnImage()` in content/cdn.ts, never by hand. */
  srcSet: z.string().optional(),
  /** A photograph's variants: written by `photo()` in content/photo-images.ts, never by hand. */
  photo: photoVariantsSchema.optional(),
})

/** A focal point as fractions of the width and height: `{ x: 0.5, y: 0.3 }` keeps faces in a crop. */
export const focusSchema = z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) })

/** One photo's entry in `photos.json`: its alt text and an optional focal point. */
export const photoMetaSchema = z
  .object({ alt: z.string().min(8, 'every photo needs an alt text saying what it shows (8 characters or more)'), focus: focusSchema.optional() })
  .strict()

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

export const objectFitSchema = z.enum(['cover', 'contain', 'scale-down'])

export const galleryImageSchema = imageSchema.extend({
  objectFit: objectFitSchema.optional(),
  /** CSS object-position, e.g. 'center top', 'left center'. */
  objectPosition: z.string().optional(),
})

export const columnsSchema = z.object({
  base: z.number().int().min(1).max(6),
  sm: z.number().int().min(1).max(6).optional(),
  md: z.number().int().min(1).max(6).optional(),
  lg: z.number().int().min(1).max(6).optional(),
})

const externalHref = z.string().url().refine((s) => s.startsWith('https://') || s.startsWith('mailto:'), 'external links use https')
const internalHref = z.string().regex(/^\/[a-z0-9\-/]*$/, 'internal links are canonical paths like /portfolio/graphics')

export const navItemSchema = z.object({ name: z.string().min(1), path: internalHref })
export const externalLinkSchema = z.object({ name: z.string().min(1), href: externalHref, icon: iconSchema })

// ---------- project page blocks ----------

export const galleryBlockSchema = z.object({
  type: z.literal('gallery'),
  title: z.string().optional(),
  description: z.string().optional(),
  columns: columnsSchema,
  aspectRatio: aspectRatioSchema,
  /** Fit and position applied to image i as cycle[i % cycle.length], where the spec varies them by index. */
  fitCycle: z.array(z.object({ objectFit: objectFitSchema, objectPosition: z.string() })).min(1).optional(),
  images: z.array(galleryImageSchema).min(1),
})

export const linkTileSchema = z.object({
  title: z.string().min(1),
  description: z.string().optional(),
  image: imageSchema,
  href: externalHref,
  label: z.literal('Find Out More'),
  /** Grid span inside a fixed grid (brand identity: 5 tiles in a 6x4 grid). */
  span: z.object({ cols: z.number().int().min(1).max(6), rows: z.number().int().min(1).max(4) }).optional(),
})

export const linkTilesBlockSchema = z.object({
  type: z.literal('linkTiles'),
  title: z.string().optional(),
  /** Columns and rows of a fixed grid on medium screens and up; tiles stack on phones. */
  grid: z.object({ cols: z.number().int().min(1).max(6), rows: z.number().int().min(1).max(4) }).optional(),
  aspectRatio: aspectRatioSchema.optional(),
  tiles: z.array(linkTileSchema).min(1),
})

export const comparisonBlockSchema = z.object({
  type: z.literal('comparison'),
  title: z.string().optional(),
  description: z.string().optional(),
  before: imageSchema,
  after: imageSchema,
  beforeLabel: z.string().min(1),
  afterLabel: z.string().min(1),
  /** Starting split in percent. */
  initial: z.number().min(0).max(100),
})

export const infoCardSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  icon: iconSchema,
  badge: z.string().optional(),
  items: z.array(z.string()).optional(),
  tools: z.array(z.object({ name: z.string(), icon: iconSchema })).optional(),
  image: imageSchema.optional(),
  accent: accentSchema,
})

export const infoBoxesBlockSchema = z.object({
  type: z.literal('infoBoxes'),
  boxes: z.array(infoCardSchema).min(1),
})

export const videoCardSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  image: imageSchema,
  href: externalHref,
  duration: z.string().regex(/^\d{1,2}:\d{2}$/).optional(),
  year: z.number().int().min(2015).max(2030).optional(),
})

export const videoCardsBlockSchema = z.object({
  type: z.literal('videoCards'),
  title: z.string().optional(),
  videos: z.array(videoCardSchema).min(1),
})

export const ctaBlockSchema = z.object({
  type: z.literal('cta'),
  title: z.string().optional(),
  description: z.string().optional(),
  label: z.string().min(1),
  action: z.discriminatedUnion('kind', [
    /** Opens the messaging-app chat in a new tab with a prefilled message naming the service. */
    z.object({ kind: z.literal('booking'), service: z.string().min(1) }),
    z.object({ kind: z.literal('link'), to: internalHref }),
  ]),
})

export const blockSchema = z.discriminatedUnion('type', [
  galleryBlockSchema,
  linkTilesBlockSchema,
  comparisonBlockSchema,
  infoBoxesBlockSchema,
  videoCardsBlockSchema,
  ctaBlockSchema,
])

export const projectPageSchema = z.object({
  /** A slug of content/ids.ts, or the folder name of a page made from content/photos/<slug>/. */
  id: z.union([z.enum(projectIds), z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)]),
  category: z.enum(categoryIds),
  title: z.string().min(1),
  icon: iconSchema,
  description: z.string().min(40),
  /** Image for cards, previews and the social share card. */
  cover: imageSchema,
  back: z.object({ label: z.string().min(1), to: internalHref }),
  blocks: z.array(blockSchema).min(1),
})

// ---------- category pages and cards ----------

export const cardActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('internal'), to: internalHref, label: z.string().min(1) }),
  z.object({ kind: z.literal('external'), href: externalHref, label: z.string().min(1) }),
  /** Dispatches a window event (the AI Chatbots card opens the chat with `showAIWidget`). */
  z.object({ kind: z.literal('widget'), event: z.literal('showAIWidget'), label: z.string().min(1) }),
])

export const projectCardSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  description: z.string().min(20),
  image: imageSchema,
  tags: z.array(z.string()).min(1),
  action: cardActionSchema,
  /** Variant fields of the spec: AI tools, video duration and year, photo year, social platform. */
  tools: z.array(z.string()).optional(),
  duration: z.string().regex(/^\d{1,2}:\d{2}$/).optional(),
  year: z.number().int().min(2015).max(2030).optional(),
  platform: z.string().optional(),
})

export const categorySchema = z.object({
  id: z.enum(categoryIds),
  title: z.string().min(1),
  /** One sentence for tiles and previews. */
  description: z.string().min(20),
  /** The intro paragraph at the top of the category page. */
  intro: z.string().min(40),
  image: imageSchema,
  icon: iconSchema,
  accent: accentSchema,
  skills: z.array(z.string()).min(3),
  /** Label such as '25+ Projects'. */
  projectCount: z.string().regex(/^\d+\+ Projects$/),
  cards: z.array(projectCardSchema).length(6),
  /** Project pages of the category beyond the spec's six cards, in a compact row below them. */
  more: z
    .object({
      title: z.string().min(1),
      links: z.array(z.object({ title: z.string().min(1), to: internalHref, image: imageSchema })).min(1),
    })
    .optional(),
  back: z.object({ label: z.string().min(1), to: internalHref }),
})

// ---------- home, skills, about ----------

/**
 * A tool's mark: the brand's own logo where an icon set has it (Simple Icons), otherwise a
 * neutral tool glyph from the site's own icon set (Lucide) that says what the tool does, never
 * letters set beside real logos.
 */
export const toolMarkSchema = z.union([
  z.object({ logo: z.string().regex(/^i-simple-icons-[a-z0-9-]+$/, 'a tool logo is an i-simple-icons-* class') }),
  z.object({ glyph: z.string().regex(/^i-lucide-[a-z0-9-]+$/, 'a tool glyph is an i-lucide-* class') }),
])

export const toolSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  category: z.string().min(1),
  description: z.string().min(20),
  proficiency: z.number().int().min(0).max(100),
  accent: accentSchema,
  icon: toolMarkSchema,
})

export const skillSchema = z.object({ name: z.string().min(1), level: z.number().int().min(78).max(95) })

export const skillGroupSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  description: z.string().min(20),
  image: imageSchema,
  skills: z.array(skillSchema).length(5),
})

export const capabilitySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  description: z.string().min(20),
  image: imageSchema,
  icon: iconSchema,
  skills: z.array(z.string()).min(2),
})

export const overviewSkillSchema = z.object({
  name: z.string().min(1),
  level: z.number().int().min(78).max(95),
  accent: accentSchema,
})

export const featureCardSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(20),
  icon: iconSchema,
  accent: accentSchema,
})

export const statSchema = z.object({ value: z.string().min(1), label: z.string().min(1) })

export type Icon = z.infer<typeof iconSchema>
export type Accent = z.infer<typeof accentSchema>
export type AspectRatio = z.infer<typeof aspectRatioSchema>
export type Image = z.infer<typeof imageSchema>
export type PhotoVariants = z.infer<typeof photoVariantsSchema>
export type GalleryImage = z.infer<typeof galleryImageSchema>
export type Focus = z.infer<typeof focusSchema>
export type PhotoMeta = z.infer<typeof photoMetaSchema>
export type PhotoFolderText = z.infer<typeof photoFolderTextSchema>
export type Columns = z.infer<typeof columnsSchema>
export type NavItem = z.infer<typeof navItemSchema>
export type ExternalLink = z.infer<typeof externalLinkSchema>
export type GalleryBlock = z.infer<typeof galleryBlockSchema>
export type LinkTilesBlock = z.infer<typeof linkTilesBlockSchema>
export type ComparisonBlock = z.infer<typeof comparisonBlockSchema>
export type InfoCard = z.infer<typeof infoCardSchema>
export type InfoBoxesBlock = z.infer<typeof infoBoxesBlockSchema>
export type VideoCard = z.infer<typeof videoCardSchema>
export type VideoCardsBlock = z.infer<typeof videoCardsBlockSchema>
export type CtaBlock = z.infer<typeof ctaBlockSchema>
export type Block = z.infer<typeof blockSchema>
export type ProjectPage = z.infer<typeof projectPageSchema>
export type CardAction = z.infer<typeof cardActionSchema>
export type ProjectCard = z.infer<typeof projectCardSchema>
export type Category = z.infer<typeof categorySchema>
export type CategorySummary = Omit<Category, 'cards' | 'back'>
export type Tool = z.infer<typeof toolSchema>
export type Skill = z.infer<typeof skillSchema>
export type SkillGroup = z.infer<typeof skillGroupSchema>
export type Capability = z.infer<typeof capabilitySchema>
export type OverviewSkill = z.infer<typeof overviewSkillSchema>
export type FeatureCard = z.infer<typeof featureCardSchema>
export type Stat = z.infer<typeof statSchema>

// ---------- page texts (added with the showcase content) ----------

/** The meta description of a page: one or two sentences a search result can show whole. */
export const seoDescriptionSchema = z.string().min(50).max(170)

export const landingContentSchema = z.object({
  title: z.string().min(1),
  tagline: z.string().min(1),
  enterLabel: z.string().min(1),
  enterTitle: z.string().min(1),
  enteringLabel: z.string().min(1),
  transitioningLabel: z.string().min(1),
  description: seoDescriptionSchema,
})

const downloadLinkSchema = z.object({ label: z.string().min(1), href: externalHref })

export const homeContentSchema = z.object({
  title: z.string().min(1),
  description: seoDescriptionSchema,
  hero: z.object({ eyebrow: z.string().min(1), title: z.string().min(1), lead: z.string().min(20) }),
  stats: z.array(statSchema).length(3),
  downloads: z.object({ cv: downloadLinkSchema, resume: downloadLinkSchema }),
  tools: z.object({ title: z.string().min(1), lead: z.string().min(20) }),
  cta: z.object({ title: z.string().min(1), lead: z.string().min(20), buttonLabel: z.string().min(1) }),
})

/** /home's 'Creative Excellence' section (content/home-excellence.ts). */
export const homeExcellenceSchema = z.object({ title: z.string().min(1), lead: z.string().min(20), cards: z.array(featureCardSchema).length(3) })

/** /home's 'Portfolio Showcase' section (content/home-showcase.ts). */
export const homeShowcaseSchema = z.object({ title: z.string().min(1), lead: z.string().min(20), linkLabel: z.string().min(1), to: internalHref })

export const skillsPageSchema = z.object({
  title: z.string().min(1),
  intro: z.string().min(40),
  backLabel: z.string().min(1),
  backTo: internalHref,
  description: seoDescriptionSchema,
})

export const aboutContentSchema = z.object({
  title: z.string().min(1),
  description: seoDescriptionSchema,
  intro: z.array(z.string().min(40)).min(2).max(3),
  badges: z.array(z.string().min(1)).min(1),
  capabilitiesTitle: z.string().min(1),
  capabilitiesLead: z.string().min(20),
  overviewTitle: z.string().min(1),
})

export const portfolioHubSchema = z.object({
  title: z.string().min(1),
  intro: z.string().min(40),
  description: seoDescriptionSchema,
  /** Label of the tile link to a category page. */
  tileLabel: z.string().min(1),
})

export const legalPageSchema = z.object({
  title: z.string().min(1),
  description: seoDescriptionSchema,
  /** ISO date of the last change, e.g. '2024-06-01'. */
  updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  intro: z.string().min(40),
  sections: z.array(z.object({ heading: z.string().min(1), paragraphs: z.array(z.string().min(20)).min(1) })).min(1),
})

export const placeholderPageSchema = z.object({
  title: z.string().min(1),
  text: z.string().min(1),
  lead: z.string().min(20).optional(),
  description: seoDescriptionSchema,
})

export type LandingContent = z.infer<typeof landingContentSchema>
export type HomeContent = z.infer<typeof homeContentSchema>
export type HomeExcellence = z.infer<typeof homeExcellenceSchema>
export type HomeShowcase = z.infer<typeof homeShowcaseSchema>
export type SkillsPage = z.infer<typeof skillsPageSchema>
export type AboutContent = z.infer<typeof aboutContentSchema>
export type PortfolioHub = z.infer<typeof portfolioHubSchema>
export type LegalPage = z.infer<typeof legalPageSchema>
export type PlaceholderPage = z.infer<typeof placeholderPageSchema>
