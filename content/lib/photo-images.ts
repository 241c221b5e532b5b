import { photoPrefix, type PhotoEntry, type PhotoLibrary } from './photo-library.ts'
import type { GalleryImage, PhotoVariants, ProjectPage } from './schema.ts'

/**
 * Content images made from the photographs under content/photos/. The build defines
 * `__PHOTO_LIBRARY__` (see scripts/images/vite-plugin.ts) so content reads each photo's real
 * pixel size instead of the owner typing it. Each image carries its own photo's variants, so
 * the library stays with the content modules that call these helpers (the project tables)
 * instead of riding along on every page. Without a build (plain Node scripts) it is empty.
 */

declare const __PHOTO_LIBRARY__: PhotoLibrary | undefined

const emptyLibrary: PhotoLibrary = { photos: {}, folders: {}, pages: {} }

/**
 * False in plain Node scripts (npm run images / raster), which import content without a build:
 * they only draw artwork, so photos there are placeholders rather than errors.
 */
export const photoLibraryLoaded = typeof __PHOTO_LIBRARY__ !== 'undefined'

export const photoLibrary: PhotoLibrary = typeof __PHOTO_LIBRARY__ === 'undefined' ? emptyLibrary : __PHOTO_LIBRARY__

type PhotoOptions = { alt?: string; objectFit?: GalleryImage['objectFit']; objectPosition?: string }

/** What the image component needs to draw the photo (its alt text lives on the image). */
function variantsOf({ alt: _alt, ...variants }: PhotoEntry): PhotoVariants {
  return variants
}

/**
 * A photograph in content/photos/: `photo('weddings/first-dance.jpg')`. Width and height come from
 * the file; the alt text from the folder's photos.json unless given here; the focal point there
 * becomes the objectPosition.
 */
export function photo(typed: string, options: PhotoOptions = {}, library: PhotoLibrary = photoLibrary): GalleryImage {
  // The library's paths are NFC (scripts/images/scan.ts), whatever form the name was saved or typed in.
  const path = typed.normalize('NFC')
  const entry = library.photos[path]
  if (!entry && !photoLibraryLoaded && library === photoLibrary)
    return { src: `${photoPrefix}${path}`, alt: options.alt ?? path, width: 1, height: 1 }
  if (!entry) throw new Error(`content/photos/${path} is not in the photo library: is the file there (names are case-sensitive)?`)
  const alt = options.alt ?? entry.alt
  if (!alt) throw new Error(`content/photos/${path} has no alt text: add it to photos.json in its folder`)
  return {
    src: `${photoPrefix}${path}`,
    alt,
    width: entry.width,
    height: entry.height,
    ...(options.objectFit ? { objectFit: options.objectFit } : {}),
    objectPosition: options.objectPosition ?? entry.position,
    photo: variantsOf(entry),
  }
}

/** The photographs of content/photos/<folder>/ in file-name order, or undefined when there is no such folder. */
export function photoFolder(folder: string, library: PhotoLibrary = photoLibrary): GalleryImage[] | undefined {
  const paths = library.folders[folder]
  return paths && paths.length > 0 ? paths.map((path) => photo(path, {}, library)) : undefined
}

/**
 * A project page whose id names a folder in content/photos/ shows those photographs in its first
 * gallery instead of the artwork; when the cover was that gallery's first image, the first photo
 * becomes the cover (and its share image).
 */
export function withPhotoFolder(page: ProjectPage, library: PhotoLibrary = photoLibrary): ProjectPage {
  const photos = photoFolder(page.id, library)
  const index = page.blocks.findIndex((block) => block.type === 'gallery')
  const gallery = page.blocks[index]
  if (!photos || gallery?.type !== 'gallery') return page
  const blocks = page.blocks.map((block, i) => (i === index ? { ...gallery, images: photos } : block))
  const cover = page.cover.src === gallery.images[0]?.src ? photos[0]! : page.cover
  // A title and description in the folder's photos.json replace the page's.
  return { ...page, ...library.pages[page.id], cover, blocks }
}
