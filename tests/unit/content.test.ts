import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { aboutContent, capabilities, overviewSkills } from '#content/about.ts'
import { categories, categoryList } from '#content/categories.ts'
import { homeContent } from '#content/home.ts'
import { homeExcellence } from '#content/home-excellence.ts'
import { homeShowcase } from '#content/home-showcase.ts'
import { categoryIds, projectIds, type ProjectId } from '#content/ids.ts'
import { contentModules } from '#content/lib/modules.ts'
import { validateContent } from '#content/lib/validate.ts'
import { landingContent } from '#content/landing.ts'
import { privacyPage, termsPage } from '#content/legal.ts'
import { cdnTransformer } from '#content/lib/cdn.ts'
import { collectImages } from '#content/lib/media.ts'
import { contactPage, showcasePage } from '#content/placeholders.ts'
import { photoLibrary } from '#content/lib/photo-images.ts'
import { artworkProjects, projectPages, projects } from '#content/lib/projects.ts'
import { pagePaths } from '#content/lib/routes.ts'
import * as s from '#content/lib/schema.ts'
import { site } from '#content/site.ts'
import { skillGroups, skillsPage } from '#content/skills.ts'
import { tools } from '#content/tools.ts'
import { missingAltWords, planArtwork } from '../../scripts/artwork/plan.ts'
import { scanPhotos } from '../../scripts/images/scan.ts'
import { specBookingLabels } from './fixtures/spec-booking-labels.ts'

const root = join(import.meta.dirname, '..', '..')

/** Every string in a value, with a readable path such as 'categories.graphics.cards[2].action.to'. */
function strings(value: unknown, at = '', out: { at: string; key: string; text: string }[] = [], ancestors = new Set<unknown>()) {
  if (typeof value === 'string')
    out.push({
      at,
      key: at
        .split('.')
        .pop()!
        .replace(/\[\d+\]$/, ''),
      text: value,
    })
  if (value === null || typeof value !== 'object' || ancestors.has(value)) return out
  ancestors.add(value)
  for (const [k, v] of Object.entries(value)) strings(v, Array.isArray(value) ? `${at}[${k}]` : at ? `${at}.${k}` : k, out, ancestors)
  ancestors.delete(value)
  return out
}
/** Every string of the content, `at` naming its file and place: 'content/categories.ts: categories.graphics.cards[2].action.to'. */
const allStrings = Object.entries(contentModules).flatMap(([file, module]) =>
  strings(module).map((found) => ({ ...found, at: `${file}: ${found.at}` })),
)

const galleryOf =
  (pages: Record<ProjectId, s.ProjectPage>) =>
  (id: ProjectId, n = 0) => {
    const block = pages[id].blocks.filter((b) => b.type === 'gallery')[n]
    if (!block) throw new Error(`${id} has no gallery block #${n}`)
    return block
  }
/** A gallery as the site shows it: the owner's photos where a folder fills it. */
const gallery = galleryOf(projects)
/** A gallery as the demo content defines it (generated artwork), whatever photos are in place. */
const demoGallery = galleryOf(artworkProjects)
/** The photos folder the tests run with: content/photos, or PHOTOS_DIR (CI's second run with real photographs). */
const photosDir = process.env.PHOTOS_DIR ? resolve(process.env.PHOTOS_DIR) : join(root, 'content', 'photos')

describe('content parses with the schemas', () => {
  it('every value matches its schema (the check the build runs too)', () => {
    expect(validateContent()).toEqual([])
  })

  it('every icon class exists in the installed icon sets', () => {
    const iconSet = (name: string) =>
      JSON.parse(readFileSync(join(root, `node_modules/@iconify-json/${name}/icons.json`), 'utf8')) as { icons: object; aliases?: object }
    const sets = { lucide: iconSet('lucide'), 'simple-icons': iconSet('simple-icons') }
    const missing = allStrings
      .filter(({ text }) => /^i-(lucide|simple-icons)-/.test(text))
      .filter(({ text }) => {
        const [, set, name] = /^i-(lucide|simple-icons)-(.+)$/.exec(text)!
        const json = sets[set as keyof typeof sets]
        return !(name! in json.icons) && !(name! in (json.aliases ?? {}))
      })
      .map(({ at, text }) => `${at}: ${text}`)
    expect(missing).toEqual([])
  })
})

describe('home, tools, skills and about', () => {
  it('lists the 13 tools in the spec order with their proficiencies', () => {
    expect(tools.map((t) => [t.name, t.proficiency])).toEqual([
      ['Photoshop', 95],
      ['Illustrator', 92],
      ['After Effects', 85],
      ['InDesign', 88],
      ['Premiere Pro', 90],
      ['Audition', 82],
      ['Lightroom', 87],
      ['ChatGPT', 92],
      ['Kling', 78],
      ['Midjourney', 88],
      ['Magnific AI', 85],
      ['Lovable', 90],
      ['Webflow', 85],
    ])
  })

  it('has 10 skill groups of 5 skills, 6 capabilities and 8 overview bars, all levels 78 to 95', () => {
    expect(skillGroups).toHaveLength(10)
    expect(skillGroups.filter((g) => g.skills.length !== 5).map((g) => g.id)).toEqual([])
    expect(capabilities).toHaveLength(6)
    expect(overviewSkills).toHaveLength(8)
    const levels = [...skillGroups.flatMap((g) => g.skills.map((k) => ({ name: `${g.id}: ${k.name}`, level: k.level }))), ...overviewSkills]
    expect(levels.filter((k) => k.level < 78 || k.level > 95).map((k) => `${k.name} ${k.level}`)).toEqual([])
  })

  it('shows one experience value everywhere: 1-2 years, never over 5', () => {
    expect(site.experience).toBe('1-2 years')
    expect(homeContent.stats.map((st) => `${st.value} ${st.label}`.toLowerCase())).toEqual([
      '1-2 years experience',
      '200+ projects completed',
      '13 design & ai tools',
    ])
    expect(aboutContent.badges).toEqual(['1-2 Years Experience', '200+ Projects'])
    expect(allStrings.filter(({ text }) => /over 5 years|5\+ years/i.test(text)).map(({ at }) => at)).toEqual([])
  })

  it('keeps the spec texts of the landing, home, about, skills and placeholder pages', () => {
    expect(landingContent).toMatchObject({
      title: 'Welcome to Discovery',
      tagline: 'Where imagination meets innovation through strategic design thinking.',
      enterLabel: 'Click to enter the creative realm',
      enterTitle: 'Journey Home',
      enteringLabel: 'Entering creative realm...',
      transitioningLabel: 'Transitioning...',
    })
    expect(homeContent.hero.title).toBe('Creative Digital Design')
    expect(homeContent.tools.title).toBe('My AI Tools & Design Stack')
    expect(homeExcellence.cards.map((c) => c.title)).toEqual([
      'AI-Enhanced Creativity',
      'Strategic Visual Storytelling',
      'Data-Driven Design',
    ])
    expect(homeShowcase).toMatchObject({ title: 'Portfolio Showcase', to: '/portfolio' })
    expect([aboutContent.title, aboutContent.overviewTitle, skillsPage.title]).toEqual([
      'About Me',
      'Skills Overview',
      'Skills and Expertise',
    ])
    expect([contactPage.text, showcasePage.text]).toEqual(['Contact Page - Coming Soon', 'Showcase Gallery - Coming Soon'])
  })

  it('states the privacy facts: chat to server and Anthropic, theme in localStorage, no cookies or tracking', () => {
    const privacy = JSON.stringify(privacyPage)
    for (const fact of ['Anthropic', 'localStorage', 'no cookies', 'tracking'])
      expect(privacy, `privacy page mentions ${fact}`).toContain(fact)
    expect(JSON.stringify(termsPage)).toContain('without written permission')
  })
})

const cardTargets = (id: (typeof categoryIds)[number]) =>
  categories[id].cards.map((c) =>
    c.action.kind === 'internal' ? c.action.to : c.action.kind === 'external' ? c.action.href : c.action.event,
  )

describe('categories', () => {
  it('has the six categories in hub order with the spec project counts and back links', () => {
    expect(categoryList.map((c) => c.id)).toEqual([
      'graphics',
      'web-design',
      'artificial-intelligence',
      'social-media',
      'videography',
      'photography',
    ])
    expect(Object.fromEntries(categoryList.map((c) => [c.id, c.projectCount]))).toEqual({
      graphics: '25+ Projects',
      'web-design': '30+ Projects',
      'artificial-intelligence': '15+ Projects',
      'social-media': '40+ Projects',
      videography: '12+ Projects',
      photography: '30+ Projects',
    })
    expect(categoryList.filter((c) => c.back.to !== '/portfolio' || c.back.label !== 'Back to Portfolio').map((c) => c.id)).toEqual([])
  })

  it('links each card where the spec says, with its label', () => {
    const p = (slug: string) => `/portfolio/${slug}`
    expect(cardTargets('graphics')).toEqual(
      ['brand-identity', 'stationery', 'product-packaging', 'event-poster-series', 'ramadan-posts', 'social-media-graphics'].map(p),
    )
    expect(cardTargets('social-media')).toEqual(
      [
        'foods-restaurants',
        'real-estate-social',
        'social-media-ramadan-posts',
        'carousel-posts',
        'instagram-homepage',
        'typography-posts',
      ].map(p),
    )
    expect(cardTargets('photography')).toEqual(
      [
        'family-portrait',
        'wedding-photography',
        'perfume-photography',
        'beverages-desserts',
        'main-course-appetizer',
        '33-degree-coffee',
      ].map(p),
    )
    expect(cardTargets('artificial-intelligence').slice(0, 4)).toEqual(
      ['ai-brand-proposal', 'ai-prompt-images', 'ai-enhanced', 'ai-video-section1'].map(p),
    )
    expect(categories['artificial-intelligence'].cards.map((c) => c.action.kind)).toEqual([
      'internal',
      'internal',
      'internal',
      'internal',
      'external',
      'widget',
    ])
    expect(categories['artificial-intelligence'].cards.find((c) => c.title === 'AI Chatbots')?.action).toMatchObject({
      kind: 'widget',
      event: 'showAIWidget',
    })
    expect(categories['web-design'].cards.map((c) => c.action.kind)).toEqual(Array(6).fill('external'))
    expect(categories.videography.cards.map((c) => c.action.kind)).toEqual(Array(6).fill('external'))
    const labels = {
      graphics: 'View Project',
      'web-design': 'View Project',
      'social-media': 'View Post',
      videography: 'Watch Video',
      photography: 'View Photo',
    } as const
    for (const [id, label] of Object.entries(labels)) {
      expect(
        categories[id as keyof typeof labels].cards.filter((c) => c.action.label !== label).map((c) => `${id}/${c.id}: ${c.action.label}`),
      ).toEqual([])
    }
  })

  it('carries the variant fields: AI tools, video duration and year, photo year, social platform', () => {
    const missing = [
      ...categories['artificial-intelligence'].cards.filter((c) => !c.tools?.length).map((c) => `ai/${c.id}: tools`),
      ...categories.videography.cards.filter((c) => !c.duration || !c.year).map((c) => `videography/${c.id}: duration/year`),
      ...categories.photography.cards.filter((c) => !c.year).map((c) => `photography/${c.id}: year`),
      ...categories['social-media'].cards.filter((c) => !c.platform).map((c) => `social-media/${c.id}: platform`),
    ]
    expect(missing).toEqual([])
  })
})

describe('project pages', () => {
  it('has all 24 projects keyed by their own id', () => {
    expect(Object.keys(projects).sort()).toEqual([...projectIds].sort())
    expect(
      Object.entries(projectPages)
        .filter(([key, p]) => key !== p.id)
        .map(([key]) => key),
    ).toEqual([])
  })

  it("builds the photography pages: a gallery in 1/2/4 columns (the spec's 8 images, or the photos of the folder that fills it), back to photography, booking CTA", () => {
    const pages = {
      'family-portrait': ['Family Portrait', 'Book Your Family Session'],
      'wedding-photography': ['Weddings', 'Book Your Wedding Photography'],
      'perfume-photography': ['Perfumes', 'Book Product Photography'],
      'drinks-and-desserts': ['Drinks & Desserts', 'Book Food Photography'],
      'main-course-appetizer': ['Corporate Tokenization Meeting', 'Book Event Photography'],
      '33-degree-speciality': ['33 Degree Speciality', 'Book Specialty Photography'],
      '33-degree-coffee': ['33 Degree Speciality Coffee', 'Book Coffee Photography'],
      'beverages-desserts': ['Beverages & Desserts', 'Book Food Photography'],
    } as const
    const ctaLabels: string[] = []
    for (const [id, [title, label]] of Object.entries(pages) as [ProjectId, readonly [string, string | undefined]][]) {
      const page = projects[id]
      expect(page.title, id).toBe(title)
      expect(page.back, id).toEqual({ label: 'Back to Photography', to: '/portfolio/photography' })
      expect(gallery(id).images, id).toHaveLength(photoLibrary.folders[id]?.length ?? 8)
      expect(gallery(id).columns, id).toEqual({ base: 1, sm: 2, lg: 4 })
      expect(gallery(id).fitCycle?.length, `${id} fitCycle`).toBeGreaterThan(0)
      const cta = page.blocks.at(-1)
      expect(cta?.type === 'cta' && cta.action.kind, `${id} ends with a booking CTA`).toBe('booking')
      if (cta?.type === 'cta') {
        ctaLabels.push(cta.label)
        if (label) expect(cta.label, id).toBe(label)
      }
    }
    for (const label of specBookingLabels) {
      expect(ctaLabels, `a photography page offers '${label}'`).toContain(label)
    }
  })

  it("shows a folder's photos in its page's first gallery, in file-name order, and leaves every other gallery as the content defines it", () => {
    const wrong: string[] = []
    for (const id of projectIds) {
      const shown = projects[id].blocks.filter((b) => b.type === 'gallery')
      const defined = artworkProjects[id].blocks.filter((b) => b.type === 'gallery')
      shown.forEach((block, n) => {
        const folder = n === 0 ? photoLibrary.folders[id] : undefined
        const expected = folder ? folder.map((path) => `/photos/${path}`) : defined[n]!.images.map((image) => image.src)
        if (JSON.stringify(block.images.map((image) => image.src)) !== JSON.stringify(expected)) wrong.push(`${id} gallery ${n}`)
        if (block.columns !== defined[n]!.columns || block.aspectRatio !== defined[n]!.aspectRatio) wrong.push(`${id} gallery ${n} layout`)
      })
    }
    expect(wrong).toEqual([])
  })

  it('builds the graphics pages: brand identity tiles, stationery and packaging galleries', () => {
    const tiles = projects['brand-identity'].blocks.find((b) => b.type === 'linkTiles')
    expect(tiles?.type === 'linkTiles' && tiles.grid).toEqual({ cols: 6, rows: 4 })
    if (tiles?.type === 'linkTiles') {
      expect(tiles.tiles).toHaveLength(5)
      expect(
        tiles.tiles.reduce((sum, t) => sum + (t.span?.cols ?? 1) * (t.span?.rows ?? 1), 0),
        'spans fill the 6x4 grid',
      ).toBe(24)
    }
    const titles = (id: ProjectId) => projects[id].blocks.filter((b) => b.type === 'gallery').map((b) => b.title)
    expect(titles('stationery')).toEqual(['Company Profile', 'Corporate Document Suite', 'Office Stationery Suite'])
    expect(titles('product-packaging')).toEqual(['Cafe Menu', 'Collateral', 'Signage'])
    expect([projects['brand-identity'].title, projects.stationery.title, projects['product-packaging'].title]).toEqual([
      'Brand Identity Design',
      'Stationery Design',
      'Packaging Design',
    ])
  })

  it('builds the AI pages: proposal tiles, prompt info boxes, comparison at 50, six videos', () => {
    const block = <T extends s.Block['type']>(id: ProjectId, type: T) =>
      projects[id].blocks.find((b): b is Extract<s.Block, { type: T }> => b.type === type)
    expect(block('ai-brand-proposal', 'linkTiles')?.tiles.map((t) => t.label)).toEqual(['Find Out More', 'Find Out More', 'Find Out More'])
    expect(block('ai-prompt-images', 'gallery')?.images.length).toBeGreaterThan(0)
    expect(block('ai-prompt-images', 'infoBoxes')?.boxes.map((b) => b.title)).toEqual(['Advantage', 'Prompt'])
    expect(block('ai-enhanced', 'comparison')?.initial).toBe(50)
    expect(block('ai-video-section1', 'videoCards')?.videos).toHaveLength(6)
    expect(projects['ai-video-section1'].title).toBe('AI Video Production')
  })

  it('sends each project back to its category', () => {
    const expected: Record<string, { label: string; to: string }> = {
      graphics: { label: 'Back to Graphics', to: '/portfolio/graphics' },
      'social-media': { label: 'Back to Social Media', to: '/portfolio/social-media' },
      'artificial-intelligence': { label: 'Back to AI Portfolio', to: '/portfolio/artificial-intelligence' },
      photography: { label: 'Back to Photography', to: '/portfolio/photography' },
    }
    expect(
      Object.values(projectPages)
        .filter((p) => JSON.stringify(p.back) !== JSON.stringify(expected[p.category]))
        .map((p) => `${p.id}: ${p.back.label} -> ${p.back.to}`),
    ).toEqual([])
    expect(projects['ramadan-posts'].category).toBe('graphics')
  })
})

describe('links and ids', () => {
  it('uses unique ids', () => {
    const dupes = (ids: string[]) => ids.filter((id, i) => ids.indexOf(id) !== i)
    expect(dupes(tools.map((t) => t.id))).toEqual([])
    expect(dupes(skillGroups.map((g) => g.id))).toEqual([])
    expect(dupes(capabilities.map((c) => c.id))).toEqual([])
    expect(dupes(categoryList.flatMap((c) => c.cards.map((card) => card.id)))).toEqual([])
    expect(dupes([...categoryIds, ...projectIds])).toEqual([])
  })

  it('points every internal link at a page in the route registry', () => {
    const registry = new Set(pagePaths)
    const internal = allStrings.filter(({ key, text }) => ['to', 'path', 'backTo'].includes(key) && text.startsWith('/'))
    expect(internal.length).toBeGreaterThan(60)
    expect(internal.filter(({ text }) => !registry.has(text)).map(({ at, text }) => `${at}: ${text}`)).toEqual([])
  })

  it('uses https for every external link; data: only in the placeholders the image pipeline writes', () => {
    const links = allStrings.filter(({ key, text }) => /^[a-z]+:/.test(text) && key !== 'defaultSiteUrl')
    const pipelinePlaceholder = ({ at, key, text }: { at: string; key: string; text: string }) =>
      key === 'placeholder' && /\.photo\.placeholder$/.test(at) && /^data:image\/webp;base64,[A-Za-z0-9+/=]+$/.test(text)
    const wrong = links.filter(
      (link) => !link.text.startsWith('https://') && !link.text.startsWith('mailto:') && !pipelinePlaceholder(link),
    )
    expect(wrong.map(({ at, text }) => `${at}: ${text.slice(0, 60)}`)).toEqual([])
  })
})

describe('images', () => {
  const images = collectImages(contentModules)
  const local = images.filter((img) => img.src.startsWith('/images/'))

  it('gives one size to each image file', () => {
    const sizes = new Map<string, string>()
    const clashes: string[] = []
    for (const img of images) {
      const size = `${img.width}x${img.height}`
      if (sizes.has(img.src) && sizes.get(img.src) !== size) clashes.push(`${img.src}: ${sizes.get(img.src)} and ${size}`)
      sizes.set(img.src, size)
    }
    expect(clashes).toEqual([])
  })

  it('has every local image file under public/ with the SVG size the content states', () => {
    expect(local.length).toBeGreaterThan(0)
    const wrong: string[] = []
    for (const img of local) {
      const file = join(root, 'public', img.src)
      if (!existsSync(file)) {
        wrong.push(`${img.src}: missing (run npm run images)`)
        continue
      }
      const svg = readFileSync(file, 'utf8')
      const open = /<svg\b[^>]*>/.exec(svg)?.[0] ?? ''
      const width = /\swidth="(\d+)"/.exec(open)?.[1]
      const height = /\sheight="(\d+)"/.exec(open)?.[1]
      if (Number(width) !== img.width || Number(height) !== img.height)
        wrong.push(`${img.src}: file is ${width}x${height}, content says ${img.width}x${img.height}`)
      if (!svg.includes('<title') || /<script|<image|href="http/.test(svg))
        wrong.push(`${img.src}: needs a <title> and no scripts, rasters or external references`)
    }
    expect(wrong).toEqual([])
  })

  it('gives every image on an image CDN its srcset through cdnImage() (a pasted CDN URL would ship one full-size file)', () => {
    const bare = images
      .filter((img) => cdnTransformer(img.src) && !img.srcSet)
      .map((img) => `${img.src}: use cdnImage() from content/lib/cdn.ts`)
    expect(bare).toEqual([])
  })

  it("gives every photo in content/photos/ an alt text in its folder's photos.json (naming any that lacks one)", () => {
    expect(scanPhotos(photosDir).problems).toEqual([])
  })

  it('describes in each alt text what its artwork shows', () => {
    const wrong: string[] = []
    for (const img of local) {
      if (img.src.startsWith('/images/og/')) continue
      const plan = planArtwork(img.src)
      if (!plan) wrong.push(`${img.src}: no artwork series`)
      else if (missingAltWords(img.alt, plan).length) wrong.push(`${img.src}: alt lacks ${missingAltWords(img.alt, plan).join(', ')}`)
    }
    expect(wrong).toEqual([])
  })
})

/**
 * The demo's own numbers, as shipped (generated artwork): read from the content as defined, before an
 * owner's photos folder fills a gallery, so this holds whatever photos are in place. Every other test
 * checks a rule that holds for any owner's content.
 */
describe('the demo content', () => {
  it("has the spec's exact image counts, columns and aspect ratios in its artwork galleries", () => {
    for (const id of [
      'family-portrait',
      'wedding-photography',
      'perfume-photography',
      'drinks-and-desserts',
      'main-course-appetizer',
      '33-degree-speciality',
      '33-degree-coffee',
      'beverages-desserts',
    ] as const) {
      expect(demoGallery(id).images, id).toHaveLength(8)
      expect(demoGallery(id).images[0]!.src, id).toMatch(/^\/images\//)
    }
    const shape = (id: ProjectId, n = 0) => ({
      count: demoGallery(id, n).images.length,
      columns: demoGallery(id, n).columns,
      ratio: demoGallery(id, n).aspectRatio,
    })
    expect(shape('typography-posts')).toEqual({ count: 9, columns: { base: 1, md: 3 }, ratio: '1/1' })
    expect(shape('social-media-graphics')).toEqual({ count: 6, columns: { base: 1, sm: 3 }, ratio: '9/16' })
    expect(shape('event-poster-series')).toEqual({ count: 8, columns: { base: 2, md: 4 }, ratio: '3/4' })
    expect(shape('carousel-posts')).toMatchObject({ count: 12, ratio: '1/1' })
    expect(shape('foods-restaurants').count).toBe(9)
    expect(shape('real-estate-social').count).toBe(3)
    expect(Math.max(...Object.values(shape('instagram-homepage').columns))).toBe(3)
    expect(artworkProjects['event-poster-series'].title).toBe('Passion Project: Poster Series')
    expect(artworkProjects['instagram-homepage'].title).toBe('Social Media Marketing')
    expect(demoGallery('foods-restaurants').fitCycle?.length).toBeGreaterThan(0)
    expect(demoGallery('carousel-posts').fitCycle?.length).toBeGreaterThan(0)
    expect(demoGallery('ramadan-posts').images).toBe(demoGallery('social-media-ramadan-posts').images)
    expect(demoGallery('ramadan-posts').images).toHaveLength(9)
    expect([0, 1, 2].map((n) => demoGallery('stationery', n).images.length)).toEqual([4, 8, 4])
    expect(artworkProjects['ramadan-posts'].title).toBe('Ramadan Design')
    expect(artworkProjects['social-media-ramadan-posts'].title).toBe('Social Media Ramadan Posts')
    expect(collectImages(artworkProjects).filter((img) => img.src.startsWith('/images/')).length).toBeGreaterThan(150)
  })
})
