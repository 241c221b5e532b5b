/** Words of the site's frame that no page owns: footer headings, the skip link, the 404 and error pages. */
export const uiCopy = {
  skipToContent: 'Skip to content',
  featuredProjects: 'Featured Projects',
  footer: {
    services: 'Services',
    quickLinks: 'Quick Links',
    contact: 'Contact',
    legal: 'Legal',
    viewPortfolio: 'View Portfolio',
    rights: 'All rights reserved.',
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
} as const
