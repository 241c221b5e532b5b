import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { SiteChrome } from './pages/site'
import { axeViolations } from './helpers/axe'
import { recordCspViolations } from './helpers/csp'
import { waitForHydration } from './helpers/hydration'
import { longAnimations, recordFrameLoops, scrollSlowly } from './helpers/motion'
import { recordPageErrors, scrollThrough } from './helpers/page-errors'
import { label, notFoundPath, registryPaths } from './helpers/routes'
import { applyTheme } from './helpers/theme'
import { smallTouchTargets } from './helpers/touch-targets'
import { viewports } from './helpers/viewports'

/**
 * The checks every route must pass, made in as few page visits as they allow: one visit as most
 * visitors see it (motion allowed) for the Content-Security-Policy, the links and the images, and
 * then, with reduced motion, the motion probes and axe in both themes and both viewports
 * (animations off, so axe sees every element in its final state). Each check reports on its own
 * (soft assertions), so one failing route names everything that is wrong with it.
 */

/** A chain this long means a frame loop ran for a while (60 links is about one second). */
const LOOP = 20

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

/** Every link answers (internal links 200, in-page anchors name an id), external ones are https/mailto/tel and open safely. */
async function brokenLinks(page: Page, request: APIRequestContext, baseURL: string) {
  const links: LinkInfo[] = await page.locator('a[href]').evaluateAll((anchors) =>
    anchors.map((a) => ({
      href: (a as HTMLAnchorElement).href,
      raw: a.getAttribute('href') ?? '',
      text: (a.getAttribute('aria-label') ?? a.textContent ?? '').trim().slice(0, 40),
      target: a.getAttribute('target'),
      rel: a.getAttribute('rel'),
    })),
  )
  expect.soft(links.length, 'the page has links').toBeGreaterThan(0)
  const origin = new URL(baseURL).origin
  const broken: string[] = []
  for (const link of links) {
    const url = new URL(link.href)
    if (link.target === '_blank') {
      const rel = new Set((link.rel ?? '').split(/\s+/))
      if (!rel.has('noopener') || !rel.has('noreferrer'))
        broken.push(`${link.raw} "${link.text}" opens a new tab without rel="noopener noreferrer"`)
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
  return broken
}

/** Every image loads (lazy ones below the fold too: made eager and decoded), has an alt attribute and a size. */
async function faultyImages(page: Page) {
  const images: ImageInfo[] = await page.locator('img').evaluateAll(async (elements) => {
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
  for (const image of images) {
    if (image.naturalWidth === 0) faulty.push(`${image.src} did not load`)
    if (image.alt === null) faulty.push(`${image.src} has no alt attribute`)
    if (!/^\d+$/.test(image.width ?? '') || !/^\d+$/.test(image.height ?? '')) {
      faulty.push(`${image.src} lacks width/height attributes (${image.width} x ${image.height})`)
    }
  }
  return faulty
}

/** Clicks the theme toggle and waits until the page shows the other theme. */
async function toggleTheme(chrome: SiteChrome, dark: boolean) {
  await chrome.themeToggle.click()
  await expect.poll(() => chrome.isDark()).toBe(dark)
}

for (const path of [...registryPaths, notFoundPath]) {
  test(`${label(path)}: CSP kept, links and images sound, no motion when reduced, no WCAG 2.2 AA violation in either theme or viewport, 44 px touch targets on a phone`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const chrome = new SiteChrome(page)
    await page.setViewportSize(viewports.desktop)
    const violations = await recordCspViolations(page)
    const errors = recordPageErrors(page)
    const frames = await recordFrameLoops(page)

    // As most visitors see it: hydrates, loads everything and switches theme within its policy.
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    const response = await page.goto(path)
    expect.soft(response?.headers()['content-security-policy'], 'the page is served with a policy').toMatch(/script-src 'self'/)
    await waitForHydration(page)
    await scrollThrough(page)
    expect.soft(await brokenLinks(page, request, baseURL!), 'links').toEqual([])
    expect.soft(await faultyImages(page), 'images').toEqual([])
    await toggleTheme(chrome, true)
    await page.waitForLoadState('networkidle')
    expect.soft(await violations.all(), 'CSP violations').toEqual([])
    expect.soft(errors, 'page errors').toEqual([])

    // With reduced motion: the stored dark theme applies on load; no loops, nothing longer than a blink.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.reload()
    await waitForHydration(page)
    expect.soft(await chrome.isDark(), 'the stored dark theme is applied').toBe(true)
    expect.soft(await longAnimations(page), 'animations after load').toEqual([])
    await scrollSlowly(page)
    expect.soft(await longAnimations(page), 'animations after scrolling through').toEqual([])
    expect.soft(await frames.longestChain(), 'longest chain of animation frames').toBeLessThan(LOOP)
    expect.soft(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior), 'scroll-behavior').toBe('auto')

    // axe in each theme after a fresh load (a theme switched in place would be scanned
    // mid-transition) and in both viewports, with every section scrolled through as a visitor sees it.
    const found: string[] = []
    const scan = async (where: string) => {
      await scrollThrough(page)
      for (const violation of await axeViolations(page)) found.push(`${where}: ${violation}`)
    }
    await scan('desktop dark')
    await page.setViewportSize(viewports.phone)
    await scan('phone dark')
    expect.soft(await smallTouchTargets(page), 'touch targets under 44 x 44 px on a phone').toEqual([])
    await applyTheme(page, 'light')
    await scan('phone light')
    await page.setViewportSize(viewports.desktop)
    await scan('desktop light')
    expect.soft(found, 'axe').toEqual([])
    expect.soft(await violations.all(), 'CSP violations with reduced motion').toEqual([])
    expect.soft(errors, 'page errors with reduced motion').toEqual([])
  })
}
