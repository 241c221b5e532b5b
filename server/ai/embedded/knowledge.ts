import { aboutContent, capabilities, overviewSkills } from '#content/about.ts'
import { categoryList } from '#content/categories.ts'
import { homeExcellence } from '#content/home-excellence.ts'
import { homeContent } from '#content/home.ts'
import { privacyPage, termsPage } from '#content/legal.ts'
import { contactPage } from '#content/placeholders.ts'
import { folderProjects } from '#content/lib/photo-pages.ts'
import { projects } from '#content/lib/projects.ts'
import { portfolioPath } from '#content/lib/routes.ts'
import type { Block, LegalPage, ProjectPage } from '#content/lib/schema.ts'
import { site } from '#content/site.ts'
import { skillGroups, skillsPage } from '#content/skills.ts'
import { tools } from '#content/tools.ts'
import { toolMakers } from '#content/tool-makers.ts'
import { bookingService, buttonLabel, cardHref } from '../page-facts.ts'
import { firstName } from './owner.ts'
import { counted, list, sentences } from './text.ts'

/** Social networks by name: a project's page may name more than its card's one platform ('Instagram and Facebook posts'). */
const NETWORKS = ['Instagram', 'Facebook', 'LinkedIn', 'TikTok', 'YouTube', 'Pinterest', 'Snapchat', 'Threads']

/** The networks of a platform as written: 'Instagram, Facebook and LinkedIn', 'Instagram & TikTok'. */
export const networksIn = (platform: string) => platform.split(/\s*(?:,|\band\b|&|\/)\s*/).filter(Boolean)

/** The card's platform, and the other networks the project's description says the work was made for. */
function platformsOf(platform: string | undefined, description: string): string | undefined {
  if (!platform) return undefined
  const named = (text: string) => NETWORKS.filter((n) => new RegExp(`\\b${n}\\b`, 'i').test(text))
  const more = named(description).filter((n) => !named(platform).includes(n))
  return more.length ? list([...networksIn(platform), ...more]) : platform
}

export type EntityKind = 'category' | 'project' | 'site' | 'video' | 'card' | 'tool' | 'skill' | 'skill-group' | 'overview-skill'

/** The pieces of work a page shows, as opposed to tools, skills and categories. */
export const WORK_KINDS: ReadonlySet<EntityKind> = new Set<EntityKind>(['project', 'site', 'video', 'card'])

/** A thing of the site a visitor can name, list, compare or come back to ("the second one"). */
export interface Entity {
  key: string
  kind: EntityKind
  name: string
  href: string
  description: string
  /** The list it belongs to (a category id, 'tools', a skill group), for "which of them". */
  group: string
  level?: number
  /** Seconds, for films. */
  seconds?: number
  duration?: string
  year?: number
  tools?: readonly string[]
  service?: string
  /** How many projects a category counts. */
  count?: number
  /** Where a social post was published. */
  platform?: string
  /** How many pictures its page shows, for a project. */
  images?: number
  /** Other words it goes by (a tool's category, a card's tags): 'the video one'. */
  tags?: string
  /** Who makes a tool ('Adobe'). */
  maker?: string
  /** The words on its page's call-to-action button. */
  button?: string
  /** What its picture shows (the image's alt text): 'the one with the sea waves'. */
  pictured?: string
  /** The category page whose card shows its year, tools and platform, for a project page of its own. */
  cardOn?: { title: string; href: string }
}

/** One statement of the site, written to be said as it is, with the page that shows it. */
export interface Passage {
  id: number
  text: string
  href: string
  /** The entity it is about, if any. */
  entity?: string
  /** Names and tags that say what it is about (weighted above the text). */
  title: string
  keywords: string
  /** A whole discipline, skill group or tool rather than one piece of work: preferred when a question names nothing specific. */
  general?: boolean
}

const entities: Entity[] = []
/** The skills overview of the About page: a list to compare, not things to name (they share names with the skill groups). */
const overview: Entity[] = []
/** A project's card tags and platform, searched with its page. */
const cardKeywords = new Map<string, string>()
const passages: Passage[] = []
const add = (p: Omit<Passage, 'id'>) => passages.push({ ...p, id: passages.length })
const secondsOf = (d?: string) => (d ? d.split(':').reduce((s, part) => s * 60 + Number(part), 0) : undefined)
const TOOL_NAMES: readonly string[] = tools.map((t) => t.name)
const imagesOf = (project: ProjectPage) =>
  (project.blocks as readonly Block[]).reduce((n, b) => n + (b.type === 'gallery' ? b.images.length : 0), 0) || undefined
const toolsIn = (words: readonly string[]) => words.filter((w) => TOOL_NAMES.includes(w))

/** The named sections of each project page in page order (tiles, galleries, boxes), each with its passage: 'what's in the fourth one?'. */
const sections = new Map<string, { title: string; passage: number; also?: string }[]>()

function blockPassages(project: ProjectPage, href: string) {
  const at = `${project.title} (${href})`
  const item = (title: string, text: string | undefined, extra = '', also?: string) => {
    add({
      text: `${at} includes ${title}${text ? `: ${text}` : '.'}`,
      href,
      entity: project.id,
      title: `${title} ${project.title}`,
      keywords: extra,
    })
    const named = title.replace(/ \(\d+ images\)$/, '')
    if (!/^an? /.test(named))
      sections.set(project.id, [...(sections.get(project.id) ?? []), { title: named, passage: passages.length - 1, also }])
  }
  for (const block of project.blocks as readonly Block[]) {
    // A tile opens its document: 'is there a way to look at the guidelines?' is answered with where.
    if (block.type === 'linkTiles')
      for (const t of block.tiles)
        item(t.title, `${t.description ? `${t.description} ` : ''}Its "${t.label}" link opens ${t.href}.`.trim(), 'link document open')
    if (block.type === 'comparison')
      item(
        block.title ?? 'a before and after comparison',
        `${block.description ? `${block.description} ` : ''}A slider between ${block.beforeLabel} and ${block.afterLabel}, starting at ${block.initial}%.`,
        'before after slider comparison',
      )
    // A gallery with a name of its own is a part a visitor can ask about ('the document suite part').
    if (block.type === 'gallery' && (block.title || block.description))
      item(`${block.title ?? 'a gallery'} (${block.images.length} images)`, block.description)
    if (block.type === 'infoBoxes')
      for (const b of block.boxes)
        // Its badge ('Example') names it too: 'the example prompt'; the tools it shows are part of what it says.
        item(
          b.title,
          `${b.description}${b.items?.length ? ` (${b.items.join('; ')})` : ''}${b.tools?.length ? ` Tools: ${list(b.tools.map((t) => t.name))}.` : ''}`,
          [b.badge ?? '', ...(b.tools ?? []).map((t) => t.name)].join(' '),
          b.badge,
        )
    if (block.type === 'videoCards') {
      for (const v of block.videos) {
        entities.push({
          key: `video:${v.title}`,
          kind: 'video',
          name: v.title,
          href,
          description: v.description,
          group: project.id,
          duration: v.duration,
          seconds: secondsOf(v.duration),
          year: v.year,
          pictured: v.image.alt,
        })
        add({
          text: `${v.title}${v.duration ? ` (${v.duration}${v.year ? `, ${v.year}` : ''})` : ''}, an AI video on ${at}: ${v.description}`,
          href,
          entity: `video:${v.title}`,
          title: v.title,
          keywords: 'ai video film clip',
        })
      }
    }
    if (block.type === 'cta') {
      add({
        text: `${at}: ${block.description ? `${block.description} ` : ''}Its button reads "${block.label}".`,
        href,
        entity: project.id,
        title: `${project.title} ${block.title ?? ''}`,
        keywords: block.action.kind === 'booking' ? `book ${block.action.service}` : '',
      })
    }
  }
}

function legalPassages(page: LegalPage, href: string, label: string) {
  add({ text: `The ${label} (${href}): ${page.description}`, href, title: page.title, keywords: '' })
  add({
    text: `The ${label} (${href}) ${label === 'terms' ? 'were' : 'was'} last updated on ${page.updated}.`,
    href,
    title: `${page.title} last updated`,
    keywords: 'updated date changed',
  })
  for (const section of page.sections) {
    for (const paragraph of section.paragraphs) {
      add({
        text: `The ${label} (${href}) ${label === 'terms' ? 'say' : 'says'}: ${paragraph}`,
        href,
        title: `${page.title} ${section.heading}`,
        keywords: section.heading,
      })
    }
  }
}

/** Built once at start-up from content/, which does not change while the server runs. */
function build() {
  for (const category of categoryList) {
    const href = portfolioPath(category.id)
    entities.push({
      key: category.id,
      kind: 'category',
      name: category.title,
      href,
      description: category.description,
      group: 'categories',
      count: Number.parseInt(category.projectCount, 10),
    })
    add({
      text: `${category.title} (${href}): ${category.description} ${category.intro}`,
      href,
      entity: category.id,
      title: category.title,
      keywords: category.skills.join(' '),
      general: true,
    })
    add({
      text: `${category.title} (${href}) counts ${category.projectCount.toLowerCase()}.`,
      href,
      entity: category.id,
      title: `${category.title} projects`,
      keywords: '',
    })
    for (const card of category.cards) {
      const to = cardHref(card, href)
      const project = (projects as Record<string, ProjectPage | undefined>)[card.id]
      if (project) {
        cardKeywords.set(project.id, `${card.tags.join(' ')} ${card.platform ?? ''}`)
        entities.push({
          key: project.id,
          kind: 'project',
          name: project.title,
          href: to,
          description: project.description,
          group: category.id,
          year: card.year,
          service: bookingService(project),
          button: buttonLabel(project),
          tools: card.tools,
          platform: platformsOf(card.platform, project.description),
          tags: card.tags.join(' '),
          images: imagesOf(project),
          // 'The bottles one': what its card's picture shows.
          pictured: card.image.alt,
          cardOn: { title: category.title, href },
        })
        continue
      }
      const kind: EntityKind = category.id === 'web-design' ? 'site' : card.duration ? 'video' : 'card'
      entities.push({
        key: `${kind}:${card.id}`,
        kind,
        name: card.title,
        href: to,
        description: card.description,
        group: category.id,
        duration: card.duration,
        seconds: secondsOf(card.duration),
        year: card.year,
        tools: card.tools ?? toolsIn(card.tags),
        tags: card.tags.join(' '),
        pictured: card.image.alt,
      })
      const facts = [card.duration, card.year].filter(Boolean).join(', ')
      const what = kind === 'site' ? 'a website' : kind === 'video' ? 'a film' : 'a project'
      const made = card.tools?.length || toolsIn(card.tags).length ? ` Made with ${(card.tools ?? toolsIn(card.tags)).join(' and ')}.` : ''
      add({
        text: `${card.title}${facts ? ` (${facts})` : ''} is ${what} in ${category.title} (${to}): ${card.description}${made}`,
        href: to,
        entity: `${kind}:${card.id}`,
        title: card.title,
        keywords: `${card.tags.join(' ')} ${card.platform ?? ''} ${(card.tools ?? []).join(' ')}`,
      })
    }
  }
  // The pages made from a folder of the owner's own photos are work like the others.
  for (const project of [...Object.values(projects), ...Object.values(folderProjects)]) {
    const href = portfolioPath(project.id)
    if (!entities.some((e) => e.key === project.id)) {
      entities.push({
        key: project.id,
        kind: 'project',
        name: project.title,
        href,
        description: project.description,
        group: project.category,
        service: bookingService(project),
        button: buttonLabel(project),
        images: imagesOf(project),
      })
    }
    const service = bookingService(project)
    add({
      text: `${project.title} (${href}): ${project.description}`,
      href,
      entity: project.id,
      title: project.title,
      keywords: `${project.category.replace(/-/g, ' ')} ${service ?? ''} ${cardKeywords.get(project.id) ?? ''}`,
    })
    blockPassages(project, href)
  }
  for (const tool of tools) {
    entities.push({
      key: `tool:${tool.id}`,
      kind: 'tool',
      name: tool.name,
      href: '/home',
      description: tool.description,
      group: /^AI/.test(tool.category) ? 'ai-tools' : 'tools',
      level: tool.proficiency,
      tags: [tool.category, toolMakers[tool.id] ?? ''].join(' ').trim(),
      maker: toolMakers[tool.id],
    })
    add({
      text: `${tool.name} (${tool.category}) is in ${firstName}'s stack at ${tool.proficiency}% (/home): ${tool.description}`,
      href: '/home',
      entity: `tool:${tool.id}`,
      title: tool.name,
      keywords: `${tool.category} ${toolMakers[tool.id] ?? ''} tool software`,
      general: true,
    })
  }
  for (const group of skillGroups) {
    entities.push({
      key: `skill-group:${group.id}`,
      kind: 'skill-group',
      name: group.title,
      href: '/skills',
      description: group.description,
      group: 'skill-groups',
      level: Math.max(...group.skills.map((s) => s.level)),
    })
    add({
      text: `${group.title} (/skills): ${group.description} Skills: ${group.skills.map((s) => `${s.name} ${s.level}%`).join(', ')}.`,
      href: '/skills',
      entity: `skill-group:${group.id}`,
      title: group.title,
      keywords: 'skills',
      general: true,
    })
    for (const skill of group.skills) {
      entities.push({
        key: `skill:${skill.name}`,
        kind: 'skill',
        name: skill.name,
        href: '/skills',
        description: `${skill.name}, one of the ${group.title} skills`,
        group: group.id,
        level: skill.level,
      })
      add({
        text: `${skill.name} is one of ${firstName}'s ${group.title} skills, at ${skill.level}% (/skills).`,
        href: '/skills',
        entity: `skill:${skill.name}`,
        title: skill.name,
        keywords: `${group.title} skill`,
        general: true,
      })
    }
  }
  for (const cap of capabilities)
    add({
      text: `${cap.title}, one of the things ${firstName} does (/about): ${cap.description} (${cap.skills.join(', ')})`,
      href: '/about',
      title: cap.title,
      keywords: cap.skills.join(' '),
      general: true,
    })
  for (const s of overviewSkills)
    overview.push({
      key: `overview:${s.name}`,
      kind: 'overview-skill',
      name: s.name,
      href: '/about',
      description: `${s.name} in the skills overview on /about`,
      group: 'overview',
      level: s.level,
    })
  // 'The about page has a skills overview, right?': the overview as a whole.
  add({
    text: `The About page (/about) has a skills overview: ${overviewSkills.map((s) => `${s.name} ${s.level}%`).join(', ')}.`,
    href: '/about',
    title: 'Skills overview',
    keywords: 'about page skills overview levels',
  })
  for (const s of overviewSkills)
    add({
      text: `${s.name} is at ${s.level}% in the skills overview on /about.`,
      href: '/about',
      title: s.name,
      keywords: 'skill overview',
    })
  for (const sentence of aboutContent.intro.flatMap(sentences))
    add({ text: `From the About page (/about): "${sentence}"`, href: '/about', title: 'About', keywords: 'about background' })
  add({
    text: `${firstName} is ${site.location.toLowerCase()} (/about).`,
    href: '/about',
    title: 'location based where',
    // What the field answers, however a visitor asks it: where from, how far, which clients.
    keywords:
      'location remote remotely worldwide anywhere abroad overseas international country city local distance far travel world clients hire',
  })
  add({
    text: `${firstName} has ${site.experience} of experience and ${site.projectsCompleted} completed projects (/about).`,
    href: '/about',
    title: 'experience years',
    keywords:
      'experience projects completed years long veteran seasoned new fresh beginner junior senior career track record jobs finished done',
  })
  add({
    text: `${site.ownerName} is a ${site.role.toLowerCase()}: ${site.summary} (/about)`,
    href: '/about',
    title: `${site.ownerName} ${site.role}`,
    // What the field is: the owner's role, however a visitor names it.
    keywords: 'about who role job title profession occupation',
  })
  add({
    text: `${site.brand} (/) is this site: the portfolio of ${site.ownerName}, ${site.role.toLowerCase()}. ${site.tagline}`,
    href: '/',
    title: `${site.brand} site portfolio`,
    keywords: 'this site website portfolio slogan tagline motto welcome',
  })
  add({
    text: `On the contact page (/contact): ${contactPage.lead}`,
    href: '/contact',
    title: 'Contact reply',
    keywords: 'contact reply answer hear back respond response quickly fast soon wait message',
  })
  add({ text: `The home page (/home): ${homeContent.hero.lead}`, href: '/home', title: homeContent.hero.title, keywords: '' })
  add({
    text: `${homeContent.tools.title} (/home): ${homeContent.tools.lead} It lists ${counted(tools.length)} tools: ${tools.map((t) => t.name).join(', ')}.`,
    href: '/home',
    title: homeContent.tools.title,
    keywords: 'tools stack software',
  })
  add({
    text: `The home page (/home) shows ${homeContent.stats.map((st) => `${st.label}: ${st.value}`).join(', ')}.`,
    href: '/home',
    title: 'home stats numbers',
    keywords: homeContent.stats.map((st) => st.label).join(' '),
  })
  add({
    text: `${homeExcellence.title} (/home): ${homeExcellence.lead} ${list(homeExcellence.cards.map((c) => c.title))}.`,
    href: '/home',
    title: homeExcellence.title,
    keywords: 'principles points values',
  })
  for (const card of homeExcellence.cards)
    add({ text: `${card.title} (/home): ${card.description}`, href: '/home', title: card.title, keywords: '' })
  add({ text: `The skills page (/skills): ${skillsPage.intro}`, href: '/skills', title: skillsPage.title, keywords: 'skills' })
  legalPassages(privacyPage, '/privacy', 'privacy policy')
  legalPassages(termsPage, '/terms', 'terms')
}

build()

export const knowledge: {
  readonly entities: readonly Entity[]
  readonly overview: readonly Entity[]
  readonly passages: readonly Passage[]
  readonly sections: ReadonlyMap<string, readonly { title: string; passage: number; also?: string }[]>
} = { entities, overview, passages, sections }

const byKey = new Map(entities.map((e) => [e.key, e]))
/** The entity a passage or a piece names by its key, looked up once per key rather than searched per hit. */
export const entityOf = (key: string | undefined): Entity | undefined => (key === undefined ? undefined : byKey.get(key))

/** The films a project's page shows (an AI video page's clips). */
export const filmsOf = (project: Entity): Entity[] => knowledge.entities.filter((v) => v.kind === 'video' && v.href === project.href)
