import { categoryList } from '../../../content/categories.ts'
import { privacyPage, termsPage } from '../../../content/legal.ts'
import { contactLine, list, reply, type Reply } from './reply.ts'

/** Pages of what the visitor asked about, e.g. the wedding project when booking a wedding shoot. */
type Topic = { paths: string[]; service?: string }

export const bookingReply = (topic: Topic = { paths: [] }): Reply =>
  reply(
    `I'd love to hear about your project! ${contactLine(topic.service)} Tell me what you need, your timeline and where the work will be used, and I'll reply with the next steps.`,
    '/contact',
    ...topic.paths,
  )

export const pricingReply = (topic: Topic = { paths: [] }): Reply =>
  reply(
    `I don't publish fixed prices: every project is quoted on its scope, deliverables and timeline. Tell me what you have in mind and I'll send you a quote. ${contactLine()}`,
    '/contact',
    ...topic.paths,
  )

export const availabilityReply = (topic: Topic = { paths: [] }): Reply =>
  reply(
    `I can't check my calendar from this chat, so the quickest way is to send me your dates and I'll confirm. ${contactLine(topic.service)}`,
    '/contact',
    ...topic.paths,
  )

export function legalReply(query: string): Reply {
  if (/\b(terms|copyright|reuse|licen[cs]\w*)\b/i.test(query)) {
    return reply(`${termsPage.intro} The full terms are at /terms.`, '/terms', '/privacy')
  }
  return reply(`${privacyPage.description} The details are at /privacy.`, '/privacy', '/terms')
}

export const declineReply = (): Reply =>
  reply(
    "That's outside what I can help with here: this chat is about my design work. Ask me about my services, the tools I use, my projects or how to book me, and I'm all yours.",
    '/portfolio',
  )

export const fallbackReply = (): Reply =>
  reply(
    `I'm not sure I have an answer to that one. I can tell you about my work in ${list(categoryList.map((c) => c.title.toLowerCase()))}, the tools I use, my experience, or how to book me. ${contactLine()}`,
    '/portfolio',
    '/home',
  )
