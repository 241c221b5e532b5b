import { capabilities } from '../../../content/about.ts'
import { categories, categoryList } from '../../../content/categories.ts'
import { projects } from '../../../content/projects/index.ts'
import { categoryPath, projectPath } from '../../../content/routes.ts'
import type { Category, ProjectPage } from '../../../content/schema.ts'
import { skillGroups } from '../../../content/skills.ts'
import { tools } from '../../../content/tools.ts'
import { bookingService } from '../page-facts.ts'
import { aboutReply, experienceReply, greetingReply, namedToolsReply, skillsReply, thanksReply, toolsReply } from './about-replies.ts'
import { availabilityReply, bookingReply, declineReply, fallbackReply, legalReply, pricingReply } from './contact-replies.ts'
import { detectIntent, stripGreeting } from './intents.ts'
import { list, reply, type Reply } from './reply.ts'
import { searchSite, significantTerms, type SearchHit } from './search.ts'
import { detectCategory, detectTools } from './topics.ts'
import { categoryReply, notOfferedReply, portfolioReply, projectReply, servicesReply } from './work-replies.ts'

/** Words of a discipline or of the question's kind rather than of one project: they never pick a project alone. */
const GENERIC = new Set(
  significantTerms(
    `${categoryList.map((c) => `${c.id.replace(/-/g, ' ')} ${c.title}`).join(' ')} ai design designer designs project portfolio
    service services offer offers post book booking hire contact email whatsapp price cost quote available availability
    next week month today tomorrow time schedule tool software use experience year skill example sample recent best`,
  ),
)

const projectByPath = new Map(Object.values(projects).map((p) => [projectPath(p.id), p] as const))

const titleTerms = (project: ProjectPage) => significantTerms(project.title.replace(/-/g, ' '))
const sameWord = (a: string, b: string) => a.startsWith(b) || b.startsWith(a)

/**
 * The project a question names by its title ('wedding', 'ramadan', 'packaging'), if any. The most
 * title words wins (the whole title more so); a project outside the question's discipline needs two of them ('AI brand proposal').
 */
function namedProject(hits: SearchHit[], category: Category | undefined): ProjectPage | undefined {
  let best: { project: ProjectPage; weight: number } | undefined
  for (const hit of hits) {
    const project = projectByPath.get(hit.href)
    if (!project) continue
    const title = titleTerms(project)
    const named = hit.matched.filter((term) => title.some((word) => sameWord(word, term)))
    const fits = !category || project.category === category.id
    const whole = title.every((word) => named.some((term) => sameWord(word, term)))
    if (!(whole || named.some((term) => !GENERIC.has(term))) || (!fits && named.length < 2)) continue
    const weight = named.length + (whole ? 1 : 0) + (fits ? 0.5 : 0)
    if (!best || weight > best.weight) best = { project, weight }
  }
  return best?.project
}

const isYesNoQuestion = (q: string) => /^(do|does|did|can|could|are|is|have|has|would|will)\b/i.test(q)
const isGenericServiceQuestion = (q: string) => /\bservices?\b|what (else )?do you (do|offer)|what can you do/i.test(q)

/** Answers a hit on its own when no rule named the question's kind. */
function hitReply(hit: SearchHit): Reply | undefined {
  const [kind, id] = [hit.kind, hit.id.slice(hit.id.indexOf(':') + 1)]
  if (kind === 'tool') return namedToolsReply(tools.filter((t) => t.id === id), false)
  if (kind === 'category') return categoryReply(categories[id as Category['id']], false)
  if (kind === 'skill') {
    const group = skillGroups.find((g) => g.id === id)
    if (group) return reply(`${group.title}: ${group.description} My top skills there are ${list(group.skills.slice(0, 3).map((s) => `${s.name} (${s.level}%)`))}.`, '/skills')
  }
  if (kind === 'capability') {
    const cap = capabilities.find((c) => c.id === id)
    if (cap) return reply(`${cap.title}: ${cap.description} That covers ${list(cap.skills)}.`, '/about', '/portfolio')
  }
  const project = projectByPath.get(hit.href)
  if (project) return projectReply(project, false)
  if (kind === 'card') {
    const category = categoryList.find((c) => hit.href === categoryPath(c.id))
    if (category) return categoryReply(category, false)
  }
  if (hit.href === '/contact') return bookingReply()
  if (hit.href === '/privacy' || hit.href === '/terms') return legalReply(hit.href === '/terms' ? 'terms' : 'privacy')
  if (hit.href === '/about') return aboutReply()
  return undefined
}

/** The embedded assistant's whole decision: intent rules first, then topics, then search. */
export function compose(query: string): Reply {
  const intent = detectIntent(query)
  const q = stripGreeting(query)
  const hits = intent === 'decline' || intent === 'greeting' ? [] : searchSite(q)
  const category = detectCategory(q)
  const project = namedProject(hits, category)
  const topicPaths = project ? [projectPath(project.id), categoryPath(project.category)] : category ? [categoryPath(category.id)] : []
  const topic = { paths: topicPaths, service: project && bookingService(project) }

  switch (intent) {
    case 'decline': return declineReply()
    case 'greeting': return greetingReply()
    case 'thanks': return thanksReply()
    case 'pricing': return pricingReply(topic)
    case 'availability': return availabilityReply(topic)
    case 'booking': return bookingReply(topic)
    case 'legal': return legalReply(q)
  }
  const named = detectTools(q)
  if (named.length > 0) return namedToolsReply(named, isYesNoQuestion(q))
  if (intent === 'tools') return toolsReply(category?.id)
  if (intent === 'about') return aboutReply()
  const affirm = isYesNoQuestion(q)
  if (intent === 'services' && isGenericServiceQuestion(q)) return servicesReply()
  if (project) return projectReply(project, affirm)
  if (category) return categoryReply(category, affirm)
  if (intent === 'experience') return experienceReply()
  if (intent === 'skills') return skillsReply()
  if (intent === 'services') return notOfferedReply()
  if (intent === 'portfolio') return portfolioReply()
  const strong = hits.find((hit) => hit.matched.some((term) => !GENERIC.has(term)))
  return (strong && hitReply(strong)) ?? fallbackReply()
}
