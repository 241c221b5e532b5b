import { categoryPath, projectPath } from '../../../content/routes.ts'
import type { Category, ProjectPage } from '../../../content/schema.ts'
import { bookingService } from '../page-facts.ts'
import { aboutReply, experienceReply, greetingReply, namedToolsReply, skillsReply, thanksReply, toolsReply } from './about-replies.ts'
import { availabilityReply, bookingReply, declineReply, fallbackReply, legalReply, pricingReply } from './contact-replies.ts'
import { hitReply } from './hit-reply.ts'
import { detectIntent, stripGreeting } from './intents.ts'
import { isSpecific, namedProject } from './project-match.ts'
import type { Reply } from './reply.ts'
import { searchSite, type SearchHit } from './search.ts'
import { detectCategory, detectTools } from './topics.ts'
import { categoryReply, notOfferedReply, portfolioReply, projectReply, servicesReply } from './work-replies.ts'

const isYesNoQuestion = (q: string) => /^(do|does|did|can|could|are|is|have|has|would|will)\b/i.test(q)
const isGenericServiceQuestion = (q: string) => /\bservices?\b|what (else )?do you (do|offer)|what can you do/i.test(q)

/** What a text is about: a discipline, a project named by its title, and the search hits. */
interface Topic {
  category?: Category
  project?: ProjectPage
  hits: SearchHit[]
}

function topicOf(text: string): Topic {
  const hits = searchSite(text)
  const category = detectCategory(text)
  return { category, project: namedProject(hits, category), hits }
}

const named = (t: Topic | undefined) => (t?.category || t?.project ? t : undefined)

function topicPages({ project, category }: Topic) {
  const paths = project ? [projectPath(project.id), categoryPath(project.category)] : category ? [categoryPath(category.id)] : []
  return { paths, service: project && bookingService(project) }
}

/**
 * The embedded assistant's whole decision: intent rules first, then the topic, then search.
 * `previous` is the visitor's last question, so 'how much?' or 'tell me more' follow it.
 */
export function compose(query: string, previous?: string): Reply {
  const intent = detectIntent(query)
  if (intent === 'decline') return declineReply()
  if (intent === 'greeting') return greetingReply()
  if (intent === 'thanks') return thanksReply()

  const q = stripGreeting(query)
  const topic = topicOf(q)
  const context = () => named(topic) ?? (previous ? named(topicOf(stripGreeting(previous))) : undefined)
  switch (intent) {
    case 'pricing': return pricingReply(topicPages(context() ?? topic))
    case 'availability': return availabilityReply(topicPages(context() ?? topic))
    case 'booking': return bookingReply(topicPages(context() ?? topic))
    case 'legal': return legalReply(q)
  }

  const tools = detectTools(q)
  if (tools.length > 0) return namedToolsReply(tools, isYesNoQuestion(q))
  if (intent === 'tools') return toolsReply(topic.category?.id)
  if (intent === 'about') return aboutReply()
  if (intent === 'services' && isGenericServiceQuestion(q)) return servicesReply()
  const affirm = isYesNoQuestion(q)
  if (topic.project) return projectReply(topic.project, affirm)
  if (topic.category) return categoryReply(topic.category, affirm)
  if (intent === 'experience') return experienceReply()
  if (intent === 'skills') return skillsReply()
  if (intent === 'services') return notOfferedReply()
  if (intent === 'portfolio') return portfolioReply()

  const strong = topic.hits.find(isSpecific)
  const fromHit = strong && hitReply(strong)
  if (fromHit) return fromHit
  const earlier = context()
  if (earlier?.project) return projectReply(earlier.project, false)
  if (earlier?.category) return categoryReply(earlier.category, false)
  return fallbackReply()
}
