import { categoryList } from '../../../content/categories.ts'
import { projects } from '../../../content/projects/index.ts'
import { projectPath } from '../../../content/routes.ts'
import type { Category, ProjectPage } from '../../../content/schema.ts'
import { significantTerms, type SearchHit } from './search.ts'

/** Words of a discipline or of the question's kind rather than of one project: they never pick a project alone. */
export const GENERIC = new Set(
  significantTerms(
    `${categoryList.map((c) => `${c.id.replace(/-/g, ' ')} ${c.title}`).join(' ')} ai design designer designs project portfolio
    service services offer offers post book booking hire contact email whatsapp price cost quote available availability
    next week month today tomorrow time schedule tool software use experience year skill example sample recent best`,
  ),
)

export const projectByPath = new Map(Object.values(projects).map((p) => [projectPath(p.id), p] as const))

const titleTerms = (project: ProjectPage) => significantTerms(project.title.replace(/-/g, ' '))
const sameWord = (a: string, b: string) => a.startsWith(b) || b.startsWith(a)

/**
 * The project a question names by its title ('wedding', 'ramadan', 'packaging'), if any. The most
 * title words wins (the whole title more so); a project outside the question's discipline needs two of them ('AI brand proposal').
 */
export function namedProject(hits: SearchHit[], category: Category | undefined): ProjectPage | undefined {
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

/** A hit on a word that is not generic: the question is really about that page. */
export const isSpecific = (hit: SearchHit) => hit.matched.some((term) => !GENERIC.has(term))
