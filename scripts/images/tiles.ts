import { folderGalleryAspect } from '#content/lib/photo-pages.ts'
import { artworkProjects } from '#content/lib/projects.ts'
import type { AspectRatio, ProjectPage } from '#content/lib/schema.ts'

/** The shape of the boxes a page's cover fills: its card on the category page (and the smaller "More" row). */
const cardAspect: AspectRatio = '4/3'

/**
 * The tile shapes a folder's photos are drawn in, read from content before the photos are: a folder
 * named after a project page fills that page's first gallery (its aspect ratio); a folder that is a page
 * of its own gets tiles of the shape most of its photos have. The pipeline crops a set of variants to
 * each, so a tile is never filled by a larger picture of another shape. Other folders get none.
 */
export function tileAspects(folder: string, sizes: readonly { width: number; height: number }[], isPage: boolean): AspectRatio[] {
  const page: ProjectPage | undefined = (artworkProjects as Record<string, ProjectPage>)[folder]
  const gallery = page?.blocks.find((block) => block.type === 'gallery')
  if (gallery?.type === 'gallery') return [gallery.aspectRatio]
  if (isPage && sizes.length > 0) return [folderGalleryAspect(sizes)]
  return []
}

/** The shapes a folder's first photo is also drawn in when it becomes its page's cover (cards). */
export function coverAspects(folder: string, isPage: boolean): AspectRatio[] {
  const page: ProjectPage | undefined = (artworkProjects as Record<string, ProjectPage>)[folder]
  const gallery = page?.blocks.find((block) => block.type === 'gallery')
  const coverFromGallery = gallery?.type === 'gallery' && page!.cover.src === gallery.images[0]?.src
  return coverFromGallery || isPage ? [cardAspect] : []
}
