/**
 * ============================  EDIT BEFORE GOING LIVE  ============================
 *
 * Everything the owner must replace before the site goes public, in one file: who you are,
 * how visitors reach you, your CV and resume, your profiles, and the external links behind
 * the project cards (client sites, videos, shared documents). The values below are examples
 * (example.com domains, a 555 number, an invented name). `npm run check:launch` lists every
 * example value still in place and fails until none is left.
 *
 * Every other file in content/ reads these values; nothing else needs editing to go live.
 * ==================================================================================
 */

/** You, and how visitors reach you. */
export const owner = {
  name: 'Alex Morgan',
  email: 'hello@discovery-design.example',
  /** Messaging-app number in international format without '+' or spaces (wa.me links). */
  whatsappNumber: '15550123456',
  cvUrl: 'https://files.discovery-design.example/alex-morgan-cv.pdf',
  resumeUrl: 'https://files.discovery-design.example/alex-morgan-resume.pdf',
  /** Profile pages, opened in a new tab from the footer (the fourth footer link is WhatsApp). */
  profiles: {
    instagram: 'https://www.instagram.com/discovery.design.example',
    behance: 'https://www.behance.net/discovery-design-example',
    linkedin: 'https://www.linkedin.com/in/discovery-design-example',
  },
} as const

/* ---------- External project links: live client sites, hosted videos, shared documents (all https) ---------- */

export const webSites = {
  'bloom-bakery': 'https://bloom-bakery.example.com',
  'pulse-fitness': 'https://pulse-fitness.example.com',
  'atlas-architects': 'https://atlas-architects.example.com',
  'wanderlust-travel': 'https://wanderlust-travel.example.com',
  'glow-skincare': 'https://glow-skincare.example.com',
  'harbor-coffee': 'https://harbor-coffee.example.com',
} as const

/** The AI category's external site: a studio site built with an AI website builder. */
export const aiWebsite = 'https://lumen-studio.example.com'

export const videos = {
  'brand-story-film': 'https://video.example.com/brand-story-film',
  'product-launch-teaser': 'https://video.example.com/product-launch-teaser',
  'event-highlights-reel': 'https://video.example.com/event-highlights-reel',
  'music-video-edit': 'https://video.example.com/music-video-edit',
  'documentary-short': 'https://video.example.com/documentary-short',
  'motion-graphics-reel': 'https://video.example.com/motion-graphics-reel',
} as const

export const aiVideos = {
  'ocean-dreams': 'https://video.example.com/ai/ocean-dreams',
  'neon-city': 'https://video.example.com/ai/neon-city',
  'product-orbit': 'https://video.example.com/ai/product-orbit',
  'cosmic-drift': 'https://video.example.com/ai/cosmic-drift',
  'bloom-timelapse': 'https://video.example.com/ai/bloom-timelapse',
  'summit-flyover': 'https://video.example.com/ai/summit-flyover',
} as const

/** Shared documents behind 'Find Out More' tiles. */
export const documents = {
  brandIdentity: {
    'logo-suite': 'https://docs.example.com/brand-identity/logo-suite.pdf',
    'colour-type-system': 'https://docs.example.com/brand-identity/colour-and-type-system.pdf',
    'brand-guidelines': 'https://docs.example.com/brand-identity/brand-guidelines.pdf',
    'business-cards': 'https://docs.example.com/brand-identity/business-cards.pdf',
    'social-kit': 'https://docs.example.com/brand-identity/social-media-kit.pdf',
  },
  aiBrandProposal: {
    'logo-concepts': 'https://share.example.com/ai-brand-proposal/logo-concepts',
    'mood-board': 'https://share.example.com/ai-brand-proposal/mood-board',
    mockups: 'https://share.example.com/ai-brand-proposal/mockups',
  },
} as const
