import type { CSSProperties } from 'react'
import type { GalleryImage, Image } from '@content/schema'

type Props = {
  image: Image | GalleryImage
  className?: string
  style?: CSSProperties
  /** Above-the-fold images load eagerly with high priority; everything else lazily. */
  priority?: boolean
  sizes?: string
}

/**
 * Every content image goes through here: intrinsic width/height (no layout shift), real alt
 * text, lazy loading below the fold, async decoding. `src` may be a local /images/ file or a
 * remote https URL (a CDN), so swapping in real photos is a content-only change.
 */
export function ContentImage({ image, className, style, priority = false, sizes }: Props) {
  const fit = 'objectFit' in image ? image.objectFit : undefined
  const position = 'objectPosition' in image ? image.objectPosition : undefined
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      sizes={sizes}
      className={className}
      style={{ objectFit: fit, objectPosition: position, ...style }}
    />
  )
}
