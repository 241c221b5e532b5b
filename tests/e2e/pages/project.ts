import { expect, type Locator, type Page } from '@playwright/test'
import { uiCopy } from '#content/ui.ts'

/** Number of tracks in an element's computed grid-template-columns (or rows). */
export async function gridTracks(grid: Locator, axis: 'columns' | 'rows' = 'columns') {
  return grid.evaluate(
    (el, property) => getComputedStyle(el).getPropertyValue(property).split(' ').filter(Boolean).length,
    axis === 'columns' ? 'grid-template-columns' : 'grid-template-rows',
  )
}

/** Real touch input through the DevTools protocol (the context needs `hasTouch`): Chromium turns it into pointer events. */
export async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, steps = 6) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] })
  for (let i = 1; i <= steps; i++) {
    const point = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

/** Handles on the category and project page templates. */
export class PortfolioPage {
  readonly heading: Locator
  readonly backLink: Locator
  readonly cards: Locator
  readonly cardGrid: Locator
  readonly galleries: Locator
  readonly galleryImages: Locator
  readonly linkTiles: Locator
  readonly lightbox: Locator
  readonly lightboxCounter: Locator
  readonly lightboxCaption: Locator
  readonly lightboxStage: Locator
  readonly comparison: Locator
  readonly sliderHandle: Locator
  readonly ctaButton: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 })
    this.backLink = page.getByTestId('back-link')
    this.cards = page.getByTestId('project-card')
    this.cardGrid = page.getByTestId('project-cards')
    this.galleries = page.getByTestId('gallery')
    this.galleryImages = page.getByTestId('gallery-image')
    this.linkTiles = page.getByTestId('link-tile')
    this.lightbox = page.getByTestId('lightbox')
    this.lightboxCounter = page.getByTestId('lightbox-counter')
    this.lightboxCaption = page.getByTestId('lightbox-caption')
    this.lightboxStage = page.getByTestId('lightbox-stage')
    // The interactive slider (it carries data-split), not the still frame shown while its chunk loads.
    this.comparison = page.locator('[data-testid="comparison"][data-split]')
    this.sliderHandle = page.getByRole('slider')
    this.ctaButton = page.getByTestId('cta-button')
  }

  async goto(slug: string) {
    await this.page.goto(`/portfolio/${slug}`)
    await expect(this.heading).toBeVisible()
  }

  /** Waits until the galleries are hydrated, so their image buttons react. */
  async galleriesReady() {
    for (const gallery of await this.galleries.all()) await expect(gallery).toHaveAttribute('data-ready', 'true')
  }

  async categoryReady() {
    await expect(this.page.getByTestId('category-page')).toHaveAttribute('data-ready', 'true')
  }

  async sliderReady() {
    await expect(this.comparison).toHaveAttribute('data-ready', 'true')
  }

  async split() {
    return Number(await this.comparison.getAttribute('data-split'))
  }

  /** Viewport point at `percent` of the slider's width, on its vertical middle (plus `dy`). */
  async sliderPoint(percent: number, dy = 0) {
    await this.comparison.scrollIntoViewIfNeeded()
    const box = await this.comparison.boundingBox()
    if (!box) throw new Error('comparison slider not laid out')
    return { x: box.x + (box.width * percent) / 100, y: box.y + box.height / 2 + dy }
  }

  lightboxButton(name: 'next' | 'previous' | 'close') {
    return this.lightbox.getByRole('button', { name: uiCopy.lightbox[name] })
  }
}
