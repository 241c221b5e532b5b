import type { HomeShowcase } from './lib/schema.ts'

/**
 * 'Portfolio Showcase' on /home. Its own module, read by its section directly: the section is
 * below the fold, and its text loads with its code when the visitor scrolls near.
 */
export const homeShowcase = {
  title: 'Portfolio Showcase',
  lead: 'Graphics, web design, AI, social media, videography and photography: six categories of recent client and passion projects.',
  linkLabel: 'Explore the Portfolio',
  to: '/portfolio',
} as const satisfies HomeShowcase
