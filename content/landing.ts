import type { LandingContent } from './lib/schema.ts'
import { site } from './site.ts'

export const landingContent = {
  title: `Welcome to ${site.brand}`,
  tagline: site.tagline,
  enterLabel: 'Click to enter the creative realm',
  enterTitle: 'Journey Home',
  enteringLabel: 'Entering creative realm...',
  transitioningLabel: 'Transitioning...',
  description: `${site.brand}: the portfolio of ${site.ownerName}, a ${site.role.toLowerCase()} in graphics, web design, AI, social media, videography and photography.`,
} as const satisfies LandingContent
