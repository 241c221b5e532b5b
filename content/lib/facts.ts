import { site } from '../site.ts'

/** The years of experience as a bare figure ('1-2' of site.ts's '1-2 years'): the home stats and the About badges both show it. */
export const experienceYears = site.experience.replace(/\s*years?$/i, '')
