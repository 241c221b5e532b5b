import { z } from 'zod'
import { categoryIds } from '../../ids.ts'

/**
 * The small pieces every content schema is built from. Each says in its message what a good value
 * looks like, so a failing build names the field and the fix (content/lib/validate.ts).
 */

/** Words a visitor reads: any text but an empty one. */
export const text = z.string().min(1, 'must not be empty')

/** A sentence or more, e.g. a card's description. */
export const sentence = z.string().min(20, 'must be a sentence (20 characters or more)')

/** A paragraph, e.g. the intro at the top of a page. */
export const paragraph = z.string().min(40, 'must be a paragraph (40 characters or more)')

/** The meta description of a page: one or two sentences a search result can show whole. */
export const seoDescription = z
  .string()
  .min(50, 'must be a description of 50 to 170 characters (one or two sentences a search result shows whole)')
  .max(170, 'must be a description of 50 to 170 characters (one or two sentences a search result shows whole)')

/** An image's alt text: what the picture shows, for those who cannot see it. */
export const altText = z.string().min(8, 'must say what the image shows (8 characters or more)')

/** A text with placeholders that the site fills in, e.g. `'Tags for {title}'`: each named one must stay. */
export const template = (...names: readonly string[]) =>
  text.refine(
    (value) => names.every((name) => value.includes(`{${name}}`)),
    `must keep ${names.map((name) => `{${name}}`).join(' and ')} (the site fills it in)`,
  )

/** Lowercase letters and digits in words joined by single hyphens: `brand-identity`, `33-degree-coffee`. */
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a slug: lowercase letters and digits, words joined by single hyphens (brand-identity)')

export const categoryId = z.enum(categoryIds)

/** A skill's level in percent, as the skill bars show it. */
export const level = z
  .number()
  .int('must be a whole number')
  .min(78, 'must be a level from 78 to 95')
  .max(95, 'must be a level from 78 to 95')

/** A whole percentage, 0 to 100. */
export const percent = z.number().int('must be a whole number').min(0, 'must be 0 to 100').max(100, 'must be 0 to 100')

/** The year a piece of work was made. */
export const year = z
  .number()
  .int('must be a whole number')
  .min(2015, 'must be a year from 2015 to 2030')
  .max(2030, 'must be a year from 2015 to 2030')

/** A video's running time, minutes and seconds. */
export const duration = z.string().regex(/^\d{1,2}:\d{2}$/, 'must be minutes:seconds, e.g. 2:45')

/** A calendar date, e.g. '2024-06-01'. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written 2024-06-01')

/** An UnoCSS icon class from the icons preset, e.g. `i-lucide-palette` or `i-simple-icons-instagram`. */
export const icon = z.string().regex(/^i-(lucide|simple-icons)-[a-z0-9-]+$/, 'icon must be an i-lucide-* or i-simple-icons-* class')
export type Icon = z.infer<typeof icon>

/** Accent colours; uno.config.ts maps each to light and dark shades that pass AA contrast. */
export const accent = z.enum(['violet', 'blue', 'cyan', 'teal', 'emerald', 'amber', 'orange', 'rose', 'pink', 'indigo'])
export type Accent = z.infer<typeof accent>

export const aspectRatio = z.enum(['1/1', '3/4', '4/3', '9/16', '16/9', '3/2', '2/3', '4/5'])
export type AspectRatio = z.infer<typeof aspectRatio>

/** A link to another site: https (or an email address). */
export const externalHref = z
  .string()
  .url('must be a full URL, https://…')
  .refine((s) => s.startsWith('https://') || s.startsWith('mailto:'), 'external links use https')

/** A page of this site, at its canonical path. */
export const internalHref = z.string().regex(/^\/[a-z0-9\-/]*$/, 'internal links are canonical paths like /portfolio/graphics')

/** Columns of a grid at one breakpoint. */
export const columnCount = z.number().int().min(1).max(6)
