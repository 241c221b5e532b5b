import { photoFolder, photoLibrary } from './photo-images.ts'
import type { PhotoLibrary } from './photo-library.ts'
import { photoPageIds } from './routes.ts'
import type { AspectRatio, PhotoFolderText, ProjectPage } from './schema.ts'
import { fill } from './template.ts'
import { folderPageCopy as copy } from '../folder-pages.ts'

/** A folder page's tiles take the shape most of its photos have (3:2 or 2:3), so few are cropped hard. */
export function folderGalleryAspect(sizes: readonly { width: number; height: number }[]): AspectRatio {
  return sizes.filter((size) => size.width >= size.height).length * 2 >= sizes.length ? '3/2' : '2/3'
}

/**
 * A photography page made from a folder alone: content/photos/<slug>/ whose photos.json gives a `title`
 * and a `description` becomes /portfolio/<slug>, with the folder's photos as its gallery (file-name
 * order), the first as its cover and share image, and a booking button, like the other photography pages
 * (their words: content/folder-pages.ts).
 */
export function folderPage(slug: string, text: PhotoFolderText, library: PhotoLibrary = photoLibrary): ProjectPage {
  const images = photoFolder(slug, library)
  if (!images) throw new Error(`content/photos/${slug}/ has a title in its photos.json but no photos`)
  const aspectRatio = folderGalleryAspect(images)
  return {
    id: slug,
    category: 'photography',
    title: text.title,
    icon: copy.icon,
    description: text.description,
    cover: images[0]!,
    back: copy.back,
    blocks: [
      { type: 'gallery', columns: { base: 1, sm: 2, lg: 3 }, aspectRatio, images },
      {
        type: 'cta',
        title: fill(copy.cta.title, text),
        description: copy.cta.description,
        label: copy.cta.label,
        action: { kind: 'booking', service: fill(copy.cta.service, text) },
      },
    ],
  }
}

/** Every page made from a folder, by slug (the build lists the slugs: content/lib/routes.ts). */
export const folderProjects: Record<string, ProjectPage> = Object.fromEntries(
  photoPageIds.map((slug) => [slug, folderPage(slug, photoLibrary.pages[slug]!)]),
)
