import { expect, test, type APIRequestContext } from '@playwright/test'
import { waitForHydration } from './helpers/hydration'
import { scrollThrough } from './helpers/page-errors'
import { label, notFoundPath, registryPaths } from './helpers/routes'

interface LinkInfo {
  href: string
  raw: string
  text: string
  target: string | null
  rel: string | null
}

interface ImageInfo {
  src: string
  alt: string | null
  width: string | null
  height: string | null
  naturalWidth: number
}

/** Status of each internal URL after redirects, fetched once per worker. */
const statusCache = new Map<string, Promise<number>>()
function statusOf(request: APIRequestContext, path: string) {
  let status = statusCache.get(path)
  if (!status) {
    status = request.get(path).then((response) => response.status())
    statusCache.set(path, status)
  }
  return status
}

for (const path of [...registryPaths, notFoundPath]) {
  test(`${label(path)}: every link answers, every image loads with alt text and a size`, async ({ page, request, baseURL }) => {
    await page.goto(path)
    await waitForHydration(page)
    await scrollThrough(page)

    const links = await page.locator('a[href]').evaluateAll((anchors) =>
      anchors.map((a) => ({
        href: (a as HTMLAnchorElement).href,
        raw: a.getAttribute('href') ?? '',
        text: (a.getAttribute('aria-label') ?? a.textContent ?? '').trim().slice(0, 40),
        target: a.getAttribute('target'),
        rel: a.getAttribute('rel'),
      })),
    )
    expect(links.length, 'the page has links').toBeGreaterThan(0)
    const origin = new URL(baseURL!).origin
    const broken: string[] = []
    for (const link of links as LinkInfo[]) {
      const url = new URL(link.href)
      if (link.target === '_blank') {
        const rel = new Set((link.rel ?? '').split(/\s+/))
        if (!rel.has('noopener') || !rel.has('noreferrer')) broken.push(`${link.raw} "${link.text}" opens a new tab without rel="noopener noreferrer"`)
      }
      if (url.origin !== origin) {
        if (!/^(https:|mailto:|tel:)/.test(link.href)) broken.push(`${link.raw} "${link.text}" is not https, mailto or tel`)
        continue
      }
      if (link.raw.startsWith('#') || (url.hash && url.pathname === new URL(page.url()).pathname)) {
        const id = decodeURIComponent(url.hash.slice(1))
        if (id && (await page.locator(`[id="${id}"]`).count()) === 0) broken.push(`${link.raw} "${link.text}" points at a missing id`)
        continue
      }
      const status = await statusOf(request, url.pathname + url.search)
      if (status !== 200) broken.push(`${link.raw} "${link.text}" answers ${status}`)
    }
    expect(broken).toEqual([])

    // Lazy images below the fold load too: make every image eager and wait for it to decode.
    const images = await page.locator('img').evaluateAll(async (elements) => {
      const imgs = elements as HTMLImageElement[]
      for (const img of imgs) img.loading = 'eager'
      await Promise.all(imgs.map((img) => img.decode().catch(() => undefined)))
      return imgs.map((img) => ({
        src: img.currentSrc || img.src,
        alt: img.getAttribute('alt'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        naturalWidth: img.naturalWidth,
      }))
    })
    const faulty: string[] = []
    for (const image of images as ImageInfo[]) {
      if (image.naturalWidth === 0) faulty.push(`${image.src} did not load`)
      if (image.alt === null) faulty.push(`${image.src} has no alt attribute`)
      if (!/^\d+$/.test(image.width ?? '') || !/^\d+$/.test(image.height ?? '')) {
        faulty.push(`${image.src} lacks width/height attributes (${image.width} x ${image.height})`)
      }
    }
    expect(faulty).toEqual([])
  })
}
