import { site } from './site.ts'

/** Figures derived from site.ts, so the home stats and the About badges always agree. */
export const experienceYears = site.experience.replace(/\s*years?$/i, '')

export const facts = {
  experience: { value: experienceYears, label: 'Years Experience' },
  projects: { value: site.projectsCompleted, label: 'Projects Completed' },
} as const
