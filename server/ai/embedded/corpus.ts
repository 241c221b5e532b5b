import { aboutContent, capabilities, overviewSkills } from '../../../content/about.ts'
import { categoryList } from '../../../content/categories.ts'
import { homeExcellence } from '../../../content/home-excellence.ts'
import { homeContent } from '../../../content/home.ts'
import { privacyPage, termsPage } from '../../../content/legal.ts'
import { contactPage } from '../../../content/placeholders.ts'
import { projects } from '../../../content/projects/index.ts'
import { categoryPath, projectPath } from '../../../content/routes.ts'
import type { Block, LegalPage } from '../../../content/schema.ts'
import { site } from '../../../content/site.ts'
import { skillGroups } from '../../../content/skills.ts'
import { tools } from '../../../content/tools.ts'
import { cardHref } from '../page-facts.ts'

export type DocKind = 'tool' | 'skill' | 'capability' | 'category' | 'card' | 'project' | 'page'

/** One searchable piece of the site; `href` is always a real page. */
export interface CorpusDoc {
  id: string
  kind: DocKind
  title: string
  href: string
  text: string
  keywords: string
}

const words = (...parts: (string | undefined | readonly string[])[]) =>
  parts.flat().filter(Boolean).join(' ')

function blockText(block: Block): string {
  const own = words('title' in block ? block.title : undefined, 'description' in block ? block.description : undefined)
  switch (block.type) {
    case 'linkTiles':
      return words(own, block.tiles.map((t) => words(t.title, t.description)))
    case 'videoCards':
      return words(own, block.videos.map((v) => words(v.title, v.description)))
    case 'infoBoxes':
      return words(own, block.boxes.map((b) => words(b.title, b.description, b.items ?? [], (b.tools ?? []).map((t) => t.name))))
    case 'cta':
      return words(own, block.label, block.action.kind === 'booking' ? block.action.service : undefined)
    default:
      return own
  }
}

const legalDoc = (page: LegalPage, href: string): CorpusDoc => ({
  id: `page:${href}`,
  kind: 'page',
  title: page.title,
  href,
  text: words(page.intro, page.sections.map((s) => words(s.heading, s.paragraphs))),
  keywords: page.sections.map((s) => s.heading).join(' '),
})

/** Everything the embedded assistant can find, built from content/ only. */
export function buildCorpus(): CorpusDoc[] {
  const docs: CorpusDoc[] = []
  for (const tool of tools) {
    docs.push({ id: `tool:${tool.id}`, kind: 'tool', title: tool.name, href: '/home', text: tool.description, keywords: words(tool.category, 'tool software') })
  }
  for (const group of skillGroups) {
    docs.push({ id: `skill:${group.id}`, kind: 'skill', title: group.title, href: '/skills', text: group.description, keywords: words(group.skills.map((s) => s.name), 'skills') })
  }
  for (const cap of capabilities) {
    docs.push({ id: `capability:${cap.id}`, kind: 'capability', title: cap.title, href: '/about', text: cap.description, keywords: words(cap.skills, 'services') })
  }
  for (const category of categoryList) {
    const href = categoryPath(category.id)
    docs.push({ id: `category:${category.id}`, kind: 'category', title: category.title, href, text: words(category.description, category.intro), keywords: words(category.skills) })
    for (const card of category.cards) {
      docs.push({ id: `card:${category.id}:${card.id}`, kind: 'card', title: card.title, href: cardHref(card, href), text: card.description, keywords: words(card.tags, card.tools ?? [], card.platform, category.title) })
    }
  }
  for (const project of Object.values(projects)) {
    docs.push({ id: `project:${project.id}`, kind: 'project', title: project.title, href: projectPath(project.id), text: words(project.description, project.blocks.map(blockText)), keywords: project.category })
  }
  docs.push(
    { id: 'page:/about', kind: 'page', title: aboutContent.title, href: '/about', text: words(aboutContent.intro, site.summary, site.location), keywords: words('experience years background', overviewSkills.map((s) => s.name)) },
    { id: 'page:/home', kind: 'page', title: homeContent.hero.title, href: '/home', text: words(homeContent.hero.lead, homeExcellence.cards.map((c) => `${c.title}. ${c.description}`)), keywords: words(homeContent.tools.title, 'cv resume download') },
    { id: 'page:/contact', kind: 'page', title: contactPage.title, href: '/contact', text: words(contactPage.lead ?? '', 'WhatsApp email'), keywords: 'contact book hire message email whatsapp' },
    legalDoc(privacyPage, '/privacy'),
    legalDoc(termsPage, '/terms'),
  )
  return docs
}
