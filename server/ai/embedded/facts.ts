import { capabilities } from '../../../content/about.ts'
import { categoryList } from '../../../content/categories.ts'
import type { CategoryId } from '../../../content/ids.ts'
import { projects } from '../../../content/projects/index.ts'
import { categoryPath, projectPath } from '../../../content/routes.ts'
import type { Block, ProjectPage } from '../../../content/schema.ts'
import { skillGroups } from '../../../content/skills.ts'
import { tools } from '../../../content/tools.ts'
import { cardHref } from '../page-facts.ts'
import { tokens } from './words.ts'

export type FactKind = 'project' | 'card' | 'category' | 'capability' | 'skill' | 'tool' | 'cta'

/**
 * One statement of the site, small enough to quote: a project, a card, a skill line, a tool, a
 * booking text. The embedded assistant only ever says what one of these says.
 */
export interface Fact {
  id: string
  kind: FactKind
  title: string
  /** Quotable sentence(s), exactly as on the site. */
  text: string
  href: string
  category?: CategoryId
  project?: ProjectPage
  /** Booking service offered next to this fact, e.g. 'wedding photography'. */
  service?: string
  /** Every word of the fact, for matching a request against it. */
  words: string[]
}

const blockWords = (block: Block): string[] => {
  const own = ['title' in block ? block.title : '', 'description' in block ? block.description : ''].join(' ')
  switch (block.type) {
    case 'linkTiles':
      return tokens(`${own} ${block.tiles.map((t) => `${t.title} ${t.description}`).join(' ')}`)
    case 'videoCards':
      return tokens(`${own} ${block.videos.map((v) => `${v.title} ${v.description}`).join(' ')}`)
    case 'infoBoxes':
      return tokens(`${own} ${block.boxes.map((b) => `${b.title} ${b.description} ${(b.items ?? []).join(' ')} ${(b.tools ?? []).map((t) => t.name).join(' ')}`).join(' ')}`)
    default:
      return tokens(own)
  }
}

const ctaOf = (project: ProjectPage) => project.blocks.find((b) => b.type === 'cta')

function build(): Fact[] {
  const facts: Fact[] = []
  const categoryTitle = new Map(categoryList.map((c) => [c.id, c.title]))
  for (const project of Object.values(projects)) {
    const cta = ctaOf(project)
    const service = cta?.type === 'cta' && cta.action.kind === 'booking' ? cta.action.service : undefined
    const href = projectPath(project.id)
    const words = tokens(`${project.title} ${project.description} ${categoryTitle.get(project.category) ?? ''} ${service ?? ''}`)
    facts.push({ id: `project:${project.id}`, kind: 'project', title: project.title, text: project.description, href, category: project.category, project, service, words: [...words, ...project.blocks.flatMap(blockWords)] })
    if (cta?.type === 'cta' && cta.description) {
      facts.push({ id: `cta:${project.id}`, kind: 'cta', title: cta.title ?? project.title, text: cta.description, href, category: project.category, project, service, words: tokens(`${cta.title ?? ''} ${cta.description} ${service ?? ''} ${project.title}`) })
    }
  }
  for (const category of categoryList) {
    const href = categoryPath(category.id)
    facts.push({ id: `category:${category.id}`, kind: 'category', title: category.title, text: category.description, href, category: category.id, words: tokens(`${category.title} ${category.description} ${category.intro} ${category.skills.join(' ')}`) })
    for (const card of category.cards) {
      const to = cardHref(card, href)
      if (to !== href && projects[to.replace('/portfolio/', '') as keyof typeof projects]) continue
      facts.push({ id: `card:${category.id}:${card.id}`, kind: 'card', title: card.title, text: card.description, href: to, category: category.id, words: tokens(`${card.title} ${card.description} ${card.tags.join(' ')} ${(card.tools ?? []).join(' ')} ${card.platform ?? ''} ${category.title}`) })
    }
  }
  for (const cap of capabilities) {
    facts.push({ id: `capability:${cap.id}`, kind: 'capability', title: cap.title, text: cap.description, href: '/about', words: tokens(`${cap.title} ${cap.description} ${cap.skills.join(' ')}`) })
  }
  for (const group of skillGroups) {
    facts.push({ id: `skill:${group.id}`, kind: 'skill', title: group.title, text: `${group.description} Skills: ${group.skills.map((s) => `${s.name} (${s.level}%)`).join(', ')}.`, href: '/skills', words: tokens(`${group.title} ${group.description} ${group.skills.map((s) => s.name).join(' ')}`) })
  }
  for (const tool of tools) {
    facts.push({ id: `tool:${tool.id}`, kind: 'tool', title: tool.name, text: `${tool.name} (${tool.category}, ${tool.proficiency}%): ${tool.description}`, href: '/home', words: tokens(`${tool.name} ${tool.category} ${tool.description}`) })
  }
  return facts
}

/** Built once: content/ never changes while the server runs. */
export const facts: readonly Fact[] = build()

/** Every word the site uses anywhere in its facts. */
export const siteVocabulary: ReadonlySet<string> = new Set(facts.flatMap((f) => f.words))
