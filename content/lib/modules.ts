import * as about from '../about.ts'
import * as aiCards from '../cards/ai.ts'
import * as videographyCards from '../cards/videography.ts'
import * as webDesignCards from '../cards/web-design.ts'
import * as categories from '../categories.ts'
import * as categorySummaries from '../category-summaries.ts'
import * as chat from '../chat.ts'
import * as folderPages from '../folder-pages.ts'
import * as home from '../home.ts'
import * as homeExcellence from '../home-excellence.ts'
import * as homeShowcase from '../home-showcase.ts'
import * as ids from '../ids.ts'
import * as landing from '../landing.ts'
import * as legal from '../legal.ts'
import * as og from '../og.ts'
import * as owner from '../owner.ts'
import * as placeholders from '../placeholders.ts'
import * as portfolio from '../portfolio.ts'
import * as aiProjects from '../projects/ai.ts'
import * as graphicsProjects from '../projects/graphics.ts'
import * as photographyProjects from '../projects/photography.ts'
import * as socialProjects from '../projects/social.ts'
import * as seo from '../seo.ts'
import * as site from '../site.ts'
import * as skills from '../skills.ts'
import * as toolMakers from '../tool-makers.ts'
import * as tools from '../tools.ts'
import * as ui from '../ui.ts'
import * as projects from './projects.ts'

/**
 * Every file of the owner's in content/ (all but content/lib/), by path. Files that others are built
 * from come before those that assemble them (the cards before categories.ts), so a value is traced
 * to the file that writes it: content/lib/validate.ts names that file when the value is wrong.
 */
export const contentFiles = {
  'content/owner.ts': owner,
  'content/site.ts': site,
  'content/ids.ts': ids,
  'content/ui.ts': ui,
  'content/chat.ts': chat,
  'content/folder-pages.ts': folderPages,
  'content/landing.ts': landing,
  'content/home.ts': home,
  'content/home-excellence.ts': homeExcellence,
  'content/home-showcase.ts': homeShowcase,
  'content/tools.ts': tools,
  'content/tool-makers.ts': toolMakers,
  'content/skills.ts': skills,
  'content/about.ts': about,
  'content/portfolio.ts': portfolio,
  'content/legal.ts': legal,
  'content/placeholders.ts': placeholders,
  'content/og.ts': og,
  'content/seo.ts': seo,
  'content/category-summaries.ts': categorySummaries,
  'content/cards/ai.ts': aiCards,
  'content/cards/videography.ts': videographyCards,
  'content/cards/web-design.ts': webDesignCards,
  'content/projects/ai.ts': aiProjects,
  'content/projects/graphics.ts': graphicsProjects,
  'content/projects/photography.ts': photographyProjects,
  'content/projects/social.ts': socialProjects,
  'content/categories.ts': categories,
} as const satisfies Record<string, object>
export type ContentFiles = Readonly<Record<string, object>>

/**
 * Everything the site shows, for the artwork script and the content tests to walk (every image, link
 * and string): the owner's files, and the project pages as shown, where a folder of photos fills a
 * gallery or makes a page of its own.
 */
export const contentModules = { ...contentFiles, 'content/lib/projects.ts': projects } as const
