/**
 * Every content module in one place, for the artwork script and the content test.
 * Pages import the module they need directly.
 */
export { aboutContent, capabilities, overviewSkills } from './about.ts'
export { categories, categoryList } from './categories.ts'
export { homeContent } from './home.ts'
export { homeExcellence } from './home-excellence.ts'
export { homeShowcase } from './home-showcase.ts'
export { landingContent } from './landing.ts'
export { privacyPage, termsPage } from './legal.ts'
export { categoryOgImages, defaultOgImage } from './og.ts'
export { contactPage, showcasePage } from './placeholders.ts'
export { portfolioHub } from './portfolio.ts'
export { projects } from './projects/index.ts'
export { skillGroups, skillsPage } from './skills.ts'
export { tools } from './tools.ts'

import * as about from './about.ts'
import * as categories from './categories.ts'
import * as home from './home.ts'
import * as homeExcellence from './home-excellence.ts'
import * as homeShowcase from './home-showcase.ts'
import * as landing from './landing.ts'
import * as legal from './legal.ts'
import * as og from './og.ts'
import * as placeholders from './placeholders.ts'
import * as portfolio from './portfolio.ts'
import * as projects from './projects/index.ts'
import * as site from './site.ts'
import * as skills from './skills.ts'
import * as tools from './tools.ts'

/** All content modules by file name: walked to find every image, link and string. */
export const contentModules = { about, categories, home, homeExcellence, homeShowcase, landing, legal, og, placeholders, portfolio, projects, site, skills, tools } as const
