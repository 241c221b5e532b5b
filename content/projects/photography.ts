import { imageSeries, type SeriesSpec } from '../lib/media.ts'
import type { Icon, ProjectPage } from '../lib/schema.ts'

const back = { label: 'Back to Photography', to: '/portfolio/photography' } as const

/** Fit and position vary by index on the photo pages, as in the spec. */
const photoFitCycle = [
  { objectFit: 'cover', objectPosition: 'center' },
  { objectFit: 'cover', objectPosition: 'center top' },
  { objectFit: 'cover', objectPosition: 'center' },
  { objectFit: 'cover', objectPosition: 'center bottom' },
] as const

type PhotoPageSpec = {
  id: PhotoId
  title: string
  icon: Icon
  description: string
  art: Omit<SeriesSpec, 'area' | 'slug' | 'count' | 'label'>
  cta: { title: string; description: string; label: string; service: string }
}

type PhotoId =
  | 'family-portrait'
  | 'wedding-photography'
  | 'perfume-photography'
  | 'drinks-and-desserts'
  | 'main-course-appetizer'
  | '33-degree-speciality'
  | '33-degree-coffee'
  | 'beverages-desserts'

/** Every photography page: eight images in 1, 2 then 4 columns, then a booking call to action. */
function photoPage(spec: PhotoPageSpec): ProjectPage {
  const images = imageSeries({ ...spec.art, area: 'photography', slug: spec.id, count: 8, label: spec.title })
  return {
    id: spec.id,
    category: 'photography',
    title: spec.title,
    icon: spec.icon,
    description: spec.description,
    cover: images[0]!,
    back,
    blocks: [
      { type: 'gallery', columns: { base: 1, sm: 2, lg: 4 }, aspectRatio: spec.art.ratio, fitCycle: [...photoFitCycle], images },
      { type: 'cta', title: spec.cta.title, description: spec.cta.description, label: spec.cta.label, action: { kind: 'booking', service: spec.cta.service } },
    ],
  }
}

export const photographyProjects = {
  'family-portrait': photoPage({
    id: 'family-portrait',
    title: 'Family Portrait',
    icon: 'i-lucide-users',
    description:
      'Relaxed outdoor family sessions: candid moments between parents and children, soft natural light and warm tones, delivered ready for prints and albums.',
    art: {
      ratio: '3/4',
      subjects: [
        'a family of four figures, two adults and two children, standing side by side',
        'a diamond kite with a ribboned tail',
        'a round-crowned tree with a rope swing',
        'a small home with a pitched roof and a lit window',
      ],
      backdrops: ['over rolling hills under a low sun', 'framed by a tall arch'],
      palette: 'in peach, coral and plum',
    },
    cta: {
      title: 'Capture your family story',
      description: 'An unhurried session outdoors or at home, with a curated gallery of edited photos a week later.',
      label: 'Book Your Family Session',
      service: 'a family portrait session',
    },
  }),
  'wedding-photography': photoPage({
    id: 'wedding-photography',
    title: 'Weddings',
    icon: 'i-lucide-heart-handshake',
    description:
      'Wedding days told from the first look to the last dance: rings, vows, details and the people who made the day, photographed quietly in timeless colour.',
    art: {
      ratio: '3/4',
      subjects: [
        'two interlocking gold rings',
        'a bouquet of blush roses with green leaves',
        'a three-tier wedding cake with gold trim',
        'a pair of tall lit candles',
      ],
      backdrops: ['framed by a tall arch', 'in a shower of confetti'],
      palette: 'in blush, champagne gold and ivory',
    },
    cta: {
      title: 'Planning your big day?',
      description: 'Full-day or ceremony-only coverage, with a sneak peek within 48 hours and the full gallery in three weeks.',
      label: 'Book Your Wedding Photography',
      service: 'wedding photography',
    },
  }),
  'perfume-photography': photoPage({
    id: 'perfume-photography',
    title: 'Perfumes',
    icon: 'i-lucide-sparkles',
    description:
      'Product photography for fragrance brands: glass, reflections and liquid lit with precision, styled with petals and props for e-commerce listings and campaigns.',
    art: {
      ratio: '4/5',
      subjects: [
        'a faceted perfume bottle with a gold cap',
        'a round atomiser bottle with a tasselled bulb',
        'petals drifting around a slim bottle',
        'a single glossy droplet above its ripples',
      ],
      backdrops: ['on a round pedestal', 'over layered waves'],
      palette: 'in lilac, violet and silver',
    },
    cta: {
      title: 'Make your product shine',
      description: 'Studio product shots on clean or styled sets, retouched and delivered in every size your store needs.',
      label: 'Book Product Photography',
      service: 'a product photography shoot',
    },
  }),
  'drinks-and-desserts': photoPage({
    id: 'drinks-and-desserts',
    title: 'Drinks & Desserts',
    icon: 'i-lucide-ice-cream-cone',
    description:
      'Menu and social photography for a dessert bar: iced drinks, cupcakes, cones and macarons styled in bright, playful colours that make the menu hard to resist.',
    art: {
      ratio: '1/1',
      subjects: [
        'a tall glass of iced drink with a straw and a lemon slice',
        'a cupcake with swirled frosting and a cherry',
        'an ice-cream cone with two scoops',
        'a stack of three macarons',
      ],
      backdrops: ['on a tabletop', 'against candy stripes'],
      palette: 'in mint, strawberry pink and cream',
    },
    cta: {
      title: 'Need photos for your menu?',
      description: 'Styled food and drink shoots for menus, delivery apps and social media, planned around your bestsellers.',
      label: 'Book Food Photography',
      service: 'a food photography shoot',
    },
  }),
  'main-course-appetizer': photoPage({
    id: 'main-course-appetizer',
    title: 'Corporate Tokenization Meeting',
    icon: 'i-lucide-presentation',
    description:
      'Coverage of a corporate meeting on asset tokenization: keynotes, panels and networking, shot discreetly and delivered next day for press and social.',
    art: {
      ratio: '3/2',
      subjects: [
        'a speaker at a lectern with a microphone',
        'a presentation screen showing a rising bar chart and a token coin',
        'stacks of gold token coins beside a hexagon token',
        'a stage microphone on a stand',
      ],
      backdrops: ['under a spotlight', 'on a dotted grid'],
      palette: 'in navy, teal and gold',
    },
    cta: {
      title: 'Planning a corporate event?',
      description: 'Keynotes, panels and networking at conferences, launches and meetings, covered discreetly and delivered next day for press and social.',
      label: 'Book Event Photography',
      service: 'event photography',
    },
  }),
  '33-degree-speciality': photoPage({
    id: '33-degree-speciality',
    title: '33 Degree Speciality',
    icon: 'i-lucide-coffee',
    description:
      'Brand photography for 33 Degree, a speciality coffee roaster: cups, beans, pour-over rituals and packaging, shot in warm roasted tones for the website and shop.',
    art: {
      ratio: '4/5',
      subjects: [
        'a coffee cup on a saucer with curling steam',
        'a scatter of roasted coffee beans',
        'a pour-over dripper above a glass carafe',
        'a kraft coffee bag with a round degree-mark label',
      ],
      backdrops: ['on a tabletop', 'framed by a tall arch'],
      palette: 'in caramel, terracotta and espresso brown',
    },
    cta: {
      title: 'Tell your brand story in pictures',
      description: 'Specialty shoots for roasters, bakeries and boutique brands, from process to packshots.',
      label: 'Book Specialty Photography',
      service: 'a specialty brand shoot',
    },
  }),
  '33-degree-coffee': photoPage({
    id: '33-degree-coffee',
    title: '33 Degree Speciality Coffee',
    icon: 'i-lucide-coffee',
    description:
      'A coffee-bar series for 33 Degree: latte art, brewing gear and espresso close-ups in moody espresso tones, made for the menu board and Instagram.',
    art: {
      ratio: '1/1',
      subjects: [
        'a latte seen from above with heart latte art',
        'a gooseneck kettle',
        'a hand coffee grinder with a crank',
        'a small espresso cup with crema',
      ],
      backdrops: ['on a tabletop', 'against soft stripes'],
      palette: 'in espresso brown, latte and sage',
    },
    cta: {
      title: 'Running a coffee shop?',
      description: 'Coffee and cafe shoots that capture the craft behind every cup, ready for menus and social posts.',
      label: 'Book Coffee Photography',
      service: 'a coffee photography shoot',
    },
  }),
  'beverages-desserts': photoPage({
    id: 'beverages-desserts',
    title: 'Beverages & Desserts',
    icon: 'i-lucide-cake-slice',
    description:
      'Seasonal drinks and desserts for a cafe menu refresh: smoothies, layer cakes, lemonade and donuts, styled in fruity colours for print menus and delivery apps.',
    art: {
      ratio: '3/4',
      subjects: [
        'a layered smoothie in a jar with a straw',
        'a slice of layer cake topped with a strawberry',
        'a pitcher of lemonade with lemon slices and ice',
        'a glazed donut with sprinkles',
      ],
      backdrops: ['on a tabletop', 'on a dotted backdrop'],
      palette: 'in berry, peach and lemon',
    },
    cta: {
      title: 'Refreshing your menu?',
      description: 'Food and beverage photography styled around your brand colours, delivered for print and screens.',
      label: 'Book Food Photography',
      service: 'a food photography shoot',
    },
  }),
} as const satisfies Record<PhotoId, ProjectPage>
