import type { PlaceholderPage } from './lib/schema.ts'

/** Pages the spec keeps as 'Coming Soon'; the contact page also lists the contact links from site.ts. */
export const contactPage = {
  title: 'Contact',
  text: 'Contact Page - Coming Soon',
  lead: 'A contact form is on its way. Until then, send a message on WhatsApp or by email and you will hear back within one working day.',
  description: 'Get in touch about a branding, social media, web, video or photography project: message on WhatsApp or send an email.',
} as const satisfies PlaceholderPage

export const showcasePage = {
  title: 'Showcase',
  text: 'Showcase Gallery - Coming Soon',
  description: 'A showcase gallery of selected creative work is coming soon. Meanwhile, browse the full portfolio by category.',
} as const satisfies PlaceholderPage
