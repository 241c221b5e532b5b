import { aboutContent, capabilities, overviewSkills } from '../../../content/about.ts'
import { categoryList } from '../../../content/categories.ts'
import type { CategoryId } from '../../../content/ids.ts'
import type { Tool } from '../../../content/schema.ts'
import { site } from '../../../content/site.ts'
import { skillGroups } from '../../../content/skills.ts'
import { tools } from '../../../content/tools.ts'
import { categoryPath } from '../../../content/routes.ts'
import { cardHref } from '../page-facts.ts'
import { inWords, list, reply, type Reply } from './reply.ts'
import { toolsFor } from './topics.ts'

const disciplines = () => list(categoryList.map((c) => c.title.toLowerCase()))
const withLevel = (t: Tool) => `${t.name} (${t.proficiency}%)`
const byProficiency = (a: Tool, b: Tool) => b.proficiency - a.proficiency

export const greetingReply = (): Reply =>
  reply(
    `Hi there, thanks for stopping by! I'm ${site.ownerName}, a ${site.role.toLowerCase()}. I design across ${disciplines()}. Ask me about my tools, my projects, my experience or how to book me.`,
    '/home',
    '/portfolio',
  )

export const thanksReply = (): Reply =>
  reply("You're welcome! If anything else comes up about my work, just ask. I'm happy to help.", '/portfolio')

export const aboutReply = (): Reply =>
  reply(`${aboutContent.intro[0]} ${site.location}.`, '/about', '/home')

export const experienceReply = (): Reply => {
  const top = [...overviewSkills].sort((a, b) => b.level - a.level).slice(0, 3)
  return reply(
    `I have ${site.experience} of professional experience, with ${site.projectsCompleted} projects completed and a stack of ${tools.length} design and AI tools. My strongest areas are ${list(top.map((s) => `${s.name} (${s.level}%)`))}. My CV has the full story: ${site.cvUrl}`,
    '/about',
    '/home',
    '/skills',
  )
}

export const skillsReply = (): Reply => {
  const groups = skillGroups.map((g) => g.title)
  const sample = skillGroups.slice(0, 3).map((g) => {
    const best = [...g.skills].sort((a, b) => b.level - a.level)[0]
    return best ? `${best.name} ${best.level}% in ${g.title}` : g.title
  })
  return reply(
    `My skills fall into ${inWords(groups.length)} groups: ${list(groups)}. A few highlights: ${list(sample)}. Day to day that means ${list(capabilities.slice(0, 4).map((c) => c.title.toLowerCase()))}.`,
    '/skills',
    '/about',
  )
}

export const toolsReply = (category?: CategoryId): Reply => {
  const chosen = (category ? toolsFor(category) : [...tools]).sort(byProficiency)
  if (category && chosen.length > 0) {
    const title = categoryList.find((c) => c.id === category)?.title ?? category
    return reply(`For ${title.toLowerCase()} I mostly use ${list(chosen.map(withLevel))}. You can see all ${tools.length} tools in my stack on the home page.`, `/portfolio/${category}`, '/home')
  }
  const ai = tools.filter((t) => /\bai\b/i.test(t.category)).map((t) => t.name)
  return reply(
    `I work with ${tools.length} tools: ${list(chosen.map(withLevel))}. The Adobe apps are my craft tools; ${list(ai)} speed up ideas, visuals and video.`,
    '/home',
    '/skills',
  )
}

/** Pages whose featured cards name the tool, e.g. Midjourney on AI Prompt Images. */
function pagesUsing(tool: Tool): { title: string; href: string }[] {
  return categoryList.flatMap((c) =>
    c.cards
      .filter((card) => card.tools?.some((name) => name.toLowerCase() === tool.name.toLowerCase()))
      .map((card) => ({ title: card.title, href: cardHref(card, categoryPath(c.id)) })),
  )
}

export const namedToolsReply = (named: readonly Tool[], affirm: boolean): Reply => {
  const parts = named.map((t) => {
    const seen = pagesUsing(t).slice(0, 2)
    const where = seen.length ? ` You can see it at work in ${list(seen.map((p) => `${p.title} (${p.href})`))}.` : ''
    return `${t.name} is part of my stack (${t.category}, ${t.proficiency}% proficiency): ${t.description}${where}`
  })
  const used = named.flatMap((t) => pagesUsing(t).map((p) => p.href))
  const disciplines = categoryList.filter((c) => named.some((t) => toolsFor(c.id).includes(t))).map((c) => categoryPath(c.id))
  return reply(`${affirm ? 'Yes! ' : ''}${parts.join(' ')}`, ...used.slice(0, 2), ...disciplines.slice(0, 1), '/home')
}
