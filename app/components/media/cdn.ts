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

/**
 * The image CDNs whose URLs get a srcset (unpic rewrites the URL per width). Only these
 * transformers are bundled, not all thirty of unpic's: add one here to support another CDN.
 */
/** Every one of them takes at least width, height and format; that is all the component asks for. */
export type CdnTransform = (src: string | URL, operations: { width?: number; height?: number }) => string

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

/**
 * `src` and `srcset` for an image CDN URL (widths from unpic's breakpoints up to twice the
 * image's width), or undefined for any other URL. The element keeps its own width and height.
 */
export function cdnImage(src: string, width: number, height: number): { src: string; srcSet: string } | undefined {
  const transformer = cdnTransformer(src)
  if (!transformer) return undefined
  return {
    src: transformer(src, { width, height }),
    srcSet: getSrcSet({ src, width, height, layout: 'constrained', transformer }),
  }
}
