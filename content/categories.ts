import { aiCards } from './cards/ai.ts'
import { moreProjects, projectCard } from './lib/project-card.ts'
import { videographyCards } from './cards/videography.ts'
import { webDesignCards } from './cards/web-design.ts'
import { categorySummaries } from './category-summaries.ts'
import { categoryIds, type CategoryId } from './ids.ts'
import { folderProjects } from './lib/photo-pages.ts'
import type { Category } from './lib/schema.ts'

const back = { label: 'Back to Portfolio', to: '/portfolio' } as const

/** Each category page: its summary, its six cards and its back link. */
export const categories = {
  graphics: {
    ...categorySummaries.graphics,
    cards: [
      projectCard('brand-identity', 'View Project', { tags: ['Logo', 'Guidelines', 'Illustrator'] }),
      projectCard('stationery', 'View Project', { tags: ['Print', 'Corporate', 'InDesign'] }),
      projectCard('product-packaging', 'View Project', { tags: ['Packaging', 'Menu', 'Signage'] }),
      projectCard('event-poster-series', 'View Project', { tags: ['Poster', 'Geometric', 'Personal'] }),
      projectCard('ramadan-posts', 'View Project', { tags: ['Seasonal', 'Ramadan', 'Campaign'] }),
      projectCard('social-media-graphics', 'View Project', { tags: ['Stories', '9:16', 'Photoshop'] }),
    ],
    back,
  },
  'web-design': {
    ...categorySummaries['web-design'],
    cards: webDesignCards,
    back,
  },
  'artificial-intelligence': {
    ...categorySummaries['artificial-intelligence'],
    cards: aiCards,
    back,
  },
  'social-media': {
    ...categorySummaries['social-media'],
    cards: [
      projectCard('foods-restaurants', 'View Post', { tags: ['Food', 'Offers', 'Menu'], platform: 'Instagram' }),
      projectCard('real-estate-social', 'View Post', { tags: ['Property', 'Listings', 'Launch'], platform: 'Facebook' }),
      projectCard('social-media-ramadan-posts', 'View Post', { tags: ['Ramadan', 'Seasonal', 'Greetings'], platform: 'Instagram' }),
      projectCard('carousel-posts', 'View Post', { tags: ['Carousel', 'Education', 'Swipe'], platform: 'LinkedIn' }),
      projectCard('instagram-homepage', 'View Post', { tags: ['Feed Grid', 'Relaunch', 'Strategy'], platform: 'Instagram' }),
      projectCard('typography-posts', 'View Post', { tags: ['Typography', 'Series', 'Lettering'], platform: 'Instagram' }),
    ],
    back,
  },
  videography: {
    ...categorySummaries.videography,
    cards: videographyCards,
    back,
  },
  photography: {
    ...categorySummaries.photography,
    cards: [
      projectCard('family-portrait', 'View Photo', { tags: ['Family', 'Outdoor', 'Portrait'], year: 2024 }),
      projectCard('wedding-photography', 'View Photo', { tags: ['Wedding', 'Ceremony', 'Details'], year: 2024 }),
      projectCard('perfume-photography', 'View Photo', { tags: ['Product', 'Fragrance', 'Studio'], year: 2024 }),
      projectCard('beverages-desserts', 'View Photo', { tags: ['Food', 'Drinks', 'Menu'], year: 2023 }),
      projectCard('main-course-appetizer', 'View Photo', { tags: ['Corporate', 'Event', 'Conference'], year: 2024 }),
      projectCard('33-degree-coffee', 'View Photo', { tags: ['Coffee', 'Brand', 'Cafe'], year: 2023 }),
    ],
    // Pages made from a folder of photos (content/lib/photo-pages.ts) join this row.
    more: moreProjects('More Photography', ['drinks-and-desserts', '33-degree-speciality'], Object.values(folderProjects)),
    back,
  },
} as const satisfies Record<CategoryId, Category>

/** Hub order of the six categories. */
export const categoryList: readonly Category[] = categoryIds.map((id) => categories[id])
