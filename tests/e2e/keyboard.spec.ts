import { expect, test } from '@playwright/test'
import { portfolioNav } from '#content/site.ts'
import { uiCopy } from '#content/ui.ts'
import { ChatWidget } from './pages/chat'
import { PortfolioPage } from './pages/project'
import { SiteChrome } from './pages/site'
import { gotoHydrated } from './helpers/hydration'
import { tabTo, tabToVisibly } from './helpers/keyboard'
import { settledInViewport } from './helpers/motion'
import { viewports } from './helpers/viewports'
import { stillPage } from './helpers/routes'

// Only the keyboard moves focus and acts in these tests: no clicks, no element.focus().
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

test.describe('desktop', () => {
  test.use({ viewport: viewports.desktop })

  test('header: skip link, logo, Portfolio dropdown, links, theme toggle, in order and visibly focused', async ({ page }) => {
    await gotoHydrated(page, '/skills')
    const chrome = new SiteChrome(page)

    const skip = page.getByRole('link', { name: uiCopy.skipToContent })
    await page.keyboard.press('Tab')
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()

    await tabToVisibly(page, chrome.header.getByRole('link', { name: 'Discovery, home' }), { backwards: true })
    await tabToVisibly(page, chrome.portfolioButton)
    await page.keyboard.press('Enter')
    await expect(chrome.portfolioButton).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(chrome.portfolioLinks().first()).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(chrome.portfolioLinks().nth(1)).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    await expect(chrome.portfolioLinks().last()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(chrome.portfolioLinks().first()).toBeHidden()
    await expect(chrome.portfolioButton).toBeFocused()

    // Closed, the dropdown's links are not Tab stops: the next stop is Skills.
    const skills = chrome.header.getByRole('link', { name: 'Skills' })
    expect(await tabTo(page, skills)).toBe(1)
    await tabToVisibly(page, chrome.header.getByRole('link', { name: 'About Me' }))
    await tabToVisibly(page, chrome.header.getByRole('link', { name: 'Contact' }))
    await tabToVisibly(page, chrome.themeToggle)
    await page.keyboard.press('Enter')
    await expect.poll(() => chrome.isDark()).toBe(true)
    await page.keyboard.press('Space')
    await expect.poll(() => chrome.isDark()).toBe(false)
    await expect(chrome.themeToggle).toBeFocused()

    // Open the dropdown from the keyboard and follow a link.
    await tabTo(page, chrome.portfolioButton, { backwards: true })
    await page.keyboard.press('ArrowDown')
    await expect(chrome.portfolioLinks().first()).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${portfolioNav[1]!.path}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(portfolioNav[1]!.name)
  })

  test('portfolio hub: tiles are Tab stops that show their preview and open their category', async ({ page }) => {
    await gotoHydrated(page, '/portfolio')
    const tiles = page.getByTestId('hub-tile')
    await expect(tiles).toHaveCount(6)
    await tabToVisibly(page, tiles.first())
    await expect(page.getByRole('tooltip')).toBeVisible()
    for (let i = 1; i < 6; i++) {
      await page.keyboard.press('Tab')
      await expect(tiles.nth(i)).toBeFocused()
    }
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await expect(tiles.nth(3)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('tooltip')).toHaveCount(0)
    const href = await tiles.nth(3).getAttribute('href')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${href}$`))

    // From the category page to a project, still by keyboard.
    const portfolio = new PortfolioPage(page)
    await portfolio.categoryReady()
    const cardLink = portfolio.cards.first().getByRole('link').first()
    const target = await cardLink.getAttribute('href')
    await tabToVisibly(page, cardLink, { max: 80 })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${target}$`))
  })

  test('gallery lightbox: opens with Enter, pages with arrows, keeps focus inside, Escape returns focus', async ({ page }) => {
    await gotoHydrated(page, '/portfolio/family-portrait')
    const portfolio = new PortfolioPage(page)
    await portfolio.galleriesReady()
    const second = portfolio.galleryImages.nth(1)
    await tabToVisibly(page, portfolio.galleryImages.first(), { max: 80 })
    await page.keyboard.press('Tab')
    await expect(second).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(portfolio.lightbox).toBeVisible()
    await expect(portfolio.lightboxCounter).toHaveText('2 / 8')
    expect(await portfolio.lightbox.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('ArrowRight')
    await expect(portfolio.lightboxCounter).toHaveText('3 / 8')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(portfolio.lightboxCounter).toHaveText('1 / 8')
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key)
      expect(await portfolio.lightbox.evaluate((dialog) => dialog.contains(document.activeElement)), key).toBe(true)
    }
    // The Next button acts on Enter.
    await tabTo(page, portfolio.lightboxButton('next'), { max: 5 })
    await page.keyboard.press('Enter')
    await expect(portfolio.lightboxCounter).toHaveText('2 / 8')
    await page.keyboard.press('Escape')
    await expect(portfolio.lightbox).toBeHidden()
    await expect(second).toBeFocused()
  })

  test('comparison slider: a Tab stop moved by arrows, Page keys, Home and End', async ({ page }) => {
    await gotoHydrated(page, '/portfolio/ai-enhanced')
    const portfolio = new PortfolioPage(page)
    await portfolio.sliderReady()
    await tabToVisibly(page, portfolio.sliderHandle, { max: 80 })
    for (const [key, value] of [
      ['ArrowRight', 51],
      ['ArrowLeft', 50],
      ['ArrowLeft', 49],
      ['PageUp', 59],
      ['End', 100],
      ['Home', 0],
    ] as const) {
      await page.keyboard.press(key)
      await expect(portfolio.sliderHandle, key).toHaveAttribute('aria-valuenow', String(value))
    }
  })

  test('chat: reached by Tab, opens with Enter, sends with Enter, Escape closes back to the launcher', async ({ page }) => {
    await gotoHydrated(page, stillPage)
    const chat = new ChatWidget(page)
    await chat.waitUntilInteractive()
    await tabToVisibly(page, chat.launcher, { max: 150 })
    await page.keyboard.press('Enter')
    await expect(chat.panel).toBeVisible()
    await expect(chat.input).toBeFocused()
    await page.keyboard.type('What services do you offer?')
    await page.keyboard.press('Enter')
    await expect(chat.userMessages()).toHaveCount(1)
    await expect(chat.userMessages()).toContainText('What services do you offer?')
    await expect(chat.assistantMessages()).toHaveCount(2)
    await expect(chat.input).toBeFocused()

    // The panel's own controls are reachable: minimise and restore by keyboard.
    await tabTo(page, chat.minimizeButton, { max: 15, backwards: true })
    await page.keyboard.press('Enter')
    await expect(chat.restoreButton).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(chat.input).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(chat.panel).toBeHidden()
    await expect(chat.launcher).toBeFocused()
  })
})

test.describe('phone', () => {
  test.use({ viewport: viewports.phone })

  test('mobile menu: opens with Enter, traps focus, Escape returns to the button, a link navigates', async ({ page }) => {
    await gotoHydrated(page, stillPage)
    const chrome = new SiteChrome(page)
    await tabToVisibly(page, chrome.menuButton)
    await page.keyboard.press('Enter')
    await expect(chrome.mobileMenu).toBeVisible()
    // The panel slides in (a blink under reduced motion, but it starts on the next frame, and a
    // busy machine may not have drawn that frame yet): Tab stops are checked for visibility once
    // its animation has finished and it lies inside the viewport.
    await settledInViewport(chrome.mobileMenu)
    await expect.poll(() => chrome.mobileMenu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press(i < 10 ? 'Tab' : 'Shift+Tab')
      expect(await chrome.mobileMenu.evaluate((dialog) => dialog.contains(document.activeElement)), `press ${i + 1}`).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(chrome.mobileMenu).toBeHidden()
    await expect(chrome.menuButton).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(chrome.mobileMenu).toBeVisible()
    await settledInViewport(chrome.mobileMenu)
    await tabTo(page, chrome.mobileMenu.getByRole('link', { name: 'About Me' }), { max: 15 })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/about$/)
    await expect(chrome.mobileMenu).toBeHidden()
  })
})
