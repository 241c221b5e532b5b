import { Suspense, lazy, useCallback, useState } from 'react'
import type { GalleryBlock as Gallery } from '#content/lib/schema.ts'
import { uiCopy } from '#content/ui.ts'
import { ContentImage } from '~/components/media/ContentImage'
import { useHydrated } from '~/components/media/useHydrated'
import { columnsClass, coverScale, gridImageSizes } from '~/lib/columns'
import { BlockHeading } from './BlockHeading'

/** The viewer is its own chunk: fetched on the first click (or earlier, when a pointer or focus reaches an image). */
const loadLightbox = () => import('~/components/media/Lightbox')
const Lightbox = lazy(loadLightbox)

type Props = {
  block: Gallery
  /** Names the viewer when the gallery has no title. */
  label: string
  /** The page's first gallery: its first images are above the fold and load eagerly. */
  priority: boolean
}

const EAGER_IMAGES = 2
const GAP_PX = 16

/** The first image of the page's first gallery is its LCP candidate; the rest of the first row loads eagerly, the others lazily. */
const loadingAt = (priority: boolean, i: number) => (!priority || i >= EAGER_IMAGES ? 'lazy' : i === 0 ? 'priority' : 'eager')

export function GalleryBlock({ block, label, priority }: Props) {
  const [open, setOpen] = useState<{ index: number; opener: HTMLElement } | null>(null)
  const ready = useHydrated()
  const close = useCallback(() => setOpen(null), [])
  const setIndex = useCallback((index: number) => setOpen((current) => current && { ...current, index }), [])

  return (
    <>
      <BlockHeading title={block.title} description={block.description} />
      <ul className={`grid gap-4 ${columnsClass(block.columns)}`} data-testid="gallery" data-ready={ready || undefined}>
        {block.images.map((image, i) => {
          const cycle = block.fitCycle?.[i % block.fitCycle.length]
          const fit = image.objectFit ?? cycle?.objectFit ?? 'cover'
          // A photo with variants cropped to the tile's shape fills it exactly; otherwise it overflows the tile by coverScale.
          const cropped = fit === 'cover' && image.photo?.crops?.[block.aspectRatio] ? block.aspectRatio : undefined
          return (
            <li key={`${image.src}-${i}`}>
              <button
                type="button"
                aria-haspopup="dialog"
                className="group relative block w-full overflow-hidden rounded-xl bg-raised focus-ring"
                style={{ aspectRatio: block.aspectRatio }}
                onPointerEnter={() => void loadLightbox()}
                onFocus={() => void loadLightbox()}
                onClick={(event) => setOpen({ index: i, opener: event.currentTarget })}
                data-testid="gallery-image"
              >
                <ContentImage
                  image={image}
                  priority={loadingAt(priority, i)}
                  sizes={gridImageSizes(block.columns, GAP_PX, cropped ? 1 : coverScale(image, block.aspectRatio, fit))}
                  crop={cropped}
                  className="h-full w-full motion-safe:transition-transform motion-safe:duration-300 motion-safe:group-hover:scale-[1.03]"
                  style={{
                    objectFit: fit,
                    objectPosition: image.objectPosition ?? cycle?.objectPosition ?? 'center',
                  }}
                />
                <span className="sr-only">, {uiCopy.gallery.openImage}</span>
              </button>
            </li>
          )
        })}
      </ul>
      {open && (
        <Suspense fallback={null}>
          <Lightbox
            images={block.images}
            index={open.index}
            onIndexChange={setIndex}
            onClose={close}
            label={block.title ?? label}
            returnFocus={open.opener}
          />
        </Suspense>
      )}
    </>
  )
}
