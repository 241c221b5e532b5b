import type { ChatTurn } from '../schema.ts'
import { projects } from '../../../content/projects/index.ts'
import { categories } from '../../../content/categories.ts'
import { hasTopic, listedPaths, topicOf, type Topic } from './topic.ts'

const ORDINALS: Record<string, number> = { first: 0, '1st': 0, second: 1, '2nd': 1, third: 2, '3rd': 2, fourth: 3, '4th': 3, fifth: 4, '5th': 4, sixth: 5, '6th': 5, last: -1 }
const ORDINAL = /\b(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|sixth|6th|last)\b(?!\s+(time|visit|step|question|sketch|look|dance))/i

const topicOfPath = (path: string): Topic => {
  const slug = path.replace('/portfolio/', '')
  const project = (projects as Record<string, (typeof projects)[keyof typeof projects] | undefined>)[slug]
  if (project) return { project, category: categories[project.category] }
  const category = (categories as Record<string, (typeof categories)[keyof typeof categories] | undefined>)[slug]
  return category ? { category } : {}
}

/**
 * What a follow-up refers to: 'the second one' is the second page the last answer listed;
 * 'it', 'that' or a question without a topic of its own is about the previous topic.
 */
export function referredTopic(query: string, history: readonly ChatTurn[] = []): Topic | undefined {
  const lastAnswer = history.findLast((t) => t.role === 'assistant')?.content
  const ordinal = ORDINAL.exec(query)?.[1]?.toLowerCase()
  if (ordinal && lastAnswer) {
    const listed = listedPaths(lastAnswer)
    const index = ORDINALS[ordinal] ?? 0
    const path = index < 0 ? listed.at(-1) : listed[index]
    if (path) return topicOfPath(path)
  }
  for (const turn of [...history].reverse()) {
    if (turn.role !== 'user') continue
    const topic = topicOf(turn.content)
    if (hasTopic(topic)) return topic
  }
  const first = lastAnswer ? listedPaths(lastAnswer)[0] : undefined
  return first ? topicOfPath(first) : undefined
}

export const isOrdinalReference = (query: string) => ORDINAL.test(query) && /\b(one|project|option|item|link|page|that|it)\b|^\s*(the )?\w+\s*(one)?\s*\??$/i.test(query)
