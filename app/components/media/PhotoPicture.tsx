import type { CSSProperties } from 'react'
import { photoFormats, photoVariantUrl, type PhotoFormat } from '@content/photo-library'
import type { PhotoVariants } from '@content/schema'
import type { Loading } from './loading'

const mime: Record<PhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' }

const srcSet = (entry: PhotoVariants, format: PhotoFormat) => entry.widths.map((w) => `${photoVariantUrl(entry, w, format)} ${w}w`).join(', ')

/** The JPEG for browsers without srcset: the rung nearest a typical laptop column. */
const fallbackWidth = (entry: PhotoVariants) => entry.widths.find((w) => w >= 1080) ?? entry.widths[entry.widths.length - 1]!

type Props = {
  entry: PhotoVariants
  alt: string
  sizes: string
  loading: Loading
  className?: string
  style?: CSSProperties
}

/**
 * A photograph from the pipeline: AVIF, then WebP, then JPEG at every encoded width, so the
 * browser fetches the smallest file that fills the box. Until it arrives the box shows the
 * dominant colour and a blurred 16 px preview (a data: URI, which the page's img-src allows).
 */
export function PhotoPicture({ entry, alt, sizes, loading, className, style }: Props) {
  return (
    <picture className="contents">
      {photoFormats
        .filter((format) => format !== 'jpeg')
        .map((format) => (
          <source key={format} type={mime[format]} srcSet={srcSet(entry, format)} sizes={sizes} />
        ))}
      <img
        src={photoVariantUrl(entry, fallbackWidth(entry), 'jpeg')}
        srcSet={srcSet(entry, 'jpeg')}
        sizes={sizes}
        alt={alt}
        width={entry.width}
        height={entry.height}
        loading={loading.lazy ? 'lazy' : 'eager'}
        decoding="async"
        fetchPriority={loading.high ? 'high' : 'auto'}
        className={className}
        style={{
          backgroundColor: entry.color,
          backgroundImage: `url("${entry.placeholder}")`,
          backgroundSize: 'cover',
          backgroundPosition: style?.objectPosition ?? entry.position,
          objectPosition: entry.position,
          ...style,
        }}
      />
    </picture>
  )
}
