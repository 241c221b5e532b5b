import { expect, test, type Page } from '@playwright/test'
import { projectIds } from '#content/ids.ts'
import { projects } from '#content/lib/projects.ts'
import { uiCopy } from '#content/ui.ts'
import { fill } from '#content/lib/template.ts'
import { PortfolioPage, gridTracks, touchDrag } from './pages/project'
import { axeViolations } from './helpers/axe'

const lightboxChunk = /\/assets\/Lightbox-[\w-]+\.js$/

/** Answers every request to another host locally, so links to other sites can be followed offline. */
async function stubOtherSites(page: Page) {
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ body: 'elsewhere', contentType: 'text/plain' }))
}

test.describe('galleries', () => {
  const counts: [string, number[]][] = [
    ['typography-posts', [9]],
    ['social-media-graphics', [6]],
    ['event-poster-series', [8]],
    ['family-portrait', [8]],
    ['stationery', [4, 8, 4]],
    ['product-packaging', projects['product-packaging'].blocks.flatMap((b) => (b.type === 'gallery' ? [b.images.length] : []))],
    ['foods-restaurants', [9]],
    ['real-estate-social', [3]],
    ['carousel-posts', [12]],
  ]
  for (const [slug, perGallery] of counts) {
    test(`${slug} shows ${perGallery.join(' + ')} images in reserved, lazily loaded boxes`, async ({ page }) => {
      const portfolio = new PortfolioPage(page)
      await portfolio.goto(slug)
      await expect(portfolio.galleries).toHaveCount(perGallery.length)
      for (const [g, count] of perGallery.entries()) {
        await expect(portfolio.galleries.nth(g).getByTestId('gallery-image')).toHaveCount(count)
      }
      const images = portfolio.galleryImages
      for (const [i, button] of (await images.all()).entries()) {
        expect(await button.evaluate((el) => getComputedStyle(el).aspectRatio)).not.toBe('auto')
        const img = button.locator('img')
        await expect(img).toHaveAttribute('width', /^\d+$/)
        await expect(img).toHaveAttribute('height', /^\d+$/)
        await expect(img).toHaveAttribute('loading', i < 2 ? 'eager' : 'lazy')
      }
    })
  }

  test('the Ramadan pages on graphics and social media show the same nine images', async ({ page }) => {
    const portfolio = new PortfolioPage(page)
    const sources = async (slug: string) => {
      await portfolio.goto(slug)
      return portfolio.galleryImages.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))
    }
    const graphics = await sources('ramadan-posts')
    expect(graphics).toHaveLength(9)
    expect(await sources('social-media-ramadan-posts')).toEqual(graphics)
  })

  const columns: [string, number, number][] = [
    ['family-portrait', 1, 4],
    ['typography-posts', 1, 3],
    ['event-poster-series', 2, 4],
  ]
  for (const [slug, phone, desktop] of columns) {
    test(`${slug}: ${phone} column(s) on a phone, ${desktop} on a desktop`, async ({ page }) => {
      const portfolio = new PortfolioPage(page)
      await page.setViewportSize({ width: 390, height: 844 })
      await portfolio.goto(slug)
      expect(await gridTracks(portfolio.galleries.first())).toBe(phone)
      await page.setViewportSize({ width: 1280, height: 900 })
      expect(await gridTracks(portfolio.galleries.first())).toBe(desktop)
    })
  }

  test('headings go h1, then h2 per titled block', async ({ page }) => {
    const portfolio = new PortfolioPage(page)
    await portfolio.goto('stationery')
    const headings = await page.locator('main :is(h1, h2, h3)').evaluateAll((els) => els.map((el) => `${el.tagName}:${el.textContent}`))
    expect(headings).toEqual(['H1:Stationery Design', 'H2:Company Profile', 'H2:Corporate Document Suite', 'H2:Office Stationery Suite'])
  })
})

test.describe('lightbox', () => {
  test('loads on first click, pages with buttons and arrow keys, closes on Escape and returns focus', async ({ page }) => {
    const chunkRequests: string[] = []
    page.on('request', (request) => {
      if (lightboxChunk.test(new URL(request.url()).pathname)) chunkRequests.push(request.url())
    })
    const portfolio = new PortfolioPage(page)
    const images = projects['typography-posts'].blocks[0]?.type === 'gallery' ? projects['typography-posts'].blocks[0].images : []
    await portfolio.goto('typography-posts')
    await portfolio.galleriesReady()
    await page.waitForLoadState('networkidle')
    expect(chunkRequests).toEqual([])

    const first = portfolio.galleryImages.first()
    await first.click()
    await expect(portfolio.lightbox).toBeVisible()
    expect(chunkRequests).toHaveLength(1)
    await expect(page.getByRole('dialog', { name: fill(uiCopy.lightbox.dialog, { label: 'Typography Posts' }) })).toHaveAttribute(
      'aria-modal',
      'true',
    )
    await expect(portfolio.lightboxCounter).toHaveText('1 / 9')
    await expect(portfolio.lightboxCaption).toHaveText(images[0]?.alt ?? '')
    await expect(portfolio.lightbox.getByRole('img')).toHaveAttribute('src', images[0]?.src ?? '')
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden')

    await portfolio.lightboxButton('next').click()
    await expect(portfolio.lightboxCounter).toHaveText('2 / 9')
    await expect(portfolio.lightboxCaption).toHaveText(images[1]?.alt ?? '')
    await page.keyboard.press('ArrowRight')
    await expect(portfolio.lightboxCounter).toHaveText('3 / 9')
    await page.keyboard.press('ArrowLeft')
    await expect(portfolio.lightboxCounter).toHaveText('2 / 9')
    await portfolio.lightboxButton('previous').click()
    await expect(portfolio.lightboxCounter).toHaveText('1 / 9')
    await portfolio.lightboxButton('previous').click()
    await expect(portfolio.lightboxCounter).toHaveText('9 / 9')

    await page.keyboard.press('Escape')
    await expect(portfolio.lightbox).toBeHidden()
    await expect(first).toBeFocused()
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('')
  })

  test('opens from the keyboard, keeps focus inside, and the close button returns focus', async ({ page }) => {
    const portfolio = new PortfolioPage(page)
    await portfolio.goto('family-portrait')
    await portfolio.galleriesReady()
    const third = portfolio.galleryImages.nth(2)
    await third.focus()
    await page.keyboard.press('Enter')
    await expect(portfolio.lightboxCounter).toHaveText('3 / 8')
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab')
      expect(await portfolio.lightbox.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
    }
    await portfolio.lightboxButton('close').click()
    await expect(portfolio.lightbox).toBeHidden()
    await expect(third).toBeFocused()
  })

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, viewport: { width: 390, height: 844 } })

    test('a swipe left shows the next image, a swipe right the previous, a short one nothing', async ({ page }) => {
      const portfolio = new PortfolioPage(page)
      await portfolio.goto('social-media-graphics')
      await portfolio.galleriesReady()
      await portfolio.galleryImages.first().tap()
      await expect(portfolio.lightboxCounter).toHaveText('1 / 6')
      const box = await portfolio.lightboxStage.boundingBox()
      if (!box) throw new Error('no stage')
      const y = box.y + box.height / 2
      await touchDrag(page, { x: 300, y }, { x: 120, y })
      await expect(portfolio.lightboxCounter).toHaveText('2 / 6')
      await touchDrag(page, { x: 120, y }, { x: 300, y })
      await expect(portfolio.lightboxCounter).toHaveText('1 / 6')
      await touchDrag(page, { x: 200, y }, { x: 170, y })
      await expect(portfolio.lightboxCounter).toHaveText('1 / 6')
    })
  })
})

test.describe('comparison slider', () => {
  test('starts at 50 with slider semantics and follows a mouse drag, clamped to 0..100', async ({ page }) => {
    const portfolio = new PortfolioPage(page)
    await portfolio.goto('ai-enhanced')
    await portfolio.sliderReady()
    const handle = portfolio.sliderHandle
    await expect(handle).toHaveAccessibleName(fill(uiCopy.comparison.slider, { title: 'Before and after upscaling' }))
    await expect(handle).toHaveAttribute('aria-valuemin', '0')
    await expect(handle).toHaveAttribute('aria-valuemax', '100')
    await expect(handle).toHaveAttribute('aria-valuenow', '50')
    await expect(handle).toHaveAttribute('aria-valuetext', fill(uiCopy.comparison.afterShare, { percent: 50 }))
    await expect.poll(() => portfolio.split()).toBe(50)
    expect(await portfolio.comparison.evaluate((el) => getComputedStyle(el).touchAction)).toBe('none')
    await expect(portfolio.comparison.getByText('Before', { exact: true })).toBeVisible()
    await expect(portfolio.comparison.getByText('After', { exact: true })).toBeVisible()

    const start = await portfolio.sliderPoint(50)
    await page.mouse.move(start.x, start.y)
    await page.mouse.down()
    const quarter = await portfolio.sliderPoint(25)
    await page.mouse.move(quarter.x, quarter.y, { steps: 5 })
    await expect.poll(() => portfolio.split()).toBeCloseTo(25, 0)
    await expect(handle).toHaveAttribute('aria-valuenow', '25')
    await expect(page.getByTestId('comparison-after')).toHaveCSS('clip-path', /inset\(0px 0px 0px 25(\.\d+)?%\)/)
    const pastLeft = await portfolio.sliderPoint(-20)
    await page.mouse.move(pastLeft.x, pastLeft.y, { steps: 5 })
    await expect.poll(() => portfolio.split()).toBe(0)
    const pastRight = await portfolio.sliderPoint(130)
    await page.mouse.move(pastRight.x, pastRight.y, { steps: 8 })
    await expect.poll(() => portfolio.split()).toBe(100)
    await page.mouse.up()

    const at70 = await portfolio.sliderPoint(70, 80)
    await page.mouse.click(at70.x, at70.y)
    await expect.poll(() => portfolio.split()).toBeCloseTo(70, 0)
    await expect(handle).toBeFocused()
  })

  test('keys move it by 1 or 10, Home and End jump to the ends, never past them', async ({ page }) => {
    const portfolio = new PortfolioPage(page)
    await portfolio.goto('ai-enhanced')
    await portfolio.sliderReady()
    const handle = portfolio.sliderHandle
    await handle.focus()
    const steps: [string, number][] = [
      ['ArrowLeft', 49],
      ['ArrowRight', 50],
      ['ArrowRight', 51],
      ['ArrowUp', 52],
      ['ArrowDown', 51],
      ['Shift+ArrowRight', 61],
      ['PageDown', 51],
      ['PageUp', 61],
      ['Home', 0],
      ['ArrowLeft', 0],
      ['PageDown', 0],
      ['End', 100],
      ['ArrowRight', 100],
      ['Shift+ArrowUp', 100],
    ]
    for (const [key, value] of steps) {
      await page.keyboard.press(key)
      await expect(handle, key).toHaveAttribute('aria-valuenow', String(value))
      await expect.poll(() => portfolio.split()).toBe(value)
    }
    await expect(handle).toHaveAttribute('aria-valuetext', fill(uiCopy.comparison.afterShare, { percent: 0 }))
  })

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, viewport: { width: 390, height: 844 } })

    test('a finger drags the split and a tap jumps to it, clamped at the edges', async ({ page }) => {
      const portfolio = new PortfolioPage(page)
      await portfolio.goto('ai-enhanced')
      await portfolio.sliderReady()
      const scrollBefore = await page.evaluate(() => scrollY)
      await touchDrag(page, await portfolio.sliderPoint(50), await portfolio.sliderPoint(20))
      await expect.poll(() => portfolio.split()).toBeCloseTo(20, 0)
      expect(await page.evaluate(() => scrollY)).toBe(scrollBefore)
      await touchDrag(page, await portfolio.sliderPoint(20), await portfolio.sliderPoint(140))
      await expect.poll(() => portfolio.split()).toBe(100)
      const at35 = await portfolio.sliderPoint(35)
      await page.touchscreen.tap(at35.x, at35.y)
      await expect.poll(() => portfolio.split()).toBeCloseTo(35, 0)
    })
  })
})

test.describe('links and actions', () => {
  test('photography pages: eight images, a booking button naming the service, back to photography', async ({ page }) => {
    const portfolio = new PortfolioPage(page)
    const photography = projectIds.map((id) => projects[id]).filter((project) => project.category === 'photography')
    expect(photography).toHaveLength(8)
    for (const project of photography) {
      const cta = project.blocks.find((block) => block.type === 'cta')
      if (cta?.action.kind !== 'booking') throw new Error(`${project.id} has no booking button`)
      await portfolio.goto(project.id)
      await expect(portfolio.galleryImages).toHaveCount(8)
      await expect(portfolio.ctaButton).toContainText(cta.label)
      await expect(portfolio.ctaButton).toHaveAttribute('target', '_blank')
      await expect(portfolio.ctaButton).toHaveAttribute('rel', 'noopener noreferrer')
      const href = new URL((await portfolio.ctaButton.getAttribute('href')) ?? '')
      expect(href.host).toBe('wa.me')
      expect(href.searchParams.get('text')).toContain(cta.action.service)
      await expect(portfolio.backLink).toHaveAttribute('href', '/portfolio/photography')
    }
  })

  test('brand identity: five tiles in a 6 x 4 grid, stacked on phones, each Find Out More in a new tab', async ({ page }) => {
    await stubOtherSites(page)
    const portfolio = new PortfolioPage(page)
    await page.setViewportSize({ width: 1280, height: 900 })
    await portfolio.goto('brand-identity')
    await expect(portfolio.linkTiles).toHaveCount(5)
    const grid = page.getByTestId('link-tiles')
    expect(await gridTracks(grid)).toBe(6)
    expect(await gridTracks(grid, 'rows')).toBe(4)
    const links = page.getByRole('link', { name: `Find Out More ${uiCopy.newTab}` })
    await expect(links).toHaveCount(5)
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    const href = await links.first().getAttribute('href')
    const [popup] = await Promise.all([page.waitForEvent('popup'), links.first().click()])
    await expect(popup).toHaveURL(href ?? 'missing')
    expect(await popup.evaluate(() => window.opener === null)).toBe(true)
    await popup.close()

    await page.setViewportSize({ width: 390, height: 844 })
    expect(await gridTracks(grid)).toBe(1)
  })

  test('brand identity at 1366 px: each caption is a compact bar that leaves most of the artwork visible', async ({ page }) => {
    const portfolio = new PortfolioPage(page)
    await page.setViewportSize({ width: 1366, height: 768 })
    await portfolio.goto('brand-identity')
    await expect(portfolio.linkTiles).toHaveCount(5)
    for (const tile of await portfolio.linkTiles.all()) {
      const [tileBox, captionBox] = await Promise.all([tile.boundingBox(), tile.getByTestId('link-tile-caption').boundingBox()])
      expect(tileBox && captionBox, 'tile and caption are laid out').toBeTruthy()
      const share = (captionBox!.width * captionBox!.height) / (tileBox!.width * tileBox!.height)
      expect(share, 'the caption covers at most a fifth of the tile').toBeLessThanOrEqual(0.2)
    }
    // The description stays in the page for screen readers and shows on hover.
    const first = portfolio.linkTiles.first()
    const description = first.locator('p')
    await expect(description).toHaveCount(1)
    await page.mouse.move(0, 0)
    expect(await description.evaluate((el) => el.getBoundingClientRect().width), 'hidden until hovered').toBeLessThanOrEqual(1)
    await first.hover()
    await expect.poll(() => description.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(100)
  })

  test('the Corporate Tokenization Meeting page books what it shows: event photography, not food', async ({ page }) => {
    const portfolio = new PortfolioPage(page)
    await portfolio.goto('main-course-appetizer')
    await expect(portfolio.ctaButton).toHaveText(/Book Event Photography/)
    await expect(page.getByText(/Food Photography|Catering/)).toHaveCount(0)
  })

  test('AI pages: proposal links, video cards in new tabs, info boxes, and the back button', async ({ page }) => {
    const portfolio = new PortfolioPage(page)
    await portfolio.goto('ai-brand-proposal')
    await expect(page.getByRole('link', { name: `Find Out More ${uiCopy.newTab}` })).toHaveCount(3)

    await portfolio.goto('ai-video-section1')
    const videos = page.getByTestId('video-link')
    await expect(videos).toHaveCount(6)
    for (const link of await videos.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }

    await portfolio.goto('ai-prompt-images')
    await expect(page.getByTestId('info-box').getByRole('heading', { level: 2 })).toHaveText(['Advantage', 'Prompt'])

    await portfolio.goto('ai-enhanced')
    await expect(portfolio.backLink).toHaveText('Back to AI Portfolio')
    await portfolio.backLink.click()
    await expect(page).toHaveURL(/\/portfolio\/artificial-intelligence$/)
    await expect(portfolio.heading).toHaveText('Artificial Intelligence')
  })

  test('every project page has its back button pointing at its target', async ({ page }) => {
    const portfolio = new PortfolioPage(page)
    for (const id of ['stationery', 'typography-posts', 'product-packaging'] as const) {
      await portfolio.goto(id)
      await expect(portfolio.backLink).toHaveText(projects[id].back.label)
      await expect(portfolio.backLink).toHaveAttribute('href', projects[id].back.to)
    }
    await portfolio.backLink.click()
    await expect(page).toHaveURL(new RegExp(`${projects['product-packaging'].back.to}$`))
  })
})

test('a project page loads and hydrates without layout shift', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number }
    w.shift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.shift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const portfolio = new PortfolioPage(page)
  await portfolio.goto('family-portrait')
  await portfolio.galleriesReady()
  await page.waitForLoadState('networkidle')
  await page.mouse.wheel(0, 1500)
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.05)
})

// Every project page is scanned in both themes and viewports by every-route.spec.ts; the open viewer is scanned here.
test.describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`the open lightbox passes axe WCAG 2.2 AA in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme)
      const portfolio = new PortfolioPage(page)
      await portfolio.goto('typography-posts')
      await portfolio.galleriesReady()
      await portfolio.galleryImages.first().click()
      await expect(portfolio.lightbox).toBeVisible()
      expect(await axeViolations(page, { include: '[data-testid="lightbox"]' })).toEqual([])
    })
  }
})
