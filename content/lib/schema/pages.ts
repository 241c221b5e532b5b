import { z } from 'zod'
import { accent, altText, icon, internalHref, isoDate, paragraph, seoDescription, sentence, text } from './atoms.ts'
import { downloadLinkSchema } from './links.ts'

/** The texts of the site's pages: landing, home, skills, about, the hub, legal and placeholder pages. */

export const landingContentSchema = z.object({
  title: text,
  tagline: text,
  enterLabel: text,
  enterTitle: text,
  enteringLabel: text,
  transitioningLabel: text,
  description: seoDescription,
})
export type LandingContent = z.infer<typeof landingContentSchema>

/** A figure on /home: '200+' 'Projects Completed'. */
export const statSchema = z.object({ value: text, label: text })

export const homeContentSchema = z.object({
  title: text,
  description: seoDescription,
  hero: z.object({ eyebrow: text, title: text, lead: sentence }),
  stats: z.array(statSchema).length(3, 'must be three figures'),
  downloads: z.object({ cv: downloadLinkSchema, resume: downloadLinkSchema }),
  tools: z.object({ title: text, lead: sentence }),
  cta: z.object({ title: text, lead: sentence, buttonLabel: text }),
})
export type HomeContent = z.infer<typeof homeContentSchema>

export const featureCardSchema = z.object({ title: text, description: sentence, icon, accent })

/** /home's 'Creative Excellence' section (content/home-excellence.ts). */
export const homeExcellenceSchema = z.object({
  title: text,
  lead: sentence,
  cards: z.array(featureCardSchema).length(3, 'must be three cards'),
})
export type HomeExcellence = z.infer<typeof homeExcellenceSchema>

/** /home's 'Portfolio Showcase' section (content/home-showcase.ts). */
export const homeShowcaseSchema = z.object({ title: text, lead: sentence, linkLabel: text, to: internalHref })
export type HomeShowcase = z.infer<typeof homeShowcaseSchema>

export const skillsPageSchema = z.object({
  title: text,
  intro: paragraph,
  backLabel: text,
  backTo: internalHref,
  description: seoDescription,
})
export type SkillsPage = z.infer<typeof skillsPageSchema>

export const aboutContentSchema = z.object({
  title: text,
  description: seoDescription,
  intro: z.array(paragraph).min(2).max(3),
  badges: z.array(text).min(1),
  capabilitiesTitle: text,
  capabilitiesLead: sentence,
  overviewTitle: text,
})
export type AboutContent = z.infer<typeof aboutContentSchema>

export const portfolioHubSchema = z.object({
  title: text,
  intro: paragraph,
  description: seoDescription,
  /** Label of the tile link to a category page. */
  tileLabel: text,
})
export type PortfolioHub = z.infer<typeof portfolioHubSchema>

export const legalPageSchema = z.object({
  title: text,
  description: seoDescription,
  /** ISO date of the last change, e.g. '2024-06-01'. */
  updated: isoDate,
  intro: paragraph,
  sections: z.array(z.object({ heading: text, paragraphs: z.array(sentence).min(1) })).min(1),
})
export type LegalPage = z.infer<typeof legalPageSchema>

export const placeholderPageSchema = z.object({
  title: text,
  text,
  lead: sentence.optional(),
  description: seoDescription,
})
export type PlaceholderPage = z.infer<typeof placeholderPageSchema>

/** A page's title, description and share image (content/seo.ts); app/lib/seo.ts turns them into tags. */
export const pageSeoSchema = z.object({
  title: text,
  description: seoDescription,
  path: internalHref,
  /** The share image: a PNG under public/ or a photo's 1200x630 crop. */
  image: text.optional(),
  imageAlt: altText.optional(),
  type: z.enum(['website', 'article', 'profile']).optional(),
  /** Kept out of search results and the sitemap (a placeholder page). */
  noindex: z.boolean().optional(),
})
export type PageSeo = z.infer<typeof pageSeoSchema>
