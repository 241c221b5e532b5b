import { describe, expect, it } from 'vitest'
import { photo, photoFolder, photoLibrary, withPhotoFolder } from '#content/lib/photo-images.ts'
import type { PhotoEntry, PhotoLibrary } from '#content/lib/photo-library.ts'
import { artworkProjects, projects } from '#content/lib/projects.ts'
import { projectIds } from '#content/ids.ts'
import { imageSchema, projectPageSchema } from '#content/lib/schema.ts'

const entry = (file: string, width: number, height: number, alt?: string): PhotoEntry => ({
  width,
  height,
  file,
  widths: [320, 640],
  color: '#112233',
  placeholder: 'data:image/webp;base64,AAAA',
  position: '50% 30%',
  ...(alt ? { alt } : {}),
})

const library: PhotoLibrary = {
  photos: {
    'wedding-photography/01-dance.jpg': entry('wedding-photography-01-dance-aaaaaaaaaa', 4000, 6000, 'The first dance under string lights'),
    'wedding-photography/02-rings.jpg': entry('wedding-photography-02-rings-bbbbbbbbbb', 6000, 4000, 'Two gold rings on an open hymn book'),
    'studio/portrait.jpg': entry('studio-portrait-cccccccccc', 3000, 2000),
  },
  folders: {
    'wedding-photography': ['wedding-photography/01-dance.jpg', 'wedding-photography/02-rings.jpg'],
    studio: ['studio/portrait.jpg'],
  },
  pages: {},
}

describe('photos in content', () => {
  it('photo() takes the size from the file and the alt text and focal point from photos.json', () => {
    expect(photo('wedding-photography/02-rings.jpg', {}, library)).toEqual({
      src: '/photos/wedding-photography/02-rings.jpg',
      alt: 'Two gold rings on an open hymn book',
      width: 6000,
      height: 4000,
      objectPosition: '50% 30%',
      // The image carries its own photo's variants (not its alt text, which is the image's).
      photo: {
        width: 6000,
        height: 4000,
        file: 'wedding-photography-02-rings-bbbbbbbbbb',
        widths: [320, 640],
        color: '#112233',
        placeholder: 'data:image/webp;base64,AAAA',
        position: '50% 30%',
      },
    })
    expect(imageSchema.safeParse(photo('wedding-photography/02-rings.jpg', {}, library)).success).toBe(true)
    expect(
      photo('studio/portrait.jpg', { alt: 'A studio portrait in soft window light', objectPosition: 'center top' }, library),
    ).toMatchObject({
      alt: 'A studio portrait in soft window light',
      objectPosition: 'center top',
    })
  })

  it('photo() names a missing file or a missing alt text', () => {
    expect(() => photo('studio/nope.jpg', {}, library)).toThrow('content/photos/studio/nope.jpg is not in the photo library')
    expect(() => photo('studio/portrait.jpg', {}, library)).toThrow('content/photos/studio/portrait.jpg has no alt text')
  })

  it('a folder named after a project page fills its first gallery in file-name order and supplies the cover', () => {
    const page = withPhotoFolder(artworkProjects['wedding-photography'], library)
    const gallery = page.blocks.find((block) => block.type === 'gallery')
    expect(gallery?.type === 'gallery' && gallery.images.map((image) => image.src)).toEqual([
      '/photos/wedding-photography/01-dance.jpg',
      '/photos/wedding-photography/02-rings.jpg',
    ])
    expect(page.cover.src).toBe('/photos/wedding-photography/01-dance.jpg')
    expect(projectPageSchema.safeParse(page).success).toBe(true)
    expect(photoFolder('family-portrait', library)).toBeUndefined()
    expect(withPhotoFolder(artworkProjects['family-portrait'], library)).toBe(artworkProjects['family-portrait'])
  })

  it('a page keeps its generated artwork unless a photos folder is named after it (whatever content/photos holds)', () => {
    for (const id of projectIds) {
      const page = projects[id]
      const folder = photoLibrary.folders[id]
      if (!folder) expect(page, id).toBe(artworkProjects[id])
      else
        expect(
          page.blocks.find((block) => block.type === 'gallery'),
          page.id,
        ).toMatchObject({ images: folder.map((path) => ({ src: `/photos/${path}` })) })
    }
  })
})
