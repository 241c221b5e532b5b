import { owner } from './owner.ts'
import type { ExternalLink, NavItem } from './lib/schema.ts'

/**
 * Site facts, kept once. The owner's own values (name, email, number, CV, profiles) are
 * edited in owner.ts, not here: every page, the footer, the assistant and the structured
 * data follow from there.
 */
export const site = {
  brand: 'Discovery',
  ownerName: owner.name,
  role: 'Creative Designer',
  tagline: 'Where imagination meets innovation through strategic design thinking.',
  summary:
    'Creative designer specializing in graphics, videography, photography and AI: brand identities, social media content, web design, video and photo work for businesses that want to be remembered.',
  location: 'Available worldwide, working remotely',
  /** Shown on home and about; the spec's 'over 5 years' is dropped (decisions.md). */
  experience: '1-2 years',
  projectsCompleted: '200+',
  email: owner.email,
  whatsappNumber: owner.whatsappNumber,
  cvUrl: owner.cvUrl,
  resumeUrl: owner.resumeUrl,
  /** Used when SITE_URL is not set at build time. */
  defaultSiteUrl: 'http://localhost:3000',
  themeColor: { light: '#ffffff', dark: '#0b0b14' },
} as const

export const whatsappLink = (message?: string) =>
  `https://wa.me/${site.whatsappNumber}${message ? `?text=${encodeURIComponent(message)}` : ''}`

export const bookingMessage = (service: string) =>
  `Hi ${site.ownerName.split(' ')[0]}! I found your portfolio and would like to book ${service}. Are you available?`

export const mailtoLink = `mailto:${site.email}`

export const socialLinks = [
  { name: 'Instagram', href: owner.profiles.instagram, icon: 'i-simple-icons-instagram' },
  { name: 'Behance', href: owner.profiles.behance, icon: 'i-simple-icons-behance' },
  { name: 'LinkedIn', href: owner.profiles.linkedin, icon: 'i-simple-icons-linkedin' },
  { name: 'WhatsApp', href: whatsappLink(), icon: 'i-simple-icons-whatsapp' },
] as const satisfies readonly ExternalLink[]

/** Header Portfolio dropdown and mobile menu: canonical paths (the spec's /portfolio/ai redirects). */
export const portfolioNav: readonly NavItem[] = [
  { name: 'Graphics', path: '/portfolio/graphics' },
  { name: 'Web Design', path: '/portfolio/web-design' },
  { name: 'Artificial Intelligence', path: '/portfolio/artificial-intelligence' },
  { name: 'Social Media', path: '/portfolio/social-media' },
  { name: 'Videography', path: '/portfolio/videography' },
  { name: 'Photography', path: '/portfolio/photography' },
]

export const mainNav: readonly NavItem[] = [
  { name: 'Skills', path: '/skills' },
  { name: 'About Me', path: '/about' },
]

export const contactNav: NavItem = { name: 'Contact', path: '/contact' }

export const footerNav = {
  services: [
    { name: 'Graphic Design', path: '/portfolio/graphics' },
    { name: 'Videography', path: '/portfolio/videography' },
    { name: 'Photography', path: '/portfolio/photography' },
    { name: 'AI Design', path: '/portfolio/artificial-intelligence' },
    { name: 'Web Design', path: '/portfolio/web-design' },
    { name: 'Social Media', path: '/portfolio/social-media' },
  ],
  /** The spec's /about-me and /discovery are linked at their canonical paths; the old ones redirect. */
  quickLinks: [
    { name: 'Portfolio', path: '/portfolio' },
    { name: 'About Me', path: '/about' },
    { name: 'Skills', path: '/skills' },
    { name: 'Discovery', path: '/' },
  ],
  legal: [
    { name: 'Privacy Policy', path: '/privacy' },
    { name: 'Terms of Service', path: '/terms' },
    { name: 'Contact', path: '/contact' },
  ],
} as const satisfies Record<string, readonly NavItem[]>

/** Where you take work, as search engines read it (the structured data of every page). */
export const areaServed = 'Worldwide'
