import type { PortfolioHub } from './lib/schema.ts'

/** The /portfolio hub; its tiles come from categoryList in categories.ts. */
export const portfolioHub = {
  title: 'Portfolio',
  intro:
    'Six disciplines, one eye for detail. Explore brand identities and print, websites, AI-assisted work, social media campaigns, films and photography, each with a selection of recent projects.',
  description:
    'Portfolio of graphic design, web design, AI-assisted design, social media, videography and photography projects by a freelance creative designer.',
  tileLabel: 'Explore',
} as const satisfies PortfolioHub
