import { categories, categoryList } from '../../../content/categories.ts'
import { categoryPath, projectPath } from '../../../content/routes.ts'
import type { Category, ProjectPage } from '../../../content/schema.ts'
import { bookingService, cardHref } from '../page-facts.ts'
import { contactLine, inWords, list, lowerFirst, reachMe, reply, type Reply } from './reply.ts'
import { toolsFor } from './topics.ts'

const withCount = (c: Category) => `${c.title} (${c.projectCount.toLowerCase()})`

export const servicesReply = (): Reply =>
  reply(
    `I offer ${inWords(categoryList.length)} kinds of work: ${list(categoryList.map((c) => `${c.title.toLowerCase()} (${lowerFirst(c.description.replace(/\.$/, ''))})`))}. Tell me which one you need and I'll point you to examples.`,
    '/portfolio',
    '/about',
  )

export const notOfferedReply = (): Reply =>
  reply(
    `That isn't something I show in my portfolio. What I do is ${list(categoryList.map((c) => c.title.toLowerCase()))}. If you're not sure whether your project fits, just ask. ${contactLine()}`,
    '/portfolio',
    '/contact',
  )

export const portfolioReply = (): Reply =>
  reply(
    `My portfolio has ${inWords(categoryList.length)} categories: ${list(categoryList.map(withCount))}. Each category page shows its featured projects; start at /portfolio and pick the one you're curious about.`,
    '/portfolio',
    ...categoryList.slice(0, 3).map((c) => categoryPath(c.id)),
  )

export function categoryReply(category: Category, affirm: boolean): Reply {
  const href = categoryPath(category.id)
  const featured = category.cards.slice(0, 4).map((card) => {
    const to = cardHref(card, href)
    return to === href ? card.title : `${card.title} (${to})`
  })
  const toolNames = toolsFor(category.id).map((t) => t.name)
  const projectPaths = category.cards.map((card) => cardHref(card, href)).filter((to) => to !== href)
  return reply(
    [
      `${affirm ? 'Yes! ' : ''}${category.title} is one of my ${inWords(categoryList.length)} disciplines, with ${category.projectCount.toLowerCase()}. ${category.description}`,
      `Featured work: ${list(featured)}`.replace(/\.?$/, '.'),
      toolNames.length ? `Tools I use for it: ${list(toolNames)}.` : '',
      `See everything at ${href}.`,
    ]
      .filter(Boolean)
      .join(' '),
    href,
    ...projectPaths.slice(0, 3),
  )
}

export function projectReply(project: ProjectPage, affirm: boolean): Reply {
  const href = projectPath(project.id)
  const category = categories[project.category]
  const service = bookingService(project)
  return reply(
    [
      `${affirm ? 'Yes! ' : ''}${project.title} is one of my ${category.title.toLowerCase()} projects: ${project.description}`,
      `Have a look at ${href}, or browse more ${category.title.toLowerCase()} work at ${categoryPath(category.id)}.`,
      service ? contactLine(service) : `Want something similar? Just ${reachMe}`,
    ].join(' '),
    href,
    categoryPath(category.id),
  )
}
