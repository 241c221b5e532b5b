import type { CSSProperties } from 'react'
import type { AspectRatio, GalleryImage, Image } from '#content/lib/schema.ts'
import { imgLoadingAttributes, loadingFor, type Priority } from './loading'
import { PhotoPicture } from './PhotoPicture'

type Props = {
  image: Image | GalleryImage
  className?: string
  style?: CSSProperties
  /**
   * `true` or 'priority' for the page's LCP image (eager, fetchpriority=high), 'eager' for other
   * images in the first screen; by default images load lazily.
   */
  priority?: Priority | boolean
  /** How wide the image is shown at each breakpoint (app/lib/image-sizes.ts computes it from the block's layout). */
  sizes?: string
  /** A photo filling a box of this aspect ratio (object-fit cover) uses the variants cropped to it. */
  crop?: AspectRatio
}

/**
 * Every content image goes through here, with intrinsic width/height (no layout shift), real alt
 * text and lazy loading below the fold. A photograph from content/photos/ becomes a <picture>
 * of pipeline variants; an image from `cdnImage()` (content/lib/cdn.ts) carries its CDN srcset; generated
 * SVG artwork (the default content) is one resolution-independent file.
 */
export function ContentImage({ image, className, style, priority, sizes = '100vw', crop }: Props) {
  const loading = loadingFor(priority)
  const fit = 'objectFit' in image ? image.objectFit : undefined
  const position = 'objectPosition' in image ? image.objectPosition : undefined
  const imageStyle: CSSProperties = { ...(fit && { objectFit: fit }), ...(position && { objectPosition: position }), ...style }

  if (image.photo)
    return (
      <PhotoPicture
        entry={image.photo}
        alt={image.alt}
        sizes={sizes}
        loading={loading}
        className={className}
        style={imageStyle}
        crop={crop}
      />
    )

  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      {...imgLoadingAttributes(loading)}
      className={className}
      style={imageStyle}
    />
  )
}
