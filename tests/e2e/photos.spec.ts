import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Browser, type Page } from '@playwright/test'
import sharp from 'sharp'
import { exifPhoto, photoPageFixture, realPhotos } from '../../scripts/images/fixture'
import {
  buildPhotoSite,
  photoFolderPagePath,
  photoSitePage,
  photoSitePath,
  photoSitePhotos,
  startPhotoServer,
  type PhotoServer,
} from '../../scripts/images/photo-site'
import { cropLadderFor, ladderFor } from '../../scripts/images/settings'
import { recordCspViolations } from './helpers/csp'
import { recordPageErrors, scrollThrough } from './helpers/page-errors'

/**
 * Real photographs end to end: a build whose photos overlay fills one photography page's gallery
 * with eight 3840 px pictures (one with GPS and orientation 6), served by the production server
 * on a free port. The committed content and the main build are untouched.
 */
test.describe.configure({ mode: 'serial' })

let site: PhotoServer
let buildLog = ''
const url = (path: string) => new URL(path, site.origin).href

test.beforeAll(async () => {
  // The first run encodes the eight originals (minutes on a busy 2-core machine); later runs read the cache.
  test.setTimeout(20 * 60_000)
  buildLog = await buildPhotoSite()
  site = await startPhotoServer()
})

test.afterAll(async () => {
  await site?.stop()
})

/** The issue's phone: 390x844 at DPR 3. */
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true }
/** Images on that phone's first screen of the wedding page (3:4 tiles, landscape originals). */
const FIRST_SCREEN_IMAGE_BUDGET = 130 * 1024
/** No picked file may be more than this many times the device pixels it is drawn at, in either dimension. */
const MAX_OVERSIZE = 1.3

const originals = () =>
  readdirSync(join(photoSitePhotos, photoSitePage))
    .filter((name) => name !== 'photos.json')
    .sort()

/** Display size of an original after its EXIF orientation. */
async function uprightSize(name: string) {
  const meta = await sharp(join(photoSitePhotos, photoSitePage, name)).metadata()
  return (meta.orientation ?? 1) >= 5 ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height }
}

/** The widths of a 3:4 tile crop of a photo: the crop is as tall as the photo scaled to its top rung. */
function tileCropWidths(size: { width: number; height: number }) {
  const top = ladderFor(size.width).at(-1)!
  return cropLadderFor(Math.round((Math.round((top * size.height) / size.width) * 3) / 4))
}

const srcsetWidths = (srcset: string | null) => [...(srcset ?? '').matchAll(/ (\d+)w(?:,|$)/g)].map((m) => Number(m[1]))
const srcsetUrls = (srcset: string | null) =>
  (srcset ?? '')
    .split(',')
    .map((entry) => entry.trim().split(' ')[0]!)
    .filter(Boolean)

async function phonePage(browser: Browser) {
  const context = await browser.newContext(phone)
  return { context, page: await context.newPage() }
}

/**
 * Every image response of the page: `urls` at once, and `settled()` waits for the bytes of those
 * received so far (as transferred, from the request's sizes).
 */
function recordImages(page: Page) {
  const urls: string[] = []
  const pending: Promise<{ url: string; bytes: number; type: string }>[] = []
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? ''
    if (!type.startsWith('image/')) return
    urls.push(response.url())
    const length = Number(response.headers()['content-length'] ?? Number.NaN)
    // The bytes the phone downloads: the encoded body (a compressed SVG sprite counts at its compressed size).
    pending.push(
      response
        .finished()
        .then(() => response.request().sizes())
        .then(
          (sizes) => ({ url: response.url(), bytes: sizes.responseBodySize, type }),
          () => response.body().then((body) => ({ url: response.url(), bytes: Number.isNaN(length) ? body.length : length, type })),
        ),
    )
  })
  return Object.assign(async () => Promise.all(pending), { urls })
}

test('the build encodes the photos and reports the pipeline time', () => {
  expect(buildLog).toMatch(/photo pipeline: 11 originals, \d+ encoded, \d+ from cache, \d+\.\d s/)
  expect(originals()).toHaveLength(8)
})

test('every gallery image is a <picture> with AVIF and WebP srcsets, sizes, a placeholder and the intrinsic size of its file', async ({
  page,
}) => {
  await page.goto(url(photoSitePath))
  const buttons = page.getByTestId('gallery-image')
  await expect(buttons).toHaveCount(8)
  const names = originals()
  for (const [i, button] of (await buttons.all()).entries()) {
    const avif = button.locator('picture source[type="image/avif"]')
    const webp = button.locator('picture source[type="image/webp"]')
    const img = button.locator('picture img')
    const size = await uprightSize(names[i]!)
    // The 3:4 tiles are filled from variants cropped to 3:4 around the focal point (from the photo as wide as its top rung).
    const expectedWidths = tileCropWidths(size)
    expect(srcsetWidths(await avif.getAttribute('srcset')), `image ${i + 1} AVIF`).toEqual(expectedWidths)
    expect(srcsetWidths(await webp.getAttribute('srcset')), `image ${i + 1} WebP`).toEqual(expectedWidths)
    expect(srcsetWidths(await img.getAttribute('srcset')), `image ${i + 1} JPEG`).toEqual(expectedWidths)
    expect(await avif.getAttribute('srcset')).toMatch(/-c3x4-320\.avif 320w/)
    expect(expectedWidths.length).toBeGreaterThanOrEqual(5)
    for (const source of [avif, webp, img]) await expect(source).toHaveAttribute('sizes', /\(min-width: 1024px\) calc\(/)
    const widest = expectedWidths.at(-1)!
    await expect(img).toHaveAttribute('width', String(widest))
    await expect(img).toHaveAttribute('height', String(Math.round((widest * 4) / 3)))
    await expect(img).toHaveAttribute('alt', realPhotos[i]!.alt)
    await expect(img).toHaveAttribute('loading', i < 2 ? 'eager' : 'lazy')
    expect(await img.getAttribute('fetchpriority'), `image ${i + 1}`).toBe(i === 0 ? 'high' : 'auto')
    expect(await img.getAttribute('style')).toMatch(/background-color: ?#[0-9a-f]{6}.*background-image: ?url\("data:image\/webp;base64,/)
  }
  // The LCP image is the only one on the whole page (header, cards and artwork included) with high priority.
  await expect(page.locator('[fetchpriority="high"]')).toHaveCount(1)
  expect(names[2]).toBe(exifPhoto)
  expect(await uprightSize(exifPhoto)).toEqual({ width: 3640, height: 2400 })
})

test('a 390x844 DPR-3 phone gets AVIF variants cropped to its tiles: first screen within 130 KB, no file over 1.3x the pixels it fills, never an original', async ({
  browser,
}) => {
  // Eight photos over the network and a scroll through the page: more than the default budget on a busy machine.
  test.slow()
  const { context, page } = await phonePage(browser)
  const settled = recordImages(page)
  await page.goto(url(photoSitePath))
  await page.waitForLoadState('networkidle')
  const images = await settled()
  const photos = () => images.filter((image) => image.url.includes('/assets/photos/'))
  // The two eager images at least; Chromium also fetches lazy images within its distance threshold of the viewport.
  expect(photos().length).toBeGreaterThanOrEqual(2)
  const firstScreen = images.reduce((sum, image) => sum + image.bytes, 0)
  test.info().annotations.push({
    type: 'first-screen image bytes on a 390x844 phone (DPR 3)',
    description: `${(firstScreen / 1024).toFixed(1)} KB in ${images.length} files: ${images.map((i) => `${i.url.split('/').pop()} ${(i.bytes / 1024).toFixed(1)} KB`).join(', ')}`,
  })
  console.log(`first-screen image bytes on a 390x844 DPR-3 phone: ${test.info().annotations.at(-1)!.description}`)
  expect(firstScreen).toBeLessThanOrEqual(FIRST_SCREEN_IMAGE_BUDGET)
  for (const image of photos()) {
    expect(image.type, image.url).toBe('image/avif')
    // The 3:4 tiles are filled from variants cropped to 3:4.
    expect(image.url, image.url).toMatch(/-c3x4-\d+\.avif$/)
  }

  // Bring each image into view in turn (a quick scroll on a busy machine can skip past a lazy one
  // between two frames); every gallery image then loads its one variant.
  const galleryImages = page.locator('[data-testid="gallery-image"] picture img')
  for (const img of await galleryImages.all()) await img.scrollIntoViewIfNeeded()
  await expect
    .poll(
      () =>
        galleryImages.evaluateAll(
          (imgs) => imgs.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0).length,
        ),
      {
        timeout: 30_000,
      },
    )
    .toBe(8)
  const drawn = await galleryImages.evaluateAll((imgs) =>
    imgs.map((img) => {
      const el = img as HTMLImageElement
      const box = el.getBoundingClientRect()
      return { src: el.currentSrc, device: [box.width * devicePixelRatio, box.height * devicePixelRatio] }
    }),
  )
  expect(new Set(drawn.map((d) => d.src)).size).toBe(8)
  for (const { src, device } of drawn) {
    expect(settled.urls, src).toContain(src)
    // The picked file's own pixels (naturalWidth is in CSS px, divided by the srcset density).
    const file = await sharp(await (await context.request.get(src)).body()).metadata()
    const natural = [file.width, file.height]
    // Neither dimension more than 1.3x what the tile shows, and the tile is filled (not upscaled past 0.9x).
    expect(natural[0]! / device[0]!, `${src} width ${natural[0]} for ${device[0]} device px`).toBeLessThanOrEqual(MAX_OVERSIZE)
    expect(natural[1]! / device[1]!, `${src} height ${natural[1]} for ${device[1]} device px`).toBeLessThanOrEqual(MAX_OVERSIZE)
    expect(natural[0]! / device[0]!, `${src} fills its tile`).toBeGreaterThanOrEqual(0.9)
  }
  const originalNames = originals()
  for (const imageUrl of settled.urls) {
    // Raster images come only from the pipeline; everything else is SVG (artwork, icons, favicon).
    expect(new URL(imageUrl).pathname, 'only pipeline variants and SVG').toMatch(/^\/assets\/photos\/[\w-]+-\d+\.avif$|\.svg$/)
    expect(
      originalNames.some((name) => imageUrl.endsWith(`/${name}`)),
      imageUrl,
    ).toBe(false)
  }
  await context.close()
})

test('no output carries EXIF or GPS, and every variant is served as an immutable asset', async ({ page, request }) => {
  await page.goto(url(photoSitePath))
  const srcsets = await page
    .locator('[data-testid="gallery-image"] picture')
    .evaluateAll((pictures) =>
      pictures.flatMap((picture) => [...picture.querySelectorAll('source, img')].map((el) => el.getAttribute('srcset') ?? '')),
    )
  const shareImage = await page.locator('meta[property="og:image"]').getAttribute('content')
  const tileUrls = [...new Set(srcsets.flatMap(srcsetUrls))]
  // The lightbox's whole-photo variants: the same file stems without the crop tag, at every rung of the ladder.
  const stems = [...new Set(tileUrls.map((u) => u.replace(/-c3x4-\d+\.\w+$/, '')))]
  expect(stems).toHaveLength(8)
  const names = originals()
  const wholeUrls: string[] = []
  for (const [i, stem] of stems.entries()) {
    for (const width of ladderFor((await uprightSize(names[i]!)).width))
      for (const ext of ['avif', 'webp', 'jpg']) wholeUrls.push(`${stem}-${width}.${ext}`)
  }
  const urls = [...tileUrls, ...wholeUrls, new URL(shareImage!).pathname]
  let variants = 0
  for (const name of names) variants += tileCropWidths(await uprightSize(name)).length * 3
  expect(tileUrls.length).toBe(variants)
  for (const path of urls) {
    const response = await request.get(url(path))
    expect(response.status(), path).toBe(200)
    expect(response.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable')
    const body = await response.body()
    const meta = await sharp(body).metadata()
    expect({ path, exif: meta.exif, xmp: meta.xmp, icc: meta.icc }).toEqual({ path, exif: undefined, xmp: undefined, icc: undefined })
    expect(body.includes('FixtureCam'), path).toBe(false)
  }
})

test('the share image is a 1200x630 crop of the cover photo', async ({ page, request }) => {
  await page.goto(url(photoSitePath))
  const shareImage = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect(shareImage).toMatch(/\/assets\/photos\/wedding-photography-01-[0-9a-f]{10}-og\.jpg$/)
  const meta = await sharp(await (await request.get(url(new URL(shareImage!).pathname))).body()).metadata()
  expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 })
})

test('nothing shifts while the photos load (CLS 0), on a phone and on a desktop', async ({ browser }) => {
  test.slow()
  for (const options of [phone, { viewport: { width: 1280, height: 800 } }]) {
    const context = await browser.newContext(options)
    const page = await context.newPage()
    // Each shift is recorded with what moved, so a failure names the element (CLS 0 means no shifts at all).
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: string[] }
      w.__shifts = []
      const describe = (node: Node | null) =>
        node instanceof Element
          ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].slice(0, 4).join('.')}`
          : String(node?.nodeName)
      new PerformanceObserver((list) => {
        type Shift = PerformanceEntry & {
          value: number
          hadRecentInput: boolean
          sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
        }
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue
          const moved = entry.sources.map(
            (s) =>
              `${describe(s.node)} y ${Math.round(s.previousRect.y)}->${Math.round(s.currentRect.y)} h ${Math.round(s.previousRect.height)}->${Math.round(s.currentRect.height)}`,
          )
          w.__shifts.push(
            `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms, scrollY ${Math.round(scrollY)}: ${moved.join('; ')}`,
          )
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(url(photoSitePath))
    await scrollThrough(page)
    expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts), `${options.viewport.width} px`).toEqual([])
    await context.close()
  }
})

test('the lightbox loads the variant that fits the screen, under the page policy', async ({ browser }) => {
  const { context, page } = await phonePage(browser)
  const violations = await recordCspViolations(page)
  const errors = recordPageErrors(page)
  await page.goto(url(photoSitePath))
  await expect(page.getByTestId('gallery')).toHaveAttribute('data-ready', 'true')
  await page.getByTestId('gallery-image').first().click()
  const img = page.getByTestId('lightbox').locator('img')
  await expect(img).toBeVisible()
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.currentSrc)).toMatch(/\.avif$/)
  const size = await uprightSize(originals()[0]!)
  // The stage: 390 px less 16 px of padding wide, 844 px less 144 px of chrome tall; DPR 3.
  const shown = Math.min(390 - 16, (844 - 144) * (size.width / size.height))
  const fits = ladderFor(size.width).find((w) => w >= shown * phone.deviceScaleFactor)
  // The whole photo, not the tile's crop.
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(new RegExp(`-[0-9a-f]{10}-${fits}\\.avif$`))
  const natural = await img.evaluate((el: HTMLImageElement) => el.naturalWidth / el.naturalHeight)
  expect(natural).toBeCloseTo(size.width / size.height, 1)
  await page.waitForLoadState('networkidle')
  expect(await violations.all()).toEqual([])
  expect(errors).toEqual([])
  await context.close()
})

/** Every image URL a page's head names: og:image, twitter:image and each JSON-LD `image`. */
async function namedImageUrls(page: Page) {
  const meta = await page
    .locator('meta[property="og:image"], meta[name="twitter:image"]')
    .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content') ?? ''))
  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''))
  const images: string[] = []
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit)
    if (!node || typeof node !== 'object') return
    for (const [key, value] of Object.entries(node)) {
      if (key === 'image') images.push(...([] as unknown[]).concat(value).map(String))
      else visit(value)
    }
  }
  for (const text of jsonLd) visit(JSON.parse(text))
  return [...meta, ...images]
}

test("every image URL the photo pages name in their metadata answers 200 with an image, and so do the sitemap's pages", async ({
  page,
  request,
}) => {
  for (const path of [photoSitePath, photoFolderPagePath, '/portfolio/photography']) {
    await page.goto(url(path))
    const named = await namedImageUrls(page)
    expect(named.length, path).toBeGreaterThanOrEqual(path === '/portfolio/photography' ? 2 : 3)
    for (const imageUrl of named) {
      // Canonical URLs carry SITE_URL; the test server answers the same path.
      const response = await request.get(url(new URL(imageUrl).pathname))
      expect(response.status(), `${path}: ${imageUrl}`).toBe(200)
      expect(response.headers()['content-type'], `${path}: ${imageUrl}`).toMatch(/^image\/(png|jpeg)$/)
    }
  }
  const sitemap = await (await request.get(url('/sitemap.xml'))).text()
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  expect(locations).toContain(photoFolderPagePath)
  for (const path of locations) expect((await request.get(url(path), { maxRedirects: 0 })).status(), path).toBe(200)
})

test('a folder with a title in its photos.json is a page of its own: route, prerendered HTML, category card, sitemap and share image', async ({
  page,
  request,
}) => {
  const html = await (await request.get(url(photoFolderPagePath))).text()
  // Prerendered: the server sends the page's heading and gallery before any script runs.
  expect(html).toContain(`<h1`)
  expect(html).toContain(photoPageFixture.title)
  expect(html).toContain(photoPageFixture.description)
  await page.goto(url(photoFolderPagePath))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(photoPageFixture.title)
  await expect(page.getByTestId('gallery-image')).toHaveCount(3)
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/assets\/photos\/light-studies-01-[\w-]+-og\.jpg$/)
  const shareImage = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect(await sharp(await (await request.get(url(new URL(shareImage!).pathname))).body()).metadata()).toMatchObject({
    format: 'jpeg',
    width: 1200,
    height: 630,
  })
  // Its card on the photography page leads to it.
  await page.goto(url('/portfolio/photography'))
  const card = page.locator(`a[href="${photoFolderPagePath}"]`)
  await expect(card).toHaveCount(1)
  await expect(card).toContainText(photoPageFixture.title)
  await card.click()
  await expect(page).toHaveURL(url(photoFolderPagePath))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(photoPageFixture.title)
})

test('on large screens the lightbox picks a whole-photo file within 0.9x to 1.3x of the device pixels it fills, up to 3840 px', async ({
  browser,
}) => {
  const size = await uprightSize(originals()[0]!)
  expect(ladderFor(size.width).at(-1)).toBe(Math.min(size.width, 3840))
  for (const screen of [
    { viewport: { width: 2560, height: 1440 }, deviceScaleFactor: 2 },
    { viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 },
    { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 2 },
  ]) {
    const context = await browser.newContext(screen)
    const page = await context.newPage()
    await page.goto(url(photoSitePath))
    await expect(page.getByTestId('gallery')).toHaveAttribute('data-ready', 'true')
    await page.getByTestId('gallery-image').first().click()
    const img = page.getByTestId('lightbox').locator('img')
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.currentSrc)).toMatch(/\.avif$/)
    const shown = await img.evaluate((el: HTMLImageElement) => ({
      src: el.currentSrc,
      width: el.getBoundingClientRect().width * devicePixelRatio,
    }))
    const file = await sharp(await (await context.request.get(shown.src)).body()).metadata()
    const ratio = file.width / shown.width
    const what = `${screen.viewport.width}x${screen.viewport.height} DPR ${screen.deviceScaleFactor}: ${file.width} px file for ${Math.round(shown.width)} device px`
    expect(shown.src, what).not.toMatch(/-c\d+x\d+-/)
    expect(ratio, what).toBeLessThanOrEqual(MAX_OVERSIZE)
    expect(ratio, what).toBeGreaterThanOrEqual(0.9)
    await context.close()
  }
})

test('a photographed cover fills its 4:3 card and its place in the More row from 4:3 crops, at most 1.3x the pixels they fill', async ({
  browser,
}) => {
  const { context, page } = await phonePage(browser)
  await page.goto(url('/portfolio/photography'))
  const boxes = [
    page.locator(`[data-card-id="${photoSitePage}"] picture img`),
    page.locator(`[data-testid="more-projects"] a[href="${photoFolderPagePath}"] picture img`),
  ]
  for (const img of boxes) {
    await img.scrollIntoViewIfNeeded()
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.currentSrc)).toMatch(/-c4x3-\d+\.avif$/)
    const shown = await img.evaluate((el: HTMLImageElement) => {
      const box = el.getBoundingClientRect()
      return { src: el.currentSrc, device: [box.width * devicePixelRatio, box.height * devicePixelRatio] }
    })
    const file = await sharp(await (await context.request.get(shown.src)).body()).metadata()
    expect(file.width / shown.device[0]!, `${shown.src} width for ${shown.device[0]} device px`).toBeLessThanOrEqual(MAX_OVERSIZE)
    expect(file.height / shown.device[1]!, `${shown.src} height for ${shown.device[1]} device px`).toBeLessThanOrEqual(MAX_OVERSIZE)
  }
  await context.close()
})
