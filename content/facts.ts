import { site } from './site.ts'
import { tools } from './tools.ts'

/** Figures derived from site.ts, so the home stats and the About badges always agree. */
export const experienceYears = site.experience.replace(/\s*years?$/i, '')

export const facts = {
  experience: { value: experienceYears, label: 'Years Experience' },
  projects: { value: site.projectsCompleted, label: 'Projects Completed' },
  /**
   * The spec's '15+ AI tools mastered' sat next to its own 13-tool stack, five of them AI tools:
   * the stat counts the tools the carousel lists, so it cannot drift from them (docs/decisions.md).
   */
  tools: { value: String(tools.length), label: 'Design & AI Tools' },
} as const
