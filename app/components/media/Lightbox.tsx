import { FocusTrap } from 'focus-trap-react'
import { useEffect, useId } from 'react'
import { createPortal } from 'react-dom'
import type { GalleryImage } from '#content/lib/schema.ts'
import { uiCopy } from '#content/ui.ts'
import { fill } from '#content/lib/template.ts'
import { lightboxImageSizes } from '~/lib/lightbox-sizes'
import { ContentImage } from './ContentImage'
import { useScrollLock } from '~/lib/use-scroll-lock'
import { useSwipe } from './useSwipe'

export type LightboxProps = {
  images: readonly GalleryImage[]
  index: number
  onIndexChange: (index: number) => void
  onClose: () => void
  /** Names the dialog, e.g. the gallery or project title. */
  label: string
  /** The image button that opened the viewer; focus goes back there on close. */
  returnFocus: HTMLElement | null
}

const control =
  'inline-flex h-11 w-11 items-center justify-center rounded-full bg-black/60 text-white ring-1 ring-white/30 hover:bg-black/80 ' +
  'outline-none focus-visible:ring-3 focus-visible:ring-white'

/**
 * A modal image viewer: large image, caption, counter, previous/next by buttons, arrow keys
 * or a swipe; Escape or the close button closes it. Loaded lazily on the first open.
 */
export default function Lightbox({ images, index, onIndexChange, onClose, label, returnFocus }: LightboxProps) {
  const captionId = useId()
  const total = images.length
  const image = images[index]
  const go = (step: number) => onIndexChange((index + step + total) % total)
  const swipe = useSwipe((direction) => go(direction === 'left' ? 1 : -1))
  useScrollLock()

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
      event.preventDefault()
      onIndexChange((index + (event.key === 'ArrowRight' ? 1 : -1) + total) % total)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [index, total, onIndexChange])

  if (!image) return null

  return createPortal(
    <FocusTrap focusTrapOptions={{ escapeDeactivates: true, onDeactivate: onClose, setReturnFocus: returnFocus ?? undefined }}>
      <div
        role="dialog"
        aria-modal="true"
        aria-label={fill(uiCopy.lightbox.dialog, { label })}
        aria-describedby={captionId}
        data-testid="lightbox"
        className="fixed inset-0 z-[60] flex flex-col bg-black text-white anim-fade-in"
      >
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <p aria-live="polite" className="text-sm font-semibold tabular-nums" data-testid="lightbox-counter">
            {index + 1} / {total}
          </p>
          <button type="button" className={control} aria-label={uiCopy.lightbox.close} onClick={onClose}>
            <span aria-hidden="true" className="i-lucide-x text-xl" />
          </button>
        </div>
        <div
          className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-20"
          style={{ touchAction: 'pan-y pinch-zoom' }}
          data-testid="lightbox-stage"
          {...swipe}
        >
          <ContentImage
            key={image.src}
            image={image}
            priority="eager"
            sizes={lightboxImageSizes(image.width, image.height)}
            className="pointer-events-none h-auto max-h-[calc(100dvh-9rem)] w-auto max-w-full select-none rounded-lg"
            style={{ objectFit: 'contain' }}
          />
          <button
            type="button"
            className={`${control} absolute left-2 top-1/2 -translate-y-1/2 sm:left-4`}
            aria-label={uiCopy.lightbox.previous}
            onClick={() => go(-1)}
          >
            <span aria-hidden="true" className="i-lucide-chevron-left text-2xl" />
          </button>
          <button
            type="button"
            className={`${control} absolute right-2 top-1/2 -translate-y-1/2 sm:right-4`}
            aria-label={uiCopy.lightbox.next}
            onClick={() => go(1)}
          >
            <span aria-hidden="true" className="i-lucide-chevron-right text-2xl" />
          </button>
        </div>
        <p id={captionId} className="mx-auto max-w-3xl px-4 pb-5 pt-3 text-center text-sm text-white/90" data-testid="lightbox-caption">
          {image.alt}
        </p>
      </div>
    </FocusTrap>,
    document.body,
  )
}
