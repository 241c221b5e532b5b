import { z } from 'zod'
import {
  accent,
  categoryId,
  duration,
  externalHref,
  icon,
  internalHref,
  paragraph,
  sentence,
  seoDescription,
  slug,
  text,
  year,
} from './atoms.ts'
import { backLinkSchema } from './links.ts'
import { imageSchema } from './media.ts'

/** Category pages and the six project cards on each. */

export const cardActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('internal'), to: internalHref, label: text }),
  z.object({ kind: z.literal('external'), href: externalHref, label: text }),
  /** Dispatches a window event (the AI Chatbots card opens the chat with `showAIWidget`). */
  z.object({ kind: z.literal('widget'), event: z.literal('showAIWidget'), label: text }),
])
export type CardAction = z.infer<typeof cardActionSchema>

export const projectCardSchema = z.object({
  id: slug,
  title: text,
  description: sentence,
  image: imageSchema,
  tags: z.array(text).min(1),
  action: cardActionSchema,
  /** Variant fields of the spec: AI tools, video duration and year, photo year, social platform. */
  tools: z.array(text).optional(),
  duration: duration.optional(),
  year: year.optional(),
  platform: text.optional(),
})
export type ProjectCard = z.infer<typeof projectCardSchema>

/** What the hub, the home page and the previews show of a category (content/category-summaries.ts). */
export const categorySummarySchema = z.object({
  id: categoryId,
  title: text,
  /** One sentence for tiles and previews, and the category page's meta description. */
  description: seoDescription,
  /** The intro paragraph at the top of the category page. */
  intro: paragraph,
  image: imageSchema,
  icon,
  accent,
  skills: z.array(text).min(3),
  /** Label such as '25+ Projects'. */
  projectCount: z.string().regex(/^\d+\+ Projects$/, "must read like '25+ Projects'"),
})
export type CategorySummary = z.infer<typeof categorySummarySchema>

export const categorySchema = categorySummarySchema.extend({
  cards: z.array(projectCardSchema).length(6, 'must be six cards'),
  /** Project pages of the category beyond the spec's six cards, in a compact row below them. */
  more: z
    .object({
      title: text,
      links: z.array(z.object({ title: text, to: internalHref, image: imageSchema })).min(1),
    })
    .optional(),
  back: backLinkSchema,
})
export type Category = z.infer<typeof categorySchema>
