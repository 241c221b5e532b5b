import { expect, test, type Locator, type Page } from '@playwright/test'
import { SiteChrome } from './pages/site'
import { gotoHydrated, waitForHydrated } from './helpers/hydration'
import { longAnimations, recordFrameLoops, settledInViewport } from './helpers/motion'
import { viewports } from './helpers/viewports'

/** A chain this long means a frame loop ran for a while (60 links is about one second). */
const LOOP = 20

/** A fingerprint of a canvas's pixels, read by the page itself. */
const canvasPixels = (canvas: Locator) => canvas.evaluate((el) => (el as HTMLCanvasElement).toDataURL())

/**
 * Opens a page with the clock under the test's control, then stops time: from here on, page time
 * (timers, animation frames, Date and performance) moves only through page.clock, so "nothing
 * moved for a second" means a second of page time however slow the machine is.
 */
async function gotoOnPausedClock(page: Page, path: string) {
  await page.clock.install()
  await gotoHydrated(page, path)
  await page.clock.pauseAt(Date.now() + 60_000)
  // Anything already due (a one-off first paint) runs now, before the "before" picture is taken.
  await page.clock.runFor(100)
}

/** The hub's highlight index after each quarter second of page time, over `ms`. */
async function highlightIndexesOver(page: Page, ms: number) {
  const grid = page.getByTestId('hub-grid')
  const seen = new Set([await grid.getAttribute('data-highlight-index')])
  for (let elapsed = 0; elapsed < ms; elapsed += 250) {
    await page.clock.runFor(250)
    seen.add(await grid.getAttribute('data-highlight-index'))
  }
  return seen
}

test.describe('with prefers-reduced-motion: reduce', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })

  // Every route, loaded and scrolled through: every-route.spec.ts.

  test('landing: particles hold still, no pointer glow, dots do not pulse', async ({ page }) => {
    await gotoOnPausedClock(page, '/')
    const canvas = page.locator('canvas[data-particles]')
    await expect(canvas).toHaveAttribute('data-running', 'false')
    const first = await canvasPixels(canvas)
    await page.mouse.move(300, 300)
    await page.mouse.move(500, 400, { steps: 5 })
    await page.clock.runFor(1000)
    expect(await canvasPixels(canvas), 'canvas unchanged').toBe(first)
    await expect(page.getByTestId('pointer-glow')).toHaveCount(0)
    const dot = page.locator('[data-dot]').first()
    expect(await dot.evaluate((el) => el.getAnimations().length)).toBe(0)
  })

  test('home: hero particles still and the tools strip does not drift', async ({ page }) => {
    await gotoOnPausedClock(page, '/home')
    const canvas = page.locator('canvas[data-particles]').first()
    await expect(canvas).toHaveAttribute('data-running', 'false')
    const pixels = await canvasPixels(canvas)
    const strip = page.getByTestId('tools-strip')
    await strip.scrollIntoViewIfNeeded()
    // Its drift hydrates as it comes into view: only a hydrated strip could drift at all.
    await waitForHydrated(strip)
    await page.clock.runFor(100)
    const start = await strip.evaluate((el) => el.scrollLeft)
    await page.clock.runFor(2000)
    expect(await strip.evaluate((el) => el.scrollLeft)).toBe(start)
    await page.evaluate(() => scrollTo(0, 0))
    expect(await canvasPixels(canvas)).toBe(pixels)
  })

  test('hub: the highlight does not rotate', async ({ page }) => {
    await gotoOnPausedClock(page, '/portfolio')
    expect((await highlightIndexesOver(page, 3600)).size).toBe(1)
  })

  test('the mobile menu appears without sliding', async ({ page }) => {
    await page.setViewportSize(viewports.phone)
    await gotoHydrated(page, '/home')
    const chrome = new SiteChrome(page)
    await chrome.menuButton.click()
    await expect(chrome.mobileMenu).toBeVisible()
    expect(await longAnimations(page)).toEqual([])
    // A blink-long animation still starts on the next frame: the panel is in place once it has.
    await settledInViewport(chrome.mobileMenu)
    expect((await chrome.mobileMenu.boundingBox())?.x).toBe(0)
  })
})

// The same probes without the preference: they see the motion, so the tests above can fail.
test.describe('without the preference, the probes see the motion', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
  })

  test('landing: frame loop, moving particles, glow and pulsing dots', async ({ page }) => {
    const frames = await recordFrameLoops(page)
    await gotoHydrated(page, '/')
    expect((await longAnimations(page)).some((line) => line.includes('infinite'))).toBe(true)
    const canvas = page.locator('canvas[data-particles]')
    await expect(canvas).toHaveAttribute('data-running', 'true')
    const first = await canvasPixels(canvas)
    await page.mouse.move(300, 300)
    await page.mouse.move(500, 400, { steps: 5 })
    await expect(page.getByTestId('pointer-glow')).toHaveCount(1)
    await expect.poll(() => canvasPixels(canvas)).not.toBe(first)
    await expect.poll(() => frames.longestChain()).toBeGreaterThanOrEqual(LOOP)
  })

  test('home: the tools strip drifts', async ({ page }) => {
    await gotoHydrated(page, '/home')
    const strip = page.getByTestId('tools-strip')
    await strip.scrollIntoViewIfNeeded()
    await page.mouse.move(1, 1)
    const start = await strip.evaluate((el) => el.scrollLeft)
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).not.toBe(start)
  })

  test('hub: the highlight rotates', async ({ page }) => {
    await page.clock.install()
    await gotoHydrated(page, '/portfolio')
    await page.mouse.move(1, 1)
    await page.clock.pauseAt(Date.now() + 60_000)
    expect((await highlightIndexesOver(page, 3600)).size).toBeGreaterThan(1)
  })
})
