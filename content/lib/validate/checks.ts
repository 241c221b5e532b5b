import { z } from 'zod'
import { aboutContent, capabilities, overviewSkills } from '../../about.ts'
import { categories } from '../../categories.ts'
import { categorySummaries } from '../../category-summaries.ts'
import { folderPageCopy } from '../../folder-pages.ts'
import { homeContent } from '../../home.ts'
import { homeExcellence } from '../../home-excellence.ts'
import { homeShowcase } from '../../home-showcase.ts'
import { landingContent } from '../../landing.ts'
import { privacyPage, termsPage } from '../../legal.ts'
import { categoryOgImages, defaultOgImage } from '../../og.ts'
import { contactPage, showcasePage } from '../../placeholders.ts'
import { categoryPageTitle, landingSeo, pageSeo } from '../../seo.ts'
import { portfolioHub } from '../../portfolio.ts'
import { chatCopy, whatsappCopy } from '../../chat.ts'
import { areaServed, contactNav, footerNav, mainNav, portfolioNav, socialLinks } from '../../site.ts'
import { skillGroups, skillsPage } from '../../skills.ts'
import { toolMakers } from '../../tool-makers.ts'
import { tools } from '../../tools.ts'
import { uiCopy } from '../../ui.ts'
import { projectPages } from '../projects.ts'
import * as s from '../schema.ts'

/**
 * One value the site shows and the schema it must match. A problem is named by the file that writes the
 * field (traced through contentFiles); `file` names it for a value that is a plain text, and `name` labels
 * a field no file of the owner's holds (a page made from a photos folder).
 */
export type Check = { name: string; schema: z.ZodType; value: unknown; file?: string }

/** Everything the site shows, each part with its schema. */
export const contentChecks: readonly Check[] = [
  { name: 'landingContent', schema: s.landingContentSchema, value: landingContent },
  { name: 'homeContent', schema: s.homeContentSchema, value: homeContent },
  { name: 'homeExcellence', schema: s.homeExcellenceSchema, value: homeExcellence },
  { name: 'homeShowcase', schema: s.homeShowcaseSchema, value: homeShowcase },
  { name: 'tools', schema: z.array(s.toolSchema), value: tools },
  { name: 'toolMakers', schema: z.record(s.slug, s.text), value: toolMakers },
  { name: 'skillsPage', schema: s.skillsPageSchema, value: skillsPage },
  { name: 'skillGroups', schema: z.array(s.skillGroupSchema), value: skillGroups },
  { name: 'aboutContent', schema: s.aboutContentSchema, value: aboutContent },
  { name: 'capabilities', schema: z.array(s.capabilitySchema), value: capabilities },
  { name: 'overviewSkills', schema: z.array(s.overviewSkillSchema), value: overviewSkills },
  { name: 'portfolioHub', schema: s.portfolioHubSchema, value: portfolioHub },
  { name: 'categorySummaries', schema: z.record(s.categoryId, s.categorySummarySchema), value: categorySummaries },
  { name: 'categories', schema: z.record(s.categoryId, s.categorySchema), value: categories },
  { name: 'projects', schema: z.record(z.string(), s.projectPageSchema), value: projectPages },
  { name: 'folderPageCopy', schema: s.folderPageCopySchema, value: folderPageCopy },
  { name: 'privacyPage', schema: s.legalPageSchema, value: privacyPage },
  { name: 'termsPage', schema: s.legalPageSchema, value: termsPage },
  { name: 'contactPage', schema: s.placeholderPageSchema, value: contactPage },
  { name: 'showcasePage', schema: s.placeholderPageSchema, value: showcasePage },
  { name: 'defaultOgImage', schema: s.imageSchema, value: defaultOgImage },
  { name: 'categoryOgImages', schema: z.record(s.categoryId, s.imageSchema), value: categoryOgImages },
  { name: 'portfolioNav', schema: z.array(s.navItemSchema), value: portfolioNav },
  { name: 'mainNav', schema: z.array(s.navItemSchema), value: mainNav },
  { name: 'contactNav', schema: s.navItemSchema, value: contactNav },
  { name: 'footerNav', schema: z.record(z.string(), z.array(s.navItemSchema)), value: footerNav },
  { name: 'socialLinks', schema: z.array(s.externalLinkSchema), value: socialLinks },
  { name: 'areaServed', schema: s.text, value: areaServed, file: 'content/site.ts' },
  { name: 'landingSeo', schema: s.pageSeoSchema, value: landingSeo },
  { name: 'pageSeo', schema: z.record(z.string(), s.pageSeoSchema), value: pageSeo },
  { name: 'categoryPageTitle', schema: s.template('title'), value: categoryPageTitle, file: 'content/seo.ts' },
  { name: 'uiCopy', schema: s.uiCopySchema, value: uiCopy },
  { name: 'chatCopy', schema: z.record(z.string(), s.text), value: chatCopy },
  { name: 'whatsappCopy', schema: z.record(z.string(), s.text), value: whatsappCopy },
]
