import { z } from 'zod'
import { template, text } from './atoms.ts'

/**
 * The words of the site's frame that no page owns (content/ui.ts): the skip link, header, menu,
 * footer, theme button, image viewer, the labels screen readers announce, the 404 and error pages.
 * A `{name}` in a text is filled in by the site (a card's title, a tool's name) and must stay.
 */
export const uiCopySchema = z.object({
  skipToContent: text,
  /** Said after a link that opens another site: 'Find Out More (opens in a new tab)'. */
  newTab: text,
  /** Said after a booking button that opens the messaging app. */
  newTabMessaging: text,
  /** The messaging app's name on contact links. */
  messaging: text,
  featuredProjects: text,
  header: z.object({ homeLink: text, nav: text, portfolio: text, openMenu: text }),
  mobileMenu: z.object({ title: text, close: text, nav: text, portfolio: text }),
  theme: z.object({ toLight: text, toDark: text }),
  footer: z.object({
    blurb: text,
    socialProfiles: text,
    services: text,
    quickLinks: text,
    contact: text,
    legal: text,
    viewPortfolio: text,
    rights: text,
  }),
  aboutHighlights: text,
  skillsOf: template('title'),
  tagsOf: template('title'),
  toolsOf: template('title'),
  cardMeta: z.object({ tools: text, duration: text, year: text, platform: text }),
  toolsCarousel: z.object({ scrollLeft: text, scrollRight: text, strip: text, proficiency: text, proficiencyOf: template('name') }),
  gallery: z.object({ openImage: text }),
  lightbox: z.object({ dialog: template('label'), close: text, previous: text, next: text }),
  comparison: z.object({ slider: template('title'), untitled: text, afterShare: template('percent') }),
  legal: z.object({ updated: template('date') }),
  notFound: z.object({ title: text, code: text, message: text, returnHome: text }),
  error: z.object({ title: text, message: text, retry: text, home: text }),
})
export type UiCopy = z.infer<typeof uiCopySchema>
