import { chromium, type Page } from '@playwright/test'
import sharp from 'sharp'

/** The photo page's figures on the phone (390x844 at DPR 3) and in the lightbox on a large screen. */
export interface PhotoFigures {
  path: string
  /** Image bytes transferred for the phone's first screen (what loads before any scroll), in KB. */
  phoneFirstScreenKb: number
  phoneFirstScreenFiles: number
  /** Image bytes once every gallery tile has been scrolled into view, in KB. */
  phonePageKb: number
  /** The largest ratio, over the tiles, of the picked file's pixels to the device pixels it fills (width or height). */
  phoneMaxOversize: number
  /** Layout shift while the phone loads and scrolls through the page. */
  phoneCls: number
  /** Lightbox on a 2560x1440 screen at DPR 2: the picked file's width over the device pixels it fills. */
  lightboxLargeScreenRatio: number
  lightboxLargeScreenFile: string
}

const round = (n: number, digits = 1) => Number(n.toFixed(digits))

function recordBytes(page: Page) {
  const sizes: Promise<number>[] = []
  page.on('response', (response) => {
    if (!(response.headers()['content-type'] ?? '').startsWith('image/')) return
    sizes.push(
      response.finished().then(() =>
        response
          .request()
          .sizes()
          .then((s) => s.responseBodySize),
      ),
    )
  })
  return async () => {
    const all = await Promise.all(sizes)
    return { kb: all.reduce((a, b) => a + b, 0) / 1024, files: all.length }
  }
}

async function fileSize(page: Page, src: string) {
  const meta = await sharp(await (await page.request.get(src)).body()).metadata()
  return { width: meta.width, height: meta.height }
}

/** Measures `path` of the photo site at `origin` in Chromium (Playwright), as tests/e2e/photos.spec.ts checks it. */
export async function measurePhotoFigures(origin: string, path: string, chromePath: string): Promise<PhotoFigures> {
  const browser = await chromium.launch({ executablePath: chromePath })
  try {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true })
    const page = await phone.newPage()
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number }
      w.__cls = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) w.__cls += entry.value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    const bytes = recordBytes(page)
    await page.goto(new URL(path, origin).href)
    await page.waitForLoadState('networkidle')
    const firstScreen = await bytes()
    const tiles = page.locator('[data-testid="gallery-image"] picture img')
    for (const img of await tiles.all()) await img.scrollIntoViewIfNeeded()
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('[data-testid="gallery-image"] picture img')].every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    )
    await page.waitForLoadState('networkidle')
    const whole = await bytes()
    let maxOversize = 0
    for (const tile of await tiles.evaluateAll((imgs) =>
      imgs.map((img) => ({ src: (img as HTMLImageElement).currentSrc, box: img.getBoundingClientRect().toJSON() as DOMRect })),
    )) {
      const file = await fileSize(page, tile.src)
      maxOversize = Math.max(maxOversize, file.width / (tile.box.width * 3), file.height / (tile.box.height * 3))
    }
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls)
    await phone.close()

    const large = await browser.newContext({ viewport: { width: 2560, height: 1440 }, deviceScaleFactor: 2 })
    const desk = await large.newPage()
    await desk.goto(new URL(path, origin).href)
    await desk.locator('[data-testid="gallery"][data-ready="true"]').waitFor()
    await desk.getByTestId('gallery-image').first().click()
    const shown = desk.getByTestId('lightbox').locator('img')
    await desk.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="lightbox"] img')
      return Boolean(img?.complete && img.currentSrc)
    })
    const lightbox = await shown.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, width: img.getBoundingClientRect().width }))
    const file = await fileSize(desk, lightbox.src)
    await large.close()
    return {
      path,
      phoneFirstScreenKb: round(firstScreen.kb),
      phoneFirstScreenFiles: firstScreen.files,
      phonePageKb: round(whole.kb),
      phoneMaxOversize: round(maxOversize, 2),
      phoneCls: round(cls, 3),
      lightboxLargeScreenRatio: round(file.width / (lightbox.width * 2), 2),
      lightboxLargeScreenFile: `${file.width}x${file.height} for ${Math.round(lightbox.width * 2)} device px`,
    }
  } finally {
    await browser.close()
  }
}

export const photoFiguresLine = (f: PhotoFigures) =>
  `${f.path} with real photos on a 390x844 DPR-3 phone: first screen ${f.phoneFirstScreenKb} KB of images in ${f.phoneFirstScreenFiles} files (budget 130 KB), ` +
  `${f.phonePageKb} KB for the whole gallery, largest picked file ${f.phoneMaxOversize}x the pixels it fills (at most 1.3), CLS ${f.phoneCls}; ` +
  `lightbox on a 2560x1440 DPR-2 screen: ${f.lightboxLargeScreenFile} (${f.lightboxLargeScreenRatio}x)`
