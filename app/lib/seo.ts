import type { PageSeo } from '#content/lib/schema.ts'
import { shareImagePath } from '#content/lib/share-images.ts'
import { site } from '#content/site.ts'

export const siteUrl = ((import.meta.env.SITE_URL as string | undefined) || site.defaultSiteUrl).replace(/\/$/, '')

export const absoluteUrl = (path: string) => (/^https?:\/\//.test(path) ? path : `${siteUrl}${path}`)

/** Title, description, canonical, Open Graph and Twitter tags for one page. */
export function seo({ title, description, path, image = shareImagePath.default, imageAlt, noindex, type = 'website' }: PageSeo) {
  const fullTitle = path === '/' ? title : `${title} | ${site.brand}`
  const url = absoluteUrl(path)
  const imageUrl = absoluteUrl(image)
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
      { property: 'og:type', content: type },
      { property: 'og:site_name', content: site.brand },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: imageUrl },
      { property: 'og:image:alt', content: imageAlt ?? title },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: fullTitle },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: imageUrl },
    ],
    links: noindex ? [] : [{ rel: 'canonical', href: url }],
  }
}
