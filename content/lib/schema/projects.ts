import { z } from 'zod'
import { categoryId, icon, seoDescription, slug, template, text } from './atoms.ts'
import { blockSchema } from './blocks.ts'
import { backLinkSchema } from './links.ts'
import { imageSchema } from './media.ts'

/** Project pages: /portfolio/<slug>, a title and a list of blocks. */

export const projectPageSchema = z.object({
  /** A slug of content/ids.ts, or the folder name of a page made from content/photos/<slug>/. */
  id: slug,
  category: categoryId,
  title: text,
  icon,
  /** The intro under the title, and the page's meta description. */
  description: seoDescription,
  /** Image for cards, previews and the social share card. */
  cover: imageSchema,
  back: backLinkSchema,
  blocks: z.array(blockSchema).min(1),
})
export type ProjectPage = z.infer<typeof projectPageSchema>

/** The words of a photography page made from a folder alone (content/folder-pages.ts); `{title}` is the page's title. */
export const folderPageCopySchema = z.object({
  icon,
  back: backLinkSchema,
  cta: z.object({ title: template('title'), description: text, label: text, service: template('title') }),
})
export type FolderPageCopy = z.infer<typeof folderPageCopySchema>
