import { type Locator, type Page, expect, test } from '@playwright/test'
import { homeContent } from '#content/home.ts'
import { homeExcellence } from '#content/home-excellence.ts'
import { homeShowcase } from '#content/home-showcase.ts'
import { site } from '#content/site.ts'
import { tools } from '#content/tools.ts'
import { uiCopy } from '#content/ui.ts'
import { waitForHydrated, waitForHydration } from './helpers/hydration'

/** Stable handles on the home page's carousel and hero. */
class HomePage {
  readonly strip
  readonly primaryCards
  readonly cloneCopy
  readonly right
  readonly left
  readonly downloads

  constructor(readonly page: Page) {
    this.strip = page.getByTestId('tools-strip')
    this.primaryCards = this.strip.locator('[data-copy="primary"] > li')
    this.cloneCopy = this.strip.locator('[data-copy="clone"]')
    this.right = page.getByRole('button', { name: uiCopy.toolsCarousel.scrollRight })
    this.left = page.getByRole('button', { name: uiCopy.toolsCarousel.scrollLeft })
    this.downloads = page.getByTestId('downloads')
  }

  scrollLeft() {
    return this.strip.evaluate((el) => el.scrollLeft)
  }

  /** Scrolls the strip into view; its drift and arrows hydrate as it comes into view. */
  async showStrip() {
    await this.strip.scrollIntoViewIfNeeded()
    await waitForHydrated(this.strip)
  }

  /** Installs a paused fake clock, so animation frames and timers advance only on runFor. */
  async openWithClock() {
    await this.page.clock.install()
    await this.page.goto('/home')
    await waitForHydration(this.page)
    await this.page.clock.pauseAt(Date.now() + 60_000)
  }
}

test('hero: heading, three stats, CV and resume open in a new tab', async ({ page }) => {
  await page.goto('/home')
  await expect(page.getByRole('heading', { level: 1, name: 'Creative Digital Design' })).toBeVisible()
  for (const stat of homeContent.stats) await expect(page.getByText(stat.label)).toBeVisible()
  await expect(page.getByText('1-2', { exact: true })).toBeVisible()
  for (const [name, href] of [
    ['Download CV', site.cvUrl],
    ['Download Resume', site.resumeUrl],
  ] as const) {
    const link = page.getByRole('link', { name })
    await expect(link).toHaveAttribute('href', href)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
  for (const card of homeExcellence.cards) await expect(page.getByRole('heading', { level: 3, name: card.title })).toBeVisible()
  await page.getByRole('link', { name: homeShowcase.linkLabel }).click()
  await expect(page).toHaveURL(/\/portfolio$/)
})

test('the carousel lists 13 tools; the copy for looping is hidden and holds nothing focusable', async ({ page }) => {
  const home = new HomePage(page)
  await page.goto('/home')
  await expect(page.getByRole('heading', { level: 2, name: 'My AI Tools & Design Stack' })).toBeVisible()
  await expect(home.primaryCards).toHaveCount(13)
  for (const tool of tools) {
    const card = home.primaryCards.filter({ hasText: tool.name }).first()
    await expect(card).toContainText(tool.category)
    await expect(card).toContainText(`${tool.proficiency}%`)
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(tool.proficiency))
  }
  await expect(home.cloneCopy.locator('li')).toHaveCount(13)
  await expect(home.cloneCopy).toHaveAttribute('aria-hidden', 'true')
  expect(await home.cloneCopy.evaluate((el) => (el as HTMLElement).inert)).toBe(true)
})

test('each tool card shows its brand: the real logo where Simple Icons has one, a neutral tool glyph otherwise, never letters', async ({
  page,
}) => {
  const home = new HomePage(page)
  await page.goto('/home')
  await expect(home.primaryCards).toHaveCount(tools.length)
  for (const tool of tools) {
    const card = home.primaryCards.filter({ has: page.getByRole('heading', { name: tool.name, exact: true }) })
    const mark = card.locator('[data-mark]')
    const [kind, pattern] = 'logo' in tool.icon ? ['logo', /\bi-simple-icons-[a-z0-9-]+\b/] : ['glyph', /\bi-lucide-[a-z0-9-]+\b/]
    await expect(mark, tool.name).toHaveAttribute('data-mark', kind)
    await expect(mark, tool.name).toHaveClass(pattern)
    await expect(mark, tool.name).toHaveText('')
    // The class must paint: a mask from the icon sprite, not an unknown class that draws nothing.
    expect(await mark.evaluate((el) => getComputedStyle(el).maskImage || getComputedStyle(el).webkitMaskImage), tool.name).toMatch(
      /icons-[\w-]+\.svg#/,
    )
  }
})

test("on a phone the carousel's code loads as the strip comes into view, and the strip then drifts", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 })
  const carouselChunk = /\/assets\/ToolsCarousel-[\w-]+\.js$/
  const chunkRequests: string[] = []
  page.on('request', (request) => {
    if (carouselChunk.test(new URL(request.url()).pathname)) chunkRequests.push(request.url())
  })
  const home = new HomePage(page)
  await page.goto('/home')
  await waitForHydration(page)
  await expect(home.strip, 'the strip starts below the first screen').not.toBeInViewport()
  await expect(home.primaryCards).toHaveCount(13)
  expect(chunkRequests).toEqual([])

  await home.showStrip()
  expect(chunkRequests).toHaveLength(1)
  await page.mouse.move(1, 1)
  const start = await home.scrollLeft()
  await expect.poll(() => home.scrollLeft()).not.toBe(start)
})

test('sections waiting to hydrate keep their server HTML when the page re-renders after hydration', async ({ page }) => {
  // Reading the reduced-motion preference after hydration re-renders the page around them.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize({ width: 412, height: 823 })
  const home = new HomePage(page)
  await page.goto('/home')
  await waitForHydration(page)
  await expect(page.locator('#hero canvas')).toHaveAttribute('data-running', 'false')
  const hydrated = (locator: Locator) => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')))
  expect(await hydrated(home.strip), 'the strip is still waiting to hydrate').toBe(false)
  await expect(home.primaryCards).toHaveCount(13)
  await expect(page.getByRole('heading', { level: 2, name: homeExcellence.title })).toBeAttached()
  await expect(page.getByRole('heading', { level: 2, name: homeShowcase.title })).toBeAttached()
  await expect(page.getByTestId('cta-button')).toBeAttached()

  await home.showStrip()
  await expect(home.primaryCards).toHaveCount(13)
})

test('under reduced motion nothing drifts and the arrows move exactly 340 px', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const home = new HomePage(page)
  await home.openWithClock()
  await home.showStrip()
  await expect(home.strip).toHaveAttribute('data-paused', 'true')
  await page.clock.runFor(2000)
  expect(await home.scrollLeft()).toBe(0)
  await home.right.click()
  expect(await home.scrollLeft()).toBe(340)
  await home.right.click()
  expect(await home.scrollLeft()).toBe(680)
  await home.left.click()
  expect(await home.scrollLeft()).toBe(340)
})

test('the strip drifts 0.5 px per frame, loops, and stops while hovered', async ({ page }) => {
  const home = new HomePage(page)
  await home.openWithClock()
  await home.showStrip()
  await page.mouse.move(5, 5)
  await expect(home.strip).toHaveAttribute('data-paused', 'false')
  const start = await home.scrollLeft()
  await page.clock.runFor(1000)
  const moved = (await home.scrollLeft()) - start
  expect(moved).toBeGreaterThanOrEqual(25)
  expect(moved).toBeLessThanOrEqual(35)

  // Past the first copy's width the position wraps back by that width.
  const loop = await home.strip.evaluate((el) => (el.children[1] as HTMLElement).offsetLeft - (el.children[0] as HTMLElement).offsetLeft)
  await home.strip.evaluate((el, x) => (el.scrollLeft = x), loop - 2)
  await page.clock.runFor(200)
  expect(await home.scrollLeft()).toBeLessThan(20)

  await home.primaryCards.first().hover()
  await expect(home.strip).toHaveAttribute('data-paused', 'true')
  const hovered = await home.scrollLeft()
  await page.clock.runFor(1000)
  expect(await home.scrollLeft()).toBe(hovered)

  await page.mouse.move(5, 5)
  await expect(home.strip).toHaveAttribute('data-paused', 'false')
  await page.clock.runFor(500)
  expect(await home.scrollLeft()).toBeGreaterThan(hovered)
})

test('an arrow click pauses the drift for 4 s', async ({ page }) => {
  const home = new HomePage(page)
  await home.openWithClock()
  await home.showStrip()
  const before = await home.scrollLeft()
  await home.right.click()
  await expect(home.strip).toHaveAttribute('data-paused', 'true')
  await expect.poll(() => home.scrollLeft()).toBeGreaterThanOrEqual(before + 339)
  // Smooth scrolling may still add its last pixel (339, then 340): wait until two reads agree.
  let afterArrow = await home.scrollLeft()
  await expect
    .poll(async () => {
      const now = await home.scrollLeft()
      const settled = now === afterArrow
      afterArrow = now
      return settled
    })
    .toBe(true)
  await page.clock.runFor(3999)
  await expect(home.strip).toHaveAttribute('data-paused', 'true')
  expect(await home.scrollLeft()).toBe(afterArrow)
  await page.clock.runFor(1)
  await expect(home.strip).toHaveAttribute('data-paused', 'false')
  await page.clock.runFor(500)
  expect(await home.scrollLeft()).toBeGreaterThan(afterArrow)
})

test('the drift stops while focus is inside the strip and while it is off screen; so do the hero particles', async ({ page }) => {
  const home = new HomePage(page)
  await page.goto('/home')
  await waitForHydration(page)
  const particles = page.locator('#hero canvas')
  await expect(particles).toHaveAttribute('aria-hidden', 'true')
  await expect(particles).toHaveAttribute('data-running', 'true')
  expect(await particles.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none')
  await home.showStrip()
  await page.mouse.move(5, 5)
  await expect(home.strip).toHaveAttribute('data-paused', 'false')
  await home.strip.focus()
  await expect(home.strip).toHaveAttribute('data-paused', 'true')
  await home.strip.blur()
  await expect(home.strip).toHaveAttribute('data-paused', 'false')
  await page.getByTestId('cta-button').scrollIntoViewIfNeeded()
  await expect(home.strip).toHaveAttribute('data-paused', 'true')
  await expect(particles).toHaveAttribute('data-running', 'false')
})

test('under reduced motion the hero particles never start', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/home')
  await waitForHydration(page)
  await expect(page.locator('#hero canvas')).toHaveAttribute('data-running', 'false')
})

test('the call-to-action returns to the hero, focuses its heading and pulses the downloads for 3 s', async ({ page }) => {
  const home = new HomePage(page)
  await home.openWithClock()
  const cta = page.getByTestId('cta-button')
  await cta.scrollIntoViewIfNeeded()
  await waitForHydrated(cta)
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await expect(home.downloads).toHaveAttribute('data-pulsing', 'false')
  await cta.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  await expect(home.downloads).toHaveAttribute('data-pulsing', 'true')
  await expect(home.downloads.locator('a.home-download-pulse')).toHaveCount(2)
  await page.clock.runFor(2999)
  await expect(home.downloads).toHaveAttribute('data-pulsing', 'true')
  await page.clock.runFor(1)
  await expect(home.downloads).toHaveAttribute('data-pulsing', 'false')
  await expect(home.downloads.locator('a.home-download-pulse')).toHaveCount(0)
})
