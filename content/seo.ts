import type { StaticPagePath } from './lib/routes.ts'
import type { PageSeo } from './lib/schema.ts'
import { shareImagePath } from './lib/share-images.ts'
import { site } from './site.ts'

/** Title, description and share image of every page (their fields: PageSeo in content/lib/schema/pages.ts). */
export const landingSeo: PageSeo = {
  image: shareImagePath.page('landing'),
  title: `${site.brand}: ${site.ownerName}, ${site.role}`,
  description: `${site.tagline} The portfolio of ${site.ownerName}: graphics, web, AI, social media, video and photography.`,
  path: '/',
}

export const pageSeo: Record<Exclude<StaticPagePath, '/'>, PageSeo> = {
  '/home': {
    image: shareImagePath.page('home'),
    title: 'Creative Digital Design',
    description: `${site.ownerName} designs brands, social content, websites, video and photography, with ${site.experience} of experience and ${site.projectsCompleted} projects completed.`,
    path: '/home',
    type: 'profile',
  },
  '/skills': {
    image: shareImagePath.page('skills'),
    title: 'Skills and Expertise',
    description: `Graphic design, branding, web, AI-assisted design, video, motion and photography: the skills ${site.ownerName} brings to every project, and how strong each one is.`,
    path: '/skills',
  },
  '/about': {
    image: shareImagePath.page('about'),
    title: 'About Me',
    description: `Who ${site.ownerName} is, how they work, and the capabilities behind ${site.projectsCompleted} projects across design, video, photography and AI.`,
    path: '/about',
    type: 'profile',
  },
  '/portfolio': {
    image: shareImagePath.page('portfolio'),
    title: 'Portfolio',
    description: `Six areas of work by ${site.ownerName}: graphics, web design, artificial intelligence, social media, videography and photography.`,
    path: '/portfolio',
  },
  '/contact': {
    image: shareImagePath.page('contact'),
    title: 'Contact',
    description: `How to reach ${site.ownerName} for a project: messaging app or email.`,
    path: '/contact',
  },
  '/showcase': {
    image: shareImagePath.page('showcase'),
    title: 'Showcase Gallery',
    description: `A gallery of selected work by ${site.ownerName}, coming soon.`,
    path: '/showcase',
    // A placeholder: kept out of search results and the sitemap until it has content.
    noindex: true,
  },
  '/privacy': {
    image: shareImagePath.page('privacy'),
    title: 'Privacy Policy',
    description: 'What this site stores and sends: only what the AI assistant needs to answer, and your theme choice in your own browser. No cookies, no tracking.',
    path: '/privacy',
  },
  '/terms': {
    image: shareImagePath.page('terms'),
    title: 'Terms of Service',
    description: `The work shown on this site belongs to ${site.ownerName} and may not be reused without permission.`,
    path: '/terms',
  },
}

/** The title of a category page; `{title}` is the category's ('Graphics Portfolio'). Project pages are titled by their own title. */
export const categoryPageTitle = '{title} Portfolio'
