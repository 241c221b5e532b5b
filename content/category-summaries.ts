import { categoryIds, type CategoryId } from './ids.ts'
import { localImage } from './lib/media.ts'
import type { CategorySummary } from './lib/schema.ts'

const cover = (id: CategoryId, alt: string) => localImage('categories', id, '4/3', alt)

/**
 * What the hub, the home page and the previews show of each category. Kept apart from the
 * cards (content/categories.ts) so those pages do not load every project page with it.
 */
export const categorySummaries = {
  graphics: {
    id: 'graphics',
    title: 'Graphics',
    description: 'Brand identities, stationery, packaging, posters and social graphics that make small businesses look established.',
    intro:
      'Graphic design for brands that want to be recognised at a glance: identities and guidelines, stationery and packaging, seasonal campaigns and self-initiated poster work.',
    image: cover('graphics', 'Illustration: a pen tool drawing a bezier curve between two anchor handles on a fine grid, in violet and lavender'),
    icon: 'i-lucide-pen-tool',
    accent: 'violet',
    skills: ['Brand Identity', 'Print Design', 'Packaging', 'Illustrator', 'InDesign'],
    projectCount: '25+ Projects',
  },
  'web-design': {
    id: 'web-design',
    title: 'Web Design',
    description: 'Responsive websites and landing pages for bakeries, studios, clinics and shops, designed to turn visitors into customers.',
    intro:
      'Websites that look sharp on every screen and make the next step obvious: planned as a small system of reusable sections, built in Webflow or prototyped with Lovable, and handed over ready to edit.',
    image: cover('web-design', 'Illustration: a browser window with a hero banner and content blocks over a dotted backdrop, in aqua, cyan and indigo'),
    icon: 'i-lucide-monitor',
    accent: 'cyan',
    skills: ['Webflow', 'Lovable', 'UI Design', 'Responsive Layouts', 'Landing Pages'],
    projectCount: '30+ Projects',
  },
  'artificial-intelligence': {
    id: 'artificial-intelligence',
    title: 'Artificial Intelligence',
    description: 'AI-assisted brand proposals, prompt-generated imagery, upscaling, AI video and chatbots, guided by a designer’s eye.',
    intro:
      'Generative tools used with intent: more directions explored, faster turnarounds and new formats such as AI video and chat assistants, always refined and checked by hand.',
    image: cover('artificial-intelligence', 'Illustration: a glowing network of connected nodes under scattered stars, in deep indigo, violet and cyan'),
    icon: 'i-lucide-sparkles',
    accent: 'indigo',
    skills: ['Midjourney', 'ChatGPT', 'Magnific AI', 'Kling', 'Prompt Engineering'],
    projectCount: '15+ Projects',
  },
  'social-media': {
    id: 'social-media',
    title: 'Social Media',
    description: 'Posts, carousels and campaigns for restaurants, real estate and brands, planned as feeds that stay consistent.',
    intro:
      'Social content designed as a system: feed grids, carousels, seasonal campaigns and typographic series that keep a brand recognisable in a fast scroll.',
    image: cover('social-media', 'Illustration: a phone showing a grid of posts, surrounded by confetti, in sunny yellow, pink and purple'),
    icon: 'i-lucide-share-2',
    accent: 'pink',
    skills: ['Instagram', 'Carousels', 'Campaigns', 'Photoshop', 'Content Planning'],
    projectCount: '40+ Projects',
  },
  videography: {
    id: 'videography',
    title: 'Videography',
    description: 'Brand films, launch teasers, event reels and motion pieces, shot, edited, graded and mixed for every platform.',
    intro:
      'Video from first idea to final export: filming, editing in Premiere Pro, motion graphics in After Effects, clean audio in Audition and a grade that matches the brand.',
    image: cover('videography', 'Illustration: a film strip with sprocket holes and a play button, in charcoal, red and amber'),
    icon: 'i-lucide-clapperboard',
    accent: 'rose',
    skills: ['Premiere Pro', 'After Effects', 'Audition', 'Colour Grading', 'Storytelling'],
    projectCount: '12+ Projects',
  },
  photography: {
    id: 'photography',
    title: 'Photography',
    description: 'Family, wedding, product, food, coffee and event photography, lit with care and edited for a consistent look.',
    intro:
      'Photography for people and products: family and wedding sessions, fragrance and coffee brands, menus and corporate events, each delivered as a retouched, consistent set.',
    image: cover('photography', 'Illustration: a six-blade camera aperture inside a spotlight circle, in peach, coral and plum'),
    icon: 'i-lucide-camera',
    accent: 'amber',
    skills: ['Portrait', 'Product', 'Food Styling', 'Events', 'Lightroom'],
    projectCount: '30+ Projects',
  },
} as const satisfies Record<CategoryId, CategorySummary>

/** Hub order of the six categories. */
export const categorySummaryList: readonly CategorySummary[] = categoryIds.map((id) => categorySummaries[id])
