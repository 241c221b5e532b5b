import { renderToStaticMarkup } from 'react-dom/server'
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { cdnImage } from '#content/lib/cdn.ts'
import type { PhotoEntry } from '#content/lib/photo-library.ts'
import { ContentImage } from '../../app/components/media/ContentImage.tsx'
import { PhotoPicture } from '../../app/components/media/PhotoPicture.tsx'
import { loadingFor } from '../../app/components/media/loading.ts'
import { coverScale, gridImageSizes } from '../../app/lib/columns.ts'
import { lightboxImageSizes } from '../../app/lib/lightbox-sizes.ts'

const entry: PhotoEntry = {
  width: 3840,
  height: 2400,
  file: 'family-portrait-01-0123456789',
  widths: [320, 480, 640, 800, 1080, 1440, 1920, 2560],
  color: '#336699',
  placeholder: 'data:image/webp;base64,AAAA',
  position: '30% 40%',
}

const html = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element)

describe('one image component', () => {
  it('renders a photo as <picture> with AVIF and WebP sources, a JPEG srcset, sizes and intrinsic size', () => {
    const out = html(createElement(PhotoPicture, { entry, alt: 'A family on a hill', sizes: '100vw', loading: loadingFor('priority') }))
    const doc = new DOMParserShim(out)
    expect(doc.sources()).toEqual([
      { type: 'image/avif', widths: entry.widths, ext: 'avif' },
      { type: 'image/webp', widths: entry.widths, ext: 'webp' },
    ])
    expect(out).toContain(`src="/assets/photos/${entry.file}-1080.jpg"`)
    expect(out).toMatch(/<img[^>]*srcSet="[^"]*-320\.jpg 320w,[^"]*-2560\.jpg 2560w"/)
    expect(out).toContain('width="3840"')
    expect(out).toContain('height="2400"')
    expect(out).toContain('fetchPriority="high"')
    expect(out).toContain('loading="eager"')
    expect(out).toContain('background-color:#336699')
    expect(out).toContain('background-image:url(&quot;data:image/webp;base64,AAAA&quot;)')
    expect(out).toContain('object-position:30% 40%')
  })

  it('draws an image made by photo() as that photo, from the variants the image carries', () => {
    const { alt: _alt, ...variants } = entry
    const image = { src: '/photos/family/01.jpg', alt: 'A family on a hill', width: 3840, height: 2400, photo: variants }
    const out = html(createElement(ContentImage, { image, sizes: '50vw' }))
    expect(out).toMatch(/^<picture class="contents"><source type="image\/avif"/)
    expect(out).toContain(`src="/assets/photos/${entry.file}-1080.jpg"`)
    expect(out).toContain('alt="A family on a hill"')
    expect(out).not.toContain('/photos/family/01.jpg')
  })

  it('fills a box of a fixed shape from the variants cropped to it, with their size; the whole photo where it has no such crop', () => {
    const cropped = { ...entry, crops: { '3/4': [320, 480, 640, 800, 1080] } }
    const out = html(createElement(PhotoPicture, { entry: cropped, alt: 'x', sizes: '358px', loading: loadingFor('lazy'), crop: '3/4' }))
    expect(new DOMParserShim(out).sources()).toEqual([
      { type: 'image/avif', widths: [320, 480, 640, 800, 1080], ext: 'avif' },
      { type: 'image/webp', widths: [320, 480, 640, 800, 1080], ext: 'webp' },
    ])
    expect(out).toContain(`${entry.file}-c3x4-1080.avif 1080w`)
    expect(out).toContain(`src="/assets/photos/${entry.file}-c3x4-1080.jpg"`)
    expect(out).toContain('width="1080"')
    expect(out).toContain('height="1440"')
    // Another shape, or no crop asked for (the lightbox): the whole photo's ladder.
    for (const crop of ['1/1' as const, undefined]) {
      const whole = html(createElement(PhotoPicture, { entry: cropped, alt: 'x', sizes: '100vw', loading: loadingFor('lazy'), crop }))
      expect(whole).not.toContain('-c3x4-')
      expect(whole).toContain(`${entry.file}-2560.avif 2560w`)
      expect(whole).toContain('width="3840"')
    }
  })

  it('loads lazily without high priority below the fold, and eagerly without it in the first screen', () => {
    const lazy = html(createElement(PhotoPicture, { entry, alt: 'x', sizes: '50vw', loading: loadingFor('lazy') }))
    expect(lazy).toContain('loading="lazy"')
    expect(lazy).not.toContain('fetchPriority="high"')
    const eager = html(createElement(PhotoPicture, { entry, alt: 'x', sizes: '50vw', loading: loadingFor('eager') }))
    expect(eager).toContain('loading="eager"')
    expect(eager).not.toContain('fetchPriority="high"')
  })

  it('gives an image from cdnImage() the CDN srcset unpic writes', () => {
    const out = html(
      createElement(ContentImage, {
        image: cdnImage('https://res.cloudinary.com/demo/image/upload/v1/wedding-3.jpg', {
          alt: 'A wedding photo',
          width: 3000,
          height: 2000,
        }),
        sizes: '(min-width: 1024px) 300px, 100vw',
      }),
    )
    const srcset = /srcSet="([^"]+)"/.exec(out)?.[1] ?? ''
    const widths = [...srcset.matchAll(/ (\d+)w/g)].map((m) => Number(m[1]))
    expect(widths.length).toBeGreaterThan(4)
    expect(srcset).toMatch(/res\.cloudinary\.com\/demo\/image\/upload\/[^ ]*w_\d+/)
    expect(out).toContain('sizes="(min-width: 1024px) 300px, 100vw"')
    expect(out).toContain('width="3000"')
    expect(out).toContain('height="2000"')
    expect(out).toContain('loading="lazy"')
  })

  it('cdnImage() refuses a URL on no supported CDN, naming it', () => {
    expect(() => cdnImage('https://example.com/a.jpg', { alt: 'A remote photo', width: 800, height: 600 })).toThrow(
      /example\.com\/a\.jpg is not on a supported image CDN/,
    )
  })

  it('uses any other remote URL as it is', () => {
    const out = html(createElement(ContentImage, { image: { src: 'https://example.com/a.jpg', alt: 'Remote', width: 800, height: 600 } }))
    expect(out).toContain('src="https://example.com/a.jpg"')
    expect(out).not.toContain('srcSet')
  })

  it('leaves generated SVG artwork (the default content) as one file with its intrinsic size', () => {
    const out = html(
      createElement(ContentImage, {
        image: { src: '/images/photography/family-portrait-1.svg', alt: 'Artwork', width: 900, height: 1200 },
        priority: true,
      }),
    )
    expect(out).toContain(
      '<img src="/images/photography/family-portrait-1.svg" alt="Artwork" width="900" height="1200" loading="eager" decoding="async" fetchPriority="high"/>',
    )
  })
})

describe('sizes from the layout', () => {
  it('a gallery of 1, 2 then 4 columns with 16 px gaps in the page container', () => {
    expect(gridImageSizes({ base: 1, sm: 2, lg: 4 }, 16)).toBe(
      '(min-width: 1280px) 292px, (min-width: 1024px) calc((100vw - 112px) / 4), (min-width: 768px) calc((100vw - 64px) / 2), ' +
        '(min-width: 640px) calc((100vw - 64px) / 2), calc(100vw - 32px)',
    )
  })

  it('a landscape photo cropped into a portrait box is drawn wider than the box, and sizes says so', () => {
    expect(coverScale({ width: 1600, height: 1000 }, '3/4', 'cover')).toBeCloseTo(2.133, 3)
    expect(coverScale({ width: 1600, height: 1000 }, '3/4', 'contain')).toBe(1)
    expect(coverScale({ width: 900, height: 1200 }, '16/9', 'cover')).toBe(1)
    expect(gridImageSizes({ base: 1, md: 2 }, 16, 1.5)).toBe(
      '(min-width: 1280px) 900px, (min-width: 1024px) calc((100vw - 80px) / 2 * 1.500), (min-width: 768px) calc((100vw - 64px) / 2 * 1.500), ' +
        '(min-width: 640px) calc((100vw - 48px) * 1.500), calc((100vw - 32px) * 1.500)',
    )
  })

  it('the lightbox: as wide as the screen allows, or as tall for a portrait photo', () => {
    expect(lightboxImageSizes(900, 1200)).toBe(
      '(min-width: 640px) min(calc(100vw - 160px), calc((100vh - 144px) * 0.750)), min(calc(100vw - 16px), calc((100vh - 144px) * 0.750))',
    )
  })
})

/** Just enough parsing of the static markup to read the <source> elements. */
class DOMParserShim {
  constructor(private readonly markup: string) {}
  sources() {
    return [...this.markup.matchAll(/<source type="([^"]+)" srcSet="([^"]+)" sizes="[^"]+"\/>/g)].map(([, type, srcset]) => ({
      type,
      widths: [...srcset!.matchAll(/ (\d+)w/g)].map((m) => Number(m[1])),
      ext: [...new Set([...srcset!.matchAll(/\.(\w+) \d+w/g)].map((m) => m[1]))].join(),
    }))
  }
}
