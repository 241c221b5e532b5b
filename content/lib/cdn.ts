import { getSrcSet } from '@unpic/core/base'
import type { ImageCdn } from 'unpic'
import { getProviderForUrl } from 'unpic/detect'
import { transform as bunny } from 'unpic/providers/bunny'
import { transform as cloudflare } from 'unpic/providers/cloudflare'
import { transform as cloudinary } from 'unpic/providers/cloudinary'
import { transform as contentful } from 'unpic/providers/contentful'
import { transform as imagekit } from 'unpic/providers/imagekit'
import { transform as imgix } from 'unpic/providers/imgix'
import { transform as shopify } from 'unpic/providers/shopify'
import { transform as storyblok } from 'unpic/providers/storyblok'
import { transform as wordpress } from 'unpic/providers/wordpress'
import type { Image } from './schema.ts'

/*
 * Images on an image CDN. The srcset is written here, where the content is defined, so unpic's
 * code ships only with the pages whose content uses it (none of the default content does).
 */

/** Every one of them takes at least width, height and format; that is all the component asks for. */
export type CdnTransform = (src: string | URL, operations: { width?: number; height?: number }) => string

/**
 * The image CDNs whose URLs get a srcset (unpic rewrites the URL per width): only these
 * transformers are bundled, not all thirty of unpic's: add one here to support another CDN.
 */
const transformers: Partial<Record<ImageCdn, CdnTransform>> = {
  bunny,
  cloudflare,
  cloudinary,
  contentful,
  imagekit,
  imgix,
  shopify,
  storyblok,
  wordpress,
}

/** The URL transformer for an image CDN URL, or undefined for any other URL. */
export function cdnTransformer(src: string): CdnTransform | undefined {
  const cdn = getProviderForUrl(src)
  return cdn ? transformers[cdn] : undefined
}

type CdnImageOptions = Pick<Image, 'alt' | 'width' | 'height'>

/**
 * An image on a supported CDN, with a srcset of the CDN's own resize URLs (widths from unpic's
 * breakpoints up to twice the image's width): `cdnImage('https://res.cloudinary.com/…/x.jpg',
 * { alt, width, height })`, with the original's pixel size. Any other URL throws, naming it.
 */
export function cdnImage(src: string, { alt, width, height }: CdnImageOptions): Image {
  const transformer = cdnTransformer(src)
  if (!transformer) {
    throw new Error(
      `cdnImage: ${src} is not on a supported image CDN (${Object.keys(transformers).join(', ')}); use a plain { src, alt, width, height } for other URLs`,
    )
  }
  return {
    src: transformer(src, { width, height }),
    alt,
    width,
    height,
    srcSet: getSrcSet({ src, width, height, layout: 'constrained', transformer }),
  }
}
