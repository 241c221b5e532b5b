import { categories, categoryList } from '../../../content/categories.ts'
import type { CategoryId } from '../../../content/ids.ts'
import type { Category, Tool } from '../../../content/schema.ts'
import { tools } from '../../../content/tools.ts'

/** How visitors name each discipline; also used to tell which tools serve it. */
const categoryWords: Record<CategoryId, RegExp> = {
  graphics: /\b((?<!motion )graphic|logo|brand|branding|identity|poster|print|packag\w*|stationer\w*|flyer|typograph\w*|illustrat\w*|menu)/i,
  'web-design': /\b(web|websites?|sites?|landing pages?|webflow|lovable|ui|ux)\b/i,
  'artificial-intelligence': /\b(ai|a\.i\.|artificial intelligence|generative|midjourney|chatgpt|prompt\w*|kling|magnific|upscal\w*|chatbot\w*)\b/i,
  'social-media': /\b(social|instagram|facebook|tiktok|linkedin|posts?|carousel|feed|ramadan|content creation)\b/i,
  videography: /\b(video\w*|film\w*|motion( graphics)?|reel\w*|premiere|after effects|animation|youtube|documentary|music video)\b/i,
  photography: /\b(photo\w*|shoot|portrait\w*|wedding\w*|camera|lightroom|headshot\w*|family session)\b/i,
}

const count = (text: string, re: RegExp) => text.match(new RegExp(re.source, 'gi'))?.length ?? 0

/** The discipline a question is about, if it names one (the most-mentioned wins; ties keep nav order). */
export function detectCategory(query: string): Category | undefined {
  let best: { category: Category; hits: number } | undefined
  for (const category of categoryList) {
    const hits = count(query, categoryWords[category.id])
    if (hits > 0 && (!best || hits > best.hits)) best = { category, hits }
  }
  return best?.category
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Tools named in the question, e.g. 'Midjourney' or 'after effects'. */
export function detectTools(query: string): Tool[] {
  return tools.filter((tool) => new RegExp(`\\b${escape(tool.name).replace(/\s+/g, '\\s*')}\\b`, 'i').test(query))
}

/** The tools that serve a discipline, judged by their own names, categories and descriptions. */
export function toolsFor(id: CategoryId): Tool[] {
  const re = categoryWords[id]
  const used = new Set(categories[id].cards.flatMap((card) => card.tools ?? []).map((n) => n.toLowerCase()))
  return tools.filter((t) => used.has(t.name.toLowerCase()) || re.test(`${t.name} ${t.category}`))
}
