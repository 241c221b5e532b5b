import { documents } from '../owner.ts'
import { imageSeries, localImage } from '../lib/media.ts'
import type { GalleryImage, ProjectPage } from '../lib/schema.ts'

const back = { label: 'Back to Graphics', to: '/portfolio/graphics' } as const

/** One set of Ramadan artwork, shown on the graphics page and on the social media page alike. */
export const ramadanImages: GalleryImage[] = imageSeries({
  area: 'graphics',
  slug: 'ramadan',
  count: 9,
  ratio: '1/1',
  label: 'the Ramadan collection',
  subjects: [
    'a glowing crescent moon with a small star',
    'a hanging lantern with a warm glow',
    'a mosque silhouette with a dome and two minarets',
  ],
  backdrops: ['under scattered stars', 'framed by a pointed arch', 'over a geometric star pattern'],
  palette: 'in midnight blue, gold and emerald',
})

const brandTile = (n: number, ratio: '3/2' | '1/1', scene: string) =>
  localImage('graphics', `brand-identity-${n}`, ratio, `Illustration for Brand Identity Design, tile ${n} of 5: ${scene} on a fine grid, in indigo, violet and amber`)

const brandTiles = [
  {
    title: 'Logo Suite',
    description: 'Primary mark, monogram and colour variations for every background.',
    image: brandTile(1, '3/2', 'a geometric D monogram'),
    href: documents.brandIdentity['logo-suite'],
    label: 'Find Out More',
    span: { cols: 3, rows: 2 },
  },
  {
    title: 'Colour & Type System',
    description: 'A palette with accessible pairings and a two-family type scale.',
    image: brandTile(2, '3/2', 'fanned colour swatches'),
    href: documents.brandIdentity['colour-type-system'],
    label: 'Find Out More',
    span: { cols: 3, rows: 2 },
  },
  {
    title: 'Brand Guidelines',
    description: 'The rules in one document: spacing, usage, tone and examples.',
    image: brandTile(3, '1/1', 'an open guidelines book with layout grids'),
    href: documents.brandIdentity['brand-guidelines'],
    label: 'Find Out More',
    span: { cols: 2, rows: 2 },
  },
  {
    title: 'Business Cards',
    description: 'Double-sided cards with a spot-colour back and clean contact side.',
    image: brandTile(4, '1/1', 'two overlapping business cards'),
    href: documents.brandIdentity['business-cards'],
    label: 'Find Out More',
    span: { cols: 2, rows: 2 },
  },
  {
    title: 'Social Media Kit',
    description: 'Profile images, post templates and story frames in the new identity.',
    image: brandTile(5, '1/1', 'a phone showing a grid of branded posts'),
    href: documents.brandIdentity['social-kit'],
    label: 'Find Out More',
    span: { cols: 2, rows: 2 },
  },
] as const

const companyProfile = imageSeries({
  area: 'graphics',
  slug: 'company-profile',
  count: 4,
  ratio: '3/4',
  label: 'the Company Profile',
  subjects: [
    'a brochure cover with bold geometric blocks',
    'an open double-page spread with an image panel and text columns',
    'a report page with a donut chart and a bar chart',
    'a back cover with a centred monogram and contact lines',
  ],
  backdrops: ['on a fine grid'],
  palette: 'in navy, terracotta and warm paper',
})

const cafeMenu = imageSeries({
  area: 'graphics',
  slug: 'cafe-menu',
  count: 4,
  ratio: '3/4',
  label: 'the Cafe Menu',
  subjects: [
    'a tri-fold menu with a cup emblem',
    'a triangular table tent card',
    'a price list board with dotted leader lines',
    'a takeaway cup with a lid and sleeve',
  ],
  backdrops: ['on a tabletop'],
  palette: 'in sage green, terracotta and cream',
})

const stories = imageSeries({
  area: 'graphics',
  slug: 'story',
  count: 6,
  ratio: '9/16',
  label: 'Social Media Graphics',
  subjects: [
    'a sale price tag with a percent sign',
    'a megaphone with sound lines',
    'a pair of oversized quotation marks',
    'a calendar page with one date highlighted',
    'a heart with small sparkles',
    'a play button inside a glowing ring',
  ],
  backdrops: ['beneath story progress bars'],
  palette: 'on a violet-to-pink gradient with amber accents',
})

const posterAlts = [
  'concentric amber circles over a deep teal field',
  'diagonal coral and cream bands across a navy field',
  'mustard and black triangles stacked on a cream field',
  'two rose half-moons facing each other on an indigo field',
  'a grid of cobalt dots growing larger towards one corner on off-white',
  'layered teal and mint waves under a pale sun',
  'nested terracotta arches on a sand field',
  'a red and orange starburst radiating from the centre on cream',
]

const posters = posterAlts.map((scene, i) =>
  localImage('graphics', `poster-${i + 1}`, '3/4', `Illustrated poster: ${scene}, poster ${i + 1} of ${posterAlts.length} in the series`),
)

export const graphicsProjects = {
  'brand-identity': {
    id: 'brand-identity',
    category: 'graphics',
    title: 'Brand Identity Design',
    icon: 'i-lucide-palette',
    description:
      'A complete studio identity: logo suite, colour and type system, guidelines, business cards and a social media kit, each documented for the team.',
    cover: brandTiles[0].image,
    back,
    blocks: [{ type: 'linkTiles', grid: { cols: 6, rows: 4 }, tiles: [...brandTiles] }],
  },
  stationery: {
    id: 'stationery',
    category: 'graphics',
    title: 'Stationery Design',
    icon: 'i-lucide-notebook-pen',
    description:
      'Corporate stationery that carries the brand into every meeting: a company profile, a full document suite and office essentials, designed as one system.',
    cover: companyProfile[0]!,
    back,
    blocks: [
      {
        type: 'gallery',
        title: 'Company Profile',
        description: 'A printed and digital profile introducing the company, its services and its numbers.',
        columns: { base: 1, sm: 2, lg: 4 },
        aspectRatio: '3/4',
        images: companyProfile,
      },
      {
        type: 'gallery',
        title: 'Corporate Document Suite',
        description: 'Letterheads, envelopes, folders and invoices that make everyday paperwork look considered.',
        columns: { base: 1, sm: 2, lg: 4 },
        aspectRatio: '3/4',
        images: imageSeries({
          area: 'graphics',
          slug: 'document-suite',
          count: 8,
          ratio: '3/4',
          label: 'the Corporate Document Suite',
          subjects: [
            'a letterhead with a header band and logo',
            'an envelope with its flap open',
            'a presentation folder holding a sheet',
            'an invoice with a table of line items',
          ],
          backdrops: ['on a desk tabletop', 'on a fine grid'],
          palette: 'in navy, terracotta and warm paper',
        }),
      },
      {
        type: 'gallery',
        title: 'Office Stationery Suite',
        description: 'Business cards, notebooks, mugs and badges for the team and their visitors.',
        columns: { base: 1, sm: 2 },
        aspectRatio: '4/3',
        images: imageSeries({
          area: 'graphics',
          slug: 'office-stationery',
          count: 4,
          ratio: '4/3',
          label: 'the Office Stationery Suite',
          subjects: [
            'two overlapping business cards',
            'a spiral notebook with an elastic band',
            'a branded mug',
            'an ID badge on a lanyard',
          ],
          backdrops: ['on a desk tabletop'],
          palette: 'in navy, terracotta and warm paper',
        }),
      },
    ],
  },
  'product-packaging': {
    id: 'product-packaging',
    category: 'graphics',
    title: 'Packaging Design',
    icon: 'i-lucide-package',
    description:
      'Menu, packaging and signage for a neighbourhood cafe: a readable menu, branded cups, bags and loyalty cards, and signs that pull people in from the street.',
    cover: cafeMenu[0]!,
    back,
    blocks: [
      {
        type: 'gallery',
        title: 'Cafe Menu',
        description: 'A menu family for the counter, the tables and the window.',
        columns: { base: 1, sm: 2, lg: 4 },
        aspectRatio: '3/4',
        images: cafeMenu,
      },
      {
        type: 'gallery',
        title: 'Collateral',
        description: 'Cup sleeves, bags, stickers and loyalty cards that travel with every order.',
        columns: { base: 1, sm: 2, lg: 4 },
        aspectRatio: '1/1',
        images: imageSeries({
          area: 'graphics',
          slug: 'collateral',
          count: 4,
          ratio: '1/1',
          label: 'the cafe collateral',
          subjects: [
            'a coffee cup wrapped in a branded sleeve',
            'a paper bag with twisted handles',
            'a scatter of round and star stickers',
            'a loyalty card with ten stamp circles',
          ],
          backdrops: ['against soft stripes'],
          palette: 'in sage green, terracotta and cream',
        }),
      },
      {
        type: 'gallery',
        title: 'Signage',
        description: 'Exterior and interior signs, from the hanging sign to the pavement board.',
        columns: { base: 1, md: 3 },
        aspectRatio: '4/3',
        images: imageSeries({
          area: 'graphics',
          slug: 'signage',
          count: 3,
          ratio: '4/3',
          label: 'the cafe signage',
          subjects: ['a hanging sign on a wall bracket', 'an A-frame sandwich board', 'a storefront with a striped awning'],
          palette: 'in sage green, terracotta and cream',
        }),
      },
    ],
  },
  'event-poster-series': {
    id: 'event-poster-series',
    category: 'graphics',
    title: 'Passion Project: Poster Series',
    icon: 'i-lucide-images',
    description:
      'A self-initiated series of eight geometric posters, each exploring one rule: circles, bands, triangles, half-moons, dots, waves, arches and rays.',
    cover: posters[0]!,
    back,
    blocks: [{ type: 'gallery', columns: { base: 2, md: 4 }, aspectRatio: '3/4', images: posters }],
  },
  'ramadan-posts': {
    id: 'ramadan-posts',
    category: 'graphics',
    title: 'Ramadan Design',
    icon: 'i-lucide-moon-star',
    description:
      'A Ramadan collection of greeting posts and banners: crescents, lanterns and mosque silhouettes in midnight blue and gold, designed for print and social.',
    cover: ramadanImages[0]!,
    back,
    blocks: [{ type: 'gallery', columns: { base: 1, sm: 2, lg: 3 }, aspectRatio: '1/1', images: ramadanImages }],
  },
  'social-media-graphics': {
    id: 'social-media-graphics',
    category: 'graphics',
    title: 'Social Media Graphics',
    icon: 'i-lucide-smartphone',
    description:
      'Full-screen story graphics for launches, offers and announcements: bold shapes and clear calls to action, sized 9:16 for Instagram and TikTok stories.',
    cover: stories[0]!,
    back,
    blocks: [
      {
        type: 'gallery',
        columns: { base: 1, sm: 3 },
        aspectRatio: '9/16',
        images: stories,
      },
    ],
  },
} as const satisfies Record<string, ProjectPage>
