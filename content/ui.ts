import type { UiCopy } from './lib/schema.ts'
import { site } from './site.ts'

/**
 * Words of the site's frame that no page owns: the skip link, header and menu, footer, theme
 * button, image viewer, what screen readers announce, the 404 and error pages. A `{name}` in a
 * text is filled in by the site (a card's title, a tool's name): keep it where it reads well.
 */
export const uiCopy = {
  skipToContent: 'Skip to content',
  newTab: '(opens in a new tab)',
  newTabMessaging: '(opens WhatsApp in a new tab)',
  messaging: 'WhatsApp',
  featuredProjects: 'Featured Projects',
  header: {
    homeLink: `${site.brand}, home`,
    nav: 'Main',
    portfolio: 'Portfolio',
    openMenu: 'Open menu',
  },
  mobileMenu: {
    title: 'Menu',
    close: 'Close menu',
    nav: 'Mobile',
    portfolio: 'Portfolio',
  },
  theme: {
    toLight: 'Switch to light theme',
    toDark: 'Switch to dark theme',
  },
  footer: {
    blurb: `${site.ownerName} is a creative designer specializing in graphics, videography, photography and AI.`,
    socialProfiles: 'Social profiles',
    services: 'Services',
    quickLinks: 'Quick Links',
    contact: 'Contact',
    legal: 'Legal',
    viewPortfolio: 'View Portfolio',
    rights: 'All rights reserved.',
  },
  aboutHighlights: 'Highlights',
  skillsOf: '{title} skills',
  tagsOf: 'Tags for {title}',
  toolsOf: 'Tools for {title}',
  cardMeta: {
    tools: 'Tools',
    duration: 'Duration',
    year: 'Year',
    platform: 'Platform',
  },
  toolsCarousel: {
    scrollLeft: 'Scroll tools left',
    scrollRight: 'Scroll tools right',
    strip: 'Tool cards',
    proficiency: 'Proficiency',
    proficiencyOf: '{name} proficiency',
  },
  gallery: {
    /** Said after an image's alt text: 'A bride and groom…, open larger view'. */
    openImage: 'open larger view',
  },
  lightbox: {
    dialog: '{label}: image viewer',
    close: 'Close image viewer',
    previous: 'Previous image',
    next: 'Next image',
  },
  comparison: {
    slider: '{title}: comparison slider',
    /** The slider's name when its block has no title. */
    untitled: 'Before and after',
    afterShare: '{percent}% after image',
  },
  legal: {
    updated: 'Last updated {date}',
  },
  notFound: {
    title: 'Page not found',
    code: '404',
    message: 'Oops! Page not found',
    returnHome: 'Return to Home',
  },
  error: {
    title: 'Something went wrong',
    message: 'This page could not be shown. Please try again.',
    retry: 'Try again',
    home: 'Go to Home',
  },
} as const satisfies UiCopy
