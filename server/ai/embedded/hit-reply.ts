import { capabilities } from '../../../content/about.ts'
import { categories, categoryList } from '../../../content/categories.ts'
import { categoryPath } from '../../../content/routes.ts'
import type { Category } from '../../../content/schema.ts'
import { skillGroups } from '../../../content/skills.ts'
import { tools } from '../../../content/tools.ts'
import { aboutReply, namedToolsReply } from './about-replies.ts'
import { bookingReply, legalReply } from './contact-replies.ts'
import { projectByPath } from './project-match.ts'
import { list, reply, type Reply } from './reply.ts'
import type { SearchHit } from './search.ts'
import { categoryReply, projectReply } from './work-replies.ts'

/** Answers a hit on its own when no rule named the question's kind. */
export function hitReply(hit: SearchHit): Reply | undefined {
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

