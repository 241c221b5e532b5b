import { categories, categoryList } from '../../../content/categories.ts'
import type { CategoryId } from '../../../content/ids.ts'
import { projects } from '../../../content/projects/index.ts'
import { pagePaths, projectPath } from '../../../content/routes.ts'
import type { Category, ProjectPage } from '../../../content/schema.ts'
import { tools } from '../../../content/tools.ts'
import { bookingService } from '../page-facts.ts'
import { FILLER, sameWord, tokens } from './words.ts'

/** How visitors name each discipline. */
const categoryWords: Record<CategoryId, RegExp> = {
  graphics: /\b((?<!motion )graphics?|graphic design|logos?|brand(ing)?|identity|identities|posters?|print|packag\w*|stationer\w*|flyers?|typograph\w*|illustrat\w*|menus?)\b/i,
  'web-design': /\b(web|websites?|web ?sites?|landing pages?|webflow|lovable|ui|ux)\b/i,
  'artificial-intelligence': /\b(ai|a\.i\.|artificial intelligence|generative|midjourney|chatgpt|prompt\w*|kling|magnific|upscal\w*|chatbots?)\b/i,
  'social-media': /\b(social( media)?|instagram|facebook|tiktok|linkedin posts?|posts|carousels?|feeds?|ramadan)\b/i,
  videography: /\b(videos?|videography|film\w*|motion( graphics)?|reels?|premiere|after effects|animation|youtube|documentar\w*|music videos?)\b/i,
  photography: /\b(photo\w*|shoots?|portraits?|weddings?|camera|lightroom|headshots?|family session)\b/i,
}

const count = (text: string, re: RegExp) => text.match(new RegExp(re.source, 'gi'))?.length ?? 0

/** The discipline a text names, if any (the most-mentioned wins; ties keep nav order). */
export function detectCategory(text: string): Category | undefined {
  let best: { category: Category; hits: number } | undefined
  for (const category of categoryList) {
    const hits = count(text, categoryWords[category.id])
    if (hits > 0 && (!best || hits > best.hits)) best = { category, hits }
  }
  return best?.category
}

/** Words of a discipline: on their own they name a category, never one project. */
const GENERIC = new Set(
  tokens(
    `${categoryList.map((c) => `${c.id.replace(/-/g, ' ')} ${c.title}`).join(' ')} ai design designer project projects photo photos video videos film films website websites site
    post posts page session sessions shoot shoots series work speciality specialty brand`,
  ),
)

const titleWords = (project: ProjectPage) =>
  tokens(`${project.title} ${bookingService(project) ?? ''}`).filter((w) => !FILLER.has(w) && !GENERIC.has(w))

/** The project a text names by its title or booking service ('wedding', 'perfumes', 'tokenization'). */
export function detectProject(text: string, category?: Category): ProjectPage | undefined {
  const words = tokens(text).filter((w) => !FILLER.has(w))
  let best: { project: ProjectPage; weight: number } | undefined
  for (const project of Object.values(projects)) {
    const title = titleWords(project)
    const named = title.filter((t) => words.some((w) => sameWord(w, t)))
    const whole = text.toLowerCase().includes(project.title.toLowerCase()) ? 2 : 0
    if (named.length === 0 && !whole) continue
    const weight = whole + named.length / Math.max(title.length, 1) + named.length + (category && project.category === category.id ? 0.5 : 0)
    if (!best || weight > best.weight) best = { project, weight }
  }
  return best?.project
}

export interface Topic {
  category?: Category
  project?: ProjectPage
}

export function topicOf(text: string): Topic {
  const category = detectCategory(text)
  const project = detectProject(text, category)
  return { category: project ? categories[project.category] : category, project }
}

export const hasTopic = (t: Topic) => Boolean(t.category || t.project)

export const topicPaths = (t: Topic) =>
  t.project ? [projectPath(t.project.id), `/portfolio/${t.project.category}`] : t.category ? [`/portfolio/${t.category.id}`] : []

/** Tools the site does not list, that visitors ask about by name. */
const UNLISTED_TOOLS = [
  'Figma', 'Canva', 'Blender', 'Cinema 4D', 'Maya', '3ds Max', 'ZBrush', 'Unity', 'Unreal Engine', 'DaVinci Resolve', 'Final Cut Pro',
  'Capture One', 'Procreate', 'Affinity Designer', 'CorelDRAW', 'GIMP', 'Inkscape', 'Framer', 'WordPress', 'Shopify', 'Wix',
  'Squarespace', 'Elementor', 'Stable Diffusion', 'DALL-E', 'Runway', 'Sora', 'Firefly', 'Leonardo AI', 'CapCut', 'Adobe XD', 'Sketch',
  'Substance Painter', 'Houdini', 'Spline', 'Webflow',
]

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const namePattern = (name: string) => new RegExp(`\\b${escape(name).replace(/\\?[\s-]+/g, '[\\s-]*').replace(/ (ai|engine|pro|designer)$/i, '( $1)?')}\\b`, 'i')

/** Tools of the site's stack named in a text. */
export const namedTools = (text: string) => tools.filter((tool) => namePattern(tool.name).test(text))

/** Well-known tools the site does not list, named in a text ('sketch' only as a proper noun). */
export const unlistedTools = (text: string) =>
  UNLISTED_TOOLS.filter((name) => !tools.some((t) => t.name === name))
    .map((name) => ({ name, short: name.replace(/ (Engine|Pro|Designer|AI)$/, '') }))
    .filter(({ name, short }) => (name === 'Sketch' ? /\bSketch\b(?! by)/.test(text) && /\b(use|tool|app|software)\b/i.test(text) : namePattern(short).test(text)))
    .map(({ name }) => name)

const knownPages = new Set(pagePaths)

/** Pages an earlier answer listed as 'Title (/path)' or 'Title (..., /path)', in order. */
export function listedPaths(text: string): string[] {
  const paths: string[] = []
  for (const match of text.matchAll(/\((?:[^()]*?,\s)?(\/portfolio\/[a-z0-9-]+)\)/g)) {
    const path = match[1]
    if (path && knownPages.has(path) && !paths.includes(path)) paths.push(path)
  }
  return paths
}
