import type { CSSProperties } from 'react'
import { photoFormats, photoVariantUrl, type PhotoFormat } from '#content/lib/photo-library.ts'
import type { AspectRatio, PhotoVariants } from '#content/lib/schema.ts'
import { imgLoadingAttributes, type Loading } from './loading'

const mime: Record<PhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' }

/** The variants to offer: those cropped to the box's aspect ratio when the pipeline made them, else the whole photo's. */
function variants(entry: PhotoVariants, crop: AspectRatio | undefined) {
  const cropped = crop ? entry.crops?.[crop] : undefined
  if (!crop || !cropped) return { widths: entry.widths, crop: undefined, width: entry.width, height: entry.height }
  const [w, h] = crop.split('/').map(Number) as [number, number]
  const widest = cropped[cropped.length - 1]!
  return { widths: cropped, crop, width: widest, height: Math.round((widest * h) / w) }
}
type Variants = ReturnType<typeof variants>

const srcSet = (entry: PhotoVariants, set: Variants, format: PhotoFormat) =>
  set.widths.map((w) => `${photoVariantUrl(entry, w, format, set.crop)} ${w}w`).join(', ')

/** The JPEG for browsers without srcset: the rung nearest a typical laptop column. */
const fallbackWidth = (set: Variants) => set.widths.find((w) => w >= 1080) ?? set.widths[set.widths.length - 1]!

type Props = {
  entry: PhotoVariants
  alt: string
  sizes: string
  loading: Loading
  className?: string
  style?: CSSProperties
  /** The aspect ratio of the box it fills with object-fit cover: variants cropped to it are used when they exist. */
  crop?: AspectRatio
}

/**
 * A photograph from the pipeline: AVIF, then WebP, then JPEG at every encoded width, so the
 * browser fetches the smallest file that fills the box. Until it arrives the box shows the
 * dominant colour and a blurred 16 px preview (a data: URI, which the page's img-src allows).
 */
export function PhotoPicture({ entry, alt, sizes, loading, className, style, crop }: Props) {
  const set = variants(entry, crop)
  return (
    <picture className="contents">
      {photoFormats
        .filter((format) => format !== 'jpeg')
        .map((format) => (
          <source key={format} type={mime[format]} srcSet={srcSet(entry, set, format)} sizes={sizes} />
        ))}
      <img
        src={photoVariantUrl(entry, fallbackWidth(set), 'jpeg', set.crop)}
        srcSet={srcSet(entry, set, 'jpeg')}
        sizes={sizes}
        alt={alt}
        width={set.width}
        height={set.height}
        {...imgLoadingAttributes(loading)}
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
