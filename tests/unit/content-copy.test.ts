import { describe, expect, it } from 'vitest'
import { aboutContent } from '#content/about.ts'
import { categories } from '#content/categories.ts'
import { categorySummaries } from '#content/category-summaries.ts'
import { webDesignCards } from '#content/cards/web-design.ts'
import { homeContent } from '#content/home.ts'
import { projectIds } from '#content/ids.ts'
import { projects } from '#content/lib/projects.ts'
import { site } from '#content/site.ts'
import { tools } from '#content/tools.ts'
import { contentModules } from '#content/lib/modules.ts'
import { specBookingLabels } from './fixtures/spec-booking-labels.ts'

/** Every string reachable from the content modules, with where it sits. */
function strings(value: unknown, path = '', out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([path, value])
  else if (Array.isArray(value)) value.forEach((item, i) => strings(item, `${path}[${i}]`, out))
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) strings(item, path ? `${path}.${key}` : key, out)
  return out
}

/** docs/decisions.md: the corporate event page books what it shows. */
const BOOKING_LABELS = [...specBookingLabels, 'Book Event Photography']

describe('copy a visitor reads', () => {
  it('states experience and project count as a freelancer would, with the spec numbers', () => {
    const intro = aboutContent.intro[0]
    expect(intro).toContain(`${site.experience}`)
    expect(intro).toContain(`${site.projectsCompleted} projects`)
    expect(intro).not.toMatch(/over the past .* delivered/i)
    expect(intro).toMatch(/freelanc/i)
    expect(site.experience).toBe('1-2 years')
    expect(site.projectsCompleted).toBe('200+')
  })

  it('the tools stat is true of the tools the carousel lists', () => {
    const stat = homeContent.stats[2]
    expect(stat.value).toBe(String(tools.length))
    expect(stat.label).toBe('Design & AI Tools')
  })

  it('names no design tool that is not in the stack', () => {
    const stack = new Set(tools.map((tool) => tool.name.toLowerCase()))
    const elsewhere = [
      'Figma',
      'Canva',
      'Sketch',
      'Adobe XD',
      'Framer',
      'Procreate',
      'Blender',
      'Cinema 4D',
      'DaVinci Resolve',
      'Final Cut',
      'CapCut',
      'Runway',
      'Stable Diffusion',
      'DALL-E',
      'Firefly',
    ]
    const mentions = strings(contentModules).filter(([, text]) =>
      elsewhere.some((name) => !stack.has(name.toLowerCase()) && new RegExp(`\\b${name}\\b`).test(text)),
    )
    expect(mentions).toEqual([])
    expect(categorySummaries['web-design'].intro).not.toMatch(/figma/i)
  })

  it('keeps the article in the skincare card', () => {
    const glow = webDesignCards.find((card) => card.id === 'glow-skincare')
    expect(glow?.description).toContain('with ingredient stories and a routine builder.')
  })

  it('photography pages book only with the spec labels and the event label of docs/decisions.md; the event page books Event Photography', () => {
    const labels = projectIds.flatMap((id) =>
      projects[id].blocks.flatMap((block) => (block.type === 'cta' && block.action.kind === 'booking' ? [block.label] : [])),
    )
    expect(labels.length).toBeGreaterThan(0)
    for (const label of labels) expect(BOOKING_LABELS).toContain(label)
    const cta = projects['main-course-appetizer'].blocks.find((block) => block.type === 'cta')
    expect(cta?.type === 'cta' && cta.label).toBe('Book Event Photography')
  })

  it('every project page is linked from its category page: a card or the "More" row', () => {
    const linked = new Set(
      Object.values(categories).flatMap((category) => [
        ...category.cards.flatMap((card) => (card.action.kind === 'internal' ? [card.action.to] : [])),
        ...('more' in category ? category.more.links.map((link) => link.to) : []),
      ]),
    )
    const orphans = projectIds.filter((id) => !linked.has(`/portfolio/${id}`))
    expect(orphans).toEqual([])
    expect(categories.photography.cards).toHaveLength(6)
  })
})
