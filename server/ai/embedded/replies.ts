import { categoryList } from '../../../content/categories.ts'
import { privacyPage, termsPage } from '../../../content/legal.ts'
import { contactPage } from '../../../content/placeholders.ts'
import { categoryPath, projectPath } from '../../../content/routes.ts'
import type { Category, ProjectPage } from '../../../content/schema.ts'
import { site, socialLinks } from '../../../content/site.ts'
import { tools } from '../../../content/tools.ts'
import { bookingService, cardHref } from '../page-facts.ts'
import { bookOwner, owner, reachOwner, reply, type Reply } from './reply.ts'
import { inWords, list, lowerFirst } from './words.ts'

const disciplines = () => list(categoryList.map((c) => c.title.toLowerCase()))

export const identityReply = (): Reply =>
  reply(
    `I'm ${owner}'s AI assistant: an automated program, not ${owner} in person. I answer from what this site says about ${owner}'s work, and I say so when something isn't on the site. To talk to ${owner} directly: ${reachOwner.replace(/^You can m/, 'm')}`,
    '/contact',
    '/about',
  )

export const greetingReply = (): Reply =>
  reply(
    `Hi! I'm ${owner}'s AI assistant. Ask me about ${owner}'s work in ${disciplines()}, the tools, the experience or how to get in touch.`,
    '/home',
    '/portfolio',
  )

export const thanksReply = (): Reply =>
  reply(`You're welcome! If anything else comes up about ${owner}'s work, just ask.`, '/portfolio')

export const harmfulReply = (harm: string): Reply =>
  reply(
    `Sorry, I can't help with that: ${harm} can hurt people or break the law, and it is not something ${owner} offers. ${owner}'s work on this site is ${disciplines()}, for businesses' own brands.`,
    '/portfolio',
    '/terms',
  )

export const declineReply = (): Reply =>
  reply(
    `That's outside what I can help with: I only answer questions about ${owner}'s design work on this site (services, projects, tools, experience and contact).`,
    '/portfolio',
  )

export const injectionReply = (): Reply =>
  reply(
    `I can't change how I work or share my instructions. I'm ${owner}'s AI assistant and I answer questions about ${owner}'s design work on this site.`,
    '/portfolio',
  )

export const languageReply = (): Reply =>
  reply(
    `Sorry, I answer in English only. Please ask again in English, or write to ${owner} directly: WhatsApp (https://wa.me/${site.whatsappNumber}) or email ${site.email}.`,
    '/contact',
  )

export const contactReply = (service?: string): Reply =>
  reply(`${bookOwner(service)} The contact page says: "${contactPage.lead}"`, '/contact')

export const responseTimeReply = (): Reply =>
  reply(`The contact page says: "${contactPage.lead}" ${reachOwner}`, '/contact')

export const socialReply = (): Reply =>
  reply(`${owner}'s profiles: ${socialLinks.map((l) => `${l.name} (${l.href})`).join(', ')}. Email: ${site.email}.`, '/contact', '/about')

export const cvReply = (): Reply =>
  reply(`${owner}'s CV: ${site.cvUrl} and resume: ${site.resumeUrl} (both are also on the home page).`, '/home', '/about')

export const experienceReply = (): Reply =>
  reply(
    `${owner} has ${site.experience} of experience, with ${site.projectsCompleted} projects completed and a stack of ${tools.length} design and AI tools. The CV has the full story: ${site.cvUrl}`,
    '/about',
    '/home',
  )

export const locationReply = (): Reply =>
  reply(`The site says: ${site.location}. A city or country is not stated on this site. ${reachOwner}`, '/about', '/contact')

export const aboutReply = (): Reply =>
  reply(
    `${site.ownerName} is a ${site.role.toLowerCase()}: ${site.summary} Experience: ${site.experience}, ${site.projectsCompleted} projects completed. ${site.location}. More at /about.`,
    '/about',
    '/home',
  )

export const pricingReply = (paths: string[] = []): Reply =>
  reply(
    `Prices are not stated on this site. The terms say: "Prices, availability and project terms are agreed directly with the designer." ${reachOwner}`,
    '/contact',
    ...paths,
    '/terms',
  )

export const availabilityReply = (service?: string, paths: string[] = []): Reply =>
  reply(`${owner}'s calendar is not on this site, so I can't tell you about free dates. ${bookOwner(service)}`, '/contact', ...paths)

export const privacyReply = (): Reply =>
  reply(`${privacyPage.description} The details are at /privacy.`, '/privacy', '/terms')

export const termsReply = (): Reply =>
  reply(`${termsPage.description} The full terms are at /terms.`, '/terms', '/privacy')

export const servicesReply = (): Reply =>
  reply(
    `${owner} works in ${inWords(categoryList.length)} areas: ${list(categoryList.map((c) => `${c.title} (${lowerFirst(c.description.replace(/\.$/, ''))}, /portfolio/${c.id})`))}.`,
    '/portfolio',
    '/about',
  )

export const portfolioReply = (): Reply =>
  reply(
    `The portfolio has ${inWords(categoryList.length)} categories: ${list(categoryList.map((c) => `${c.title} (${c.projectCount.toLowerCase()}, ${categoryPath(c.id)})`))}. Start at /portfolio.`,
    '/portfolio',
  )

export function toolsReply(): Reply {
  const sorted = [...tools].sort((a, b) => b.proficiency - a.proficiency)
  return reply(`${owner} works with ${tools.length} tools: ${list(sorted.map((t) => `${t.name} (${t.proficiency}%)`))}. They are shown on the home page.`, '/home', '/skills')
}

/** What the site shows of one category: its description and its featured work. */
export function categoryReply(category: Category, prefix = ''): Reply {
  const href = categoryPath(category.id)
  const featured = category.cards.map((card) => {
    const to = cardHref(card, href)
    return to === href ? card.title : `${card.title} (${to})`
  })
  const cardTools = [...new Set(category.cards.flatMap((c) => c.tools ?? []))]
  return reply(
    `${prefix}${category.title}: ${category.description} Featured work: ${list(featured)}.${cardTools.length ? ` Tools named there: ${list(cardTools)}.` : ''} See ${href}.`,
    href,
    ...category.cards.map((card) => cardHref(card, href)).filter((to) => to !== href).slice(0, 2),
  )
}

/** What the site says about one project, with its booking text when it has one. */
export function projectReply(project: ProjectPage, prefix = ''): Reply {
  const href = projectPath(project.id)
  const cta = project.blocks.find((b) => b.type === 'cta')
  const service = bookingService(project)
  return reply(
    `${prefix}${project.title} (${href}): ${project.description}${cta?.type === 'cta' && cta.description ? ` ${cta.description}` : ''} ${service ? bookOwner(service) : ''}`.trim(),
    href,
    categoryPath(project.category),
  )
}
