import { imageSeries } from '../lib/media.ts'
import type { ProjectPage } from '../lib/schema.ts'
import { ramadanImages } from './graphics.ts'

const back = { label: 'Back to Social Media', to: '/portfolio/social-media' } as const

/** Square posts shift their focus by index, as the spec's fit/position cycle does. */
const postFitCycle = [
  { objectFit: 'cover', objectPosition: 'center' },
  { objectFit: 'cover', objectPosition: 'center top' },
  { objectFit: 'contain', objectPosition: 'center' },
] as const

const foods = imageSeries({
  area: 'social',
  slug: 'foods-restaurants',
  count: 9,
  ratio: '1/1',
  label: 'Foods & Restaurants',
  subjects: ['a stacked burger with a sesame bun and cheese', 'a pepperoni pizza cut into slices', 'a noodle bowl with chopsticks'],
  backdrops: ['on a wooden tabletop', 'against diagonal stripes', 'under a spotlight'],
  palette: 'in tomato red, mustard and cream',
})

const realEstate = imageSeries({
  area: 'social',
  slug: 'real-estate',
  count: 3,
  ratio: '4/5',
  label: 'Real Estate',
  subjects: ['two glass residential towers', 'a modern villa with a pool', 'a house key with a house-shaped tag'],
  backdrops: ['on a fine grid'],
  palette: 'in slate blue, brass and white',
})

const carousel = imageSeries({
  area: 'social',
  slug: 'carousel',
  count: 12,
  ratio: '1/1',
  label: 'Carousel Spotlight',
  kind: 'Carousel slide',
  subjects: [
    'a bold swipe arrow with slide dots',
    'a bar chart with a rising trend line',
    'a clipboard checklist with ticks',
    'a lightbulb with bright rays',
  ],
  backdrops: ['over layered waves', 'on a fine grid', 'under a spotlight'],
  palette: 'in sky blue, indigo and orange',
})

const instagram = imageSeries({
  area: 'social',
  slug: 'instagram',
  count: 9,
  ratio: '1/1',
  label: 'Social Media Marketing',
  kind: 'Feed post',
  subjects: ['a phone showing a profile grid', 'a heart beside a like bubble', 'a rounded camera icon'],
  backdrops: ['on a dotted backdrop', 'against diagonal stripes', 'under a spotlight'],
  palette: 'in sunny yellow, pink and purple',
})

const typography = imageSeries({
  area: 'social',
  slug: 'typography',
  count: 9,
  ratio: '1/1',
  label: 'Typography Posts',
  kind: 'Typographic post',
  subjects: [
    'an oversized serif letter A over a red circle',
    'a serif ampersand over a blue block',
    'an italic serif letter g over a mustard half-circle',
    'a serif letter Q over a red circle',
    'a serif letter R over a blue block',
    'a serif at sign over a mustard half-circle',
    'a serif question mark over a red circle',
    'a serif letter S over a blue block',
    'an italic serif letter e over a mustard half-circle',
  ],
  palette: 'in ink black on cream',
})

export const socialProjects = {
  'foods-restaurants': {
    id: 'foods-restaurants',
    category: 'social-media',
    title: 'Foods & Restaurants',
    icon: 'i-lucide-utensils',
    description:
      'Instagram and Facebook posts for restaurants and delivery kitchens: menu highlights, offers and new dishes, designed to make people hungry mid-scroll.',
    cover: foods[0]!,
    back,
    blocks: [{ type: 'gallery', columns: { base: 1, sm: 2, lg: 3 }, aspectRatio: '1/1', fitCycle: [...postFitCycle], images: foods }],
  },
  'real-estate-social': {
    id: 'real-estate-social',
    category: 'social-media',
    title: 'Real Estate',
    icon: 'i-lucide-building-2',
    description:
      'Listing and launch posts for a real-estate agency: towers, villas and handover moments presented with clean architecture-inspired layouts in slate and brass.',
    cover: realEstate[0]!,
    back,
    blocks: [{ type: 'gallery', columns: { base: 1, md: 3 }, aspectRatio: '4/5', images: realEstate }],
  },
  'social-media-ramadan-posts': {
    id: 'social-media-ramadan-posts',
    category: 'social-media',
    title: 'Social Media Ramadan Posts',
    icon: 'i-lucide-moon-star',
    description:
      'Ramadan greetings and Iftar announcements for brand feeds: crescents, lanterns and mosques in midnight blue and gold, published through the holy month.',
    cover: ramadanImages[0]!,
    back,
    blocks: [{ type: 'gallery', columns: { base: 1, sm: 2, lg: 3 }, aspectRatio: '1/1', images: ramadanImages }],
  },
  'carousel-posts': {
    id: 'carousel-posts',
    category: 'social-media',
    title: 'Carousel Spotlight',
    icon: 'i-lucide-gallery-horizontal',
    description:
      'Swipeable carousel posts that teach, compare and convince: twelve square slides with a shared rhythm of arrows, charts, checklists and ideas.',
    cover: carousel[0]!,
    back,
    blocks: [{ type: 'gallery', columns: { base: 1, sm: 2, lg: 4 }, aspectRatio: '1/1', fitCycle: [...postFitCycle], images: carousel }],
  },
  'instagram-homepage': {
    id: 'instagram-homepage',
    category: 'social-media',
    title: 'Social Media Marketing',
    icon: 'i-lucide-layout-grid',
    description:
      'An Instagram profile planned as a whole: a nine-post grid where every tile works alone and together, built for a brand relaunch campaign.',
    cover: instagram[0]!,
    back,
    blocks: [{ type: 'gallery', columns: { base: 3 }, aspectRatio: '1/1', images: instagram }],
  },
  'typography-posts': {
    id: 'typography-posts',
    category: 'social-media',
    title: 'Typography Posts',
    icon: 'i-lucide-type',
    description:
      'A typographic post series celebrating letterforms: oversized serif characters over primary shapes, designed as a cohesive grid for a design-studio feed.',
    cover: typography[0]!,
    back,
    blocks: [{ type: 'gallery', columns: { base: 1, md: 3 }, aspectRatio: '1/1', images: typography }],
  },
} as const satisfies Record<string, ProjectPage>
