import { type Page, expect, test } from '@playwright/test'
import { categoryList } from '#content/categories.ts'
import { gotoHydrated, waitForHydration } from './helpers/hydration'
import { drawFrames } from './helpers/frames'

class Hub {
  readonly grid
  readonly tiles
  readonly preview

  constructor(readonly page: Page) {
    this.grid = page.getByTestId('hub-grid')
    this.tiles = page.getByTestId('hub-tile')
    this.preview = page.getByRole('tooltip')
  }

  tile(title: string) {
    return this.tiles.filter({ has: this.page.getByRole('heading', { level: 2, name: title, exact: true }) })
  }
}

test('six tiles, each linking to its category page', async ({ page }) => {
  const hub = new Hub(page)
  await gotoHydrated(page, '/portfolio')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(hub.tiles).toHaveCount(6)
  for (const category of categoryList) {
    const tile = hub.tile(category.title)
    await expect(tile).toHaveAttribute('href', `/portfolio/${category.id}`)
    await expect(tile).toContainText(category.projectCount)
    await expect(tile).toContainText(category.description)
  }
  await hub.tile(categoryList[0]!.title).click()
  await expect(page).toHaveURL(new RegExp(`/portfolio/${categoryList[0]!.id}$`))
})

test('hovering a tile shows its preview beside it, at least 20 px from the top and inside the viewport', async ({ page }) => {
  const hub = new Hub(page)
  await page.goto('/portfolio')
  await waitForHydration(page)
  for (const category of [categoryList[0]!, categoryList[2]!, categoryList[4]!]) {
    const tile = hub.tile(category.title)
    // The previous tile's preview is fixed in place and, once the page scrolls, may lie over this
    // tile (and hold itself open under the pointer): close it first.
    await page.mouse.move(2, 2)
    await expect(hub.preview).toHaveCount(0)
    // Scroll the tile so its top is above the viewport: the preview must still keep 20 px.
    await tile.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 5))
    await tile.hover()
    await expect(hub.preview).toBeVisible()
    await expect(hub.preview).toContainText(category.projectCount)
    await expect(hub.preview).toContainText(category.description)
    for (const skill of category.skills) await expect(hub.preview).toContainText(skill)
    await expect(tile).toHaveAttribute('aria-describedby', new RegExp(`\\b${await hub.preview.getAttribute('id')}\\b`))
    const box = (await hub.preview.boundingBox())!
    const tileBox = (await tile.boundingBox())!
    const viewport = page.viewportSize()!
    expect(box.y).toBeGreaterThanOrEqual(20)
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
    const beside = box.x >= tileBox.x + tileBox.width || box.x + box.width <= tileBox.x
    expect(beside).toBe(true)
  }
  await page.mouse.move(2, 2)
  await expect(hub.preview).toHaveCount(0)
})

test('keyboard focus shows the preview, Escape hides it, blur removes it', async ({ page }) => {
  const hub = new Hub(page)
  await page.goto('/portfolio')
  await waitForHydration(page)
  await page.getByRole('heading', { level: 1 }).click()
  const first = hub.tile(categoryList[0]!.title)
  // Tab until the first tile has focus.
  for (let i = 0; i < 40 && !(await first.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
  await expect(first).toBeFocused()
  await expect(hub.preview).toBeVisible()
  await expect(hub.preview).toContainText(categoryList[0]!.projectCount)
  await page.keyboard.press('Escape')
  await expect(hub.preview).toHaveCount(0)
  await page.keyboard.press('Tab')
  await expect(hub.tile(categoryList[1]!.title)).toBeFocused()
  await expect(hub.preview).toContainText(categoryList[1]!.projectCount)
  await page.getByRole('heading', { level: 1 }).click()
  await expect(hub.preview).toHaveCount(0)
})

test('the highlight cycles 0, 1, 2 every 3 s and stops while a tile is hovered', async ({ page }) => {
  const hub = new Hub(page)
  await page.clock.install()
  await page.goto('/portfolio')
  await waitForHydration(page)
  await page.mouse.move(2, 2)
  await page.clock.pauseAt(Date.now() + 60_000)
  const index = async () => Number(await hub.grid.getAttribute('data-highlight-index'))
  const start = await index()
  const expected = [1, 2, 0, 1].map((step) => (start + step) % 3)
  for (const value of expected.slice(0, 3)) {
    await page.clock.runFor(2999)
    expect(await index()).toBe((value + 2) % 3)
    await page.clock.runFor(1)
    await expect(hub.grid).toHaveAttribute('data-highlight-index', String(value))
    await expect(hub.tiles.nth(value)).toHaveAttribute('data-highlighted', 'true')
  }
  await hub.tiles.nth(4).hover()
  const paused = await index()
  await page.clock.runFor(9000)
  expect(await index()).toBe(paused)
  // Leaving starts a short grace period (the pointer may cross onto the preview), then the cycle resumes.
  await page.mouse.move(2, 2)
  await page.clock.runFor(150)
  await expect(hub.preview).toHaveCount(0)
  await page.clock.runFor(2999)
  expect(await index()).toBe(paused)
  await page.clock.runFor(1)
  await expect(hub.grid).toHaveAttribute('data-highlight-index', String((paused + 1) % 3))
})

test('no highlight rotation under reduced motion', async ({ page }) => {
  const hub = new Hub(page)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.clock.install()
  await page.goto('/portfolio')
  await waitForHydration(page)
  await page.clock.runFor(10_000)
  await expect(hub.grid).toHaveAttribute('data-highlight-index', '0')
})

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })

  test('a tap opens no preview; the tile link just navigates', async ({ page }) => {
    const hub = new Hub(page)
    await page.goto('/portfolio')
    await waitForHydration(page)
    const tile = hub.tile(categoryList[1]!.title)
    await tile.scrollIntoViewIfNeeded()
    // First tap with navigation held back, recording whether a preview ever appears.
    await page.evaluate(() => {
      const seen = window as unknown as { sawPreview: boolean }
      seen.sawPreview = false
      new MutationObserver(() => {
        if (document.querySelector('[role="tooltip"]')) seen.sawPreview = true
      }).observe(document.body, { childList: true, subtree: true })
      const hold = (event: Event) => {
        event.preventDefault()
        event.stopPropagation()
        window.removeEventListener('click', hold, true)
      }
      window.addEventListener('click', hold, true)
    })
    await tile.tap()
    await expect(tile).toBeFocused()
    await drawFrames(page)
    expect(await page.evaluate(() => (window as unknown as { sawPreview: boolean }).sawPreview)).toBe(false)
    await expect(hub.preview).toHaveCount(0)
    await tile.tap()
    await expect(page).toHaveURL(new RegExp(`/portfolio/${categoryList[1]!.id}$`))
  })
})
