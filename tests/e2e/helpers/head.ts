import type { Page } from '@playwright/test'

/** What a crawler reads in a page's server HTML: the head tags and the structured data. */
export interface HeadInfo {
  lang: string
  title: string
  meta: Record<string, string>
  canonical: string | null
  links: { rel: string; href: string; type: string | null; sizes: string | null }[]
  jsonLd: unknown[]
  jsonLdErrors: string[]
  h1: string
}

/** Parses HTML with the browser's own parser (no scripts run) and reads its head. */
export function readHead(page: Page, html: string): Promise<HeadInfo> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html')
    const meta: Record<string, string> = {}
    for (const tag of doc.head.querySelectorAll('meta[name], meta[property]')) {
      const key = tag.getAttribute('property') ?? tag.getAttribute('name') ?? ''
      if (key in meta) meta[`${key} (duplicate)`] = tag.getAttribute('content') ?? ''
      else meta[key] = tag.getAttribute('content') ?? ''
    }
    const jsonLd: unknown[] = []
    const jsonLdErrors: string[] = []
    for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
      try {
        jsonLd.push(JSON.parse(script.textContent ?? ''))
      } catch (error) {
        jsonLdErrors.push(String(error))
      }
    }
    const canonicals = doc.head.querySelectorAll('link[rel="canonical"]')
    return {
      lang: doc.documentElement.lang,
      title: doc.title,
      meta,
      canonical: canonicals.length === 1 ? canonicals[0]!.getAttribute('href') : canonicals.length ? 'several' : null,
      links: [...doc.head.querySelectorAll('link[rel]')].map((link) => ({
        rel: link.getAttribute('rel') ?? '',
        href: link.getAttribute('href') ?? '',
        type: link.getAttribute('type'),
        sizes: link.getAttribute('sizes'),
      })),
      jsonLd,
      jsonLdErrors,
      h1: doc.querySelector('h1')?.textContent?.trim() ?? '',
    }
  }, html)
}

/** Every node of JSON-LD documents, `@graph` members included. */
export function jsonLdNodes(documents: unknown[]): Record<string, unknown>[] {
  return documents.flatMap((doc) => {
    const node = doc as Record<string, unknown>
    const graph = Array.isArray(node['@graph']) ? (node['@graph'] as Record<string, unknown>[]) : [node]
    return graph.map((member) => ({ '@context': node['@context'], ...member }))
  })
}

/** Width and height of a PNG from its IHDR chunk. */
export function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = '89504e470d0a1a0a'
  if (bytes.subarray(0, 8).toString('hex') !== signature || bytes.subarray(12, 16).toString('ascii') !== 'IHDR') return null
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}
