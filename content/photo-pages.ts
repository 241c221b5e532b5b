import { photoFolder, photoLibrary } from './photo-images.ts'
import type { PhotoLibrary } from './photo-library.ts'
import { photoPageIds } from './routes.ts'
import type { AspectRatio, PhotoFolderText, ProjectPage } from './schema.ts'

/**
 * A photography page made from a folder alone: content/photos/<slug>/ whose photos.json gives a `title`
 * and a `description` becomes /portfolio/<slug>, with the folder's photos as its gallery (file-name
 * order), the first as its cover and share image, and a booking button, like the other photography pages.
 */
/** A folder page's tiles take the shape most of its photos have (3:2 or 2:3), so few are cropped hard. */
export function folderGalleryAspect(sizes: readonly { width: number; height: number }[]): AspectRatio {
  return sizes.filter((size) => size.width >= size.height).length * 2 >= sizes.length ? '3/2' : '2/3'
}

export function folderPage(slug: string, text: PhotoFolderText, library: PhotoLibrary = photoLibrary): ProjectPage {
  const images = photoFolder(slug, library)
  if (!images) throw new Error(`content/photos/${slug}/ has a title in its photos.json but no photos`)
  const aspectRatio = folderGalleryAspect(images)
  return {
    id: slug,
    category: 'photography',
    title: text.title,
    icon: 'i-lucide-camera',
    description: text.description,
    cover: images[0]!,
    back: { label: 'Back to Photography', to: '/portfolio/photography' },
    blocks: [
      { type: 'gallery', columns: { base: 1, sm: 2, lg: 3 }, aspectRatio, images },
      {
        type: 'cta',
        title: `Like ${text.title}?`,
        description: 'Tell me about your project and the pictures you need; I will reply with dates and a quote.',
        label: 'Book a Photo Session',
        action: { kind: 'booking', service: `photography like ${text.title}` },
      },
    ],
  }
}

/** Every page made from a folder, by slug (the build lists the slugs: content/routes.ts). */
export const folderProjects: Record<string, ProjectPage> = Object.fromEntries(
  photoPageIds.map((slug) => [slug, folderPage(slug, photoLibrary.pages[slug]!)]),
)
