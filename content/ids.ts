/** Every category and project slug, once. Unions derive from these lists. */
export const categoryIds = [
  'graphics',
  'web-design',
  'artificial-intelligence',
  'social-media',
  'videography',
  'photography',
] as const
export type CategoryId = (typeof categoryIds)[number]

export const projectIds = [
  'ai-brand-proposal',
  'ai-prompt-images',
  'ai-enhanced',
  'ai-video-section1',
  'product-packaging',
  'foods-restaurants',
  'real-estate-social',
  'ramadan-posts',
  'social-media-ramadan-posts',
  'carousel-posts',
  'instagram-homepage',
  'typography-posts',
  'brand-identity',
  'stationery',
  'social-media-graphics',
  'event-poster-series',
  'family-portrait',
  'wedding-photography',
  'perfume-photography',
  'drinks-and-desserts',
  'main-course-appetizer',
  '33-degree-speciality',
  '33-degree-coffee',
  'beverages-desserts',
] as const
export type ProjectId = (typeof projectIds)[number]

/** Old or mistyped paths that keep working: answered with 308 on the server, `replace` in the client. */
export const redirects = {
  '/about-me': '/about',
  '/discovery': '/',
  '/portfolio/ai': '/portfolio/artificial-intelligence',
  '/portfolio/motion': '/portfolio/videography',
  '/portfolio/video-editing': '/portfolio/videography',
  '/portfolio/branding': '/portfolio/videography',
  '/portfolio/3d': '/portfolio',
  '/portfolio/2d': '/portfolio',
} as const satisfies Record<string, string>
