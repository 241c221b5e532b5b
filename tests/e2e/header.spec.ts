import { expect, test } from '@playwright/test'
import { portfolioNav } from '#content/site.ts'
import { SiteChrome } from './pages/site'
import { gotoHydrated } from './helpers/hydration'
import { stillPage } from './helpers/routes'

test.describe('header on a desktop viewport', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('logo, links and the contact button point where the spec says', async ({ page }) => {
    await page.goto('/skills')
    const chrome = new SiteChrome(page)
    await expect(chrome.header.getByRole('link', { name: 'Discovery, home' })).toHaveAttribute('href', '/home')
    await expect(chrome.header.getByRole('link', { name: 'Skills' })).toHaveAttribute('href', '/skills')
    await expect(chrome.header.getByRole('link', { name: 'About Me' })).toHaveAttribute('href', '/about')
    await expect(chrome.header.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact')
    await expect(chrome.menuButton).toBeHidden()
    const position = await chrome.header.evaluate((el) => getComputedStyle(el).position)
    expect(position).toBe('sticky')
  })

  test('Portfolio dropdown opens on click, closes on Escape and on an outside click', async ({ page }) => {
    await gotoHydrated(page, stillPage)
    const chrome = new SiteChrome(page)
    await expect(chrome.portfolioLinks().first()).toBeHidden()
    await chrome.portfolioButton.click()
    await expect(chrome.portfolioButton).toHaveAttribute('aria-expanded', 'true')
    await expect(chrome.portfolioLinks()).toHaveCount(6)
    for (const [index, item] of portfolioNav.entries()) {
      await expect(chrome.portfolioLinks().nth(index)).toHaveText(item.name)
      await expect(chrome.portfolioLinks().nth(index)).toHaveAttribute('href', item.path)
    }
    await page.keyboard.press('Escape')
    await expect(chrome.portfolioLinks().first()).toBeHidden()
    await expect(chrome.portfolioButton).toBeFocused()

    await chrome.portfolioButton.click()
    await expect(chrome.portfolioLinks().first()).toBeVisible()
    await page.locator('main').click({ position: { x: 5, y: 300 } })
    await expect(chrome.portfolioLinks().first()).toBeHidden()
  })

  test('Portfolio dropdown works from the keyboard and navigates', async ({ page }) => {
    await gotoHydrated(page, stillPage)
    const chrome = new SiteChrome(page)
    await chrome.portfolioButton.focus()
    await page.keyboard.press('ArrowDown')
    await expect(chrome.portfolioLinks().first()).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(chrome.portfolioLinks().nth(1)).toBeFocused()
    await page.keyboard.press('End')
    await expect(chrome.portfolioLinks().nth(5)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/portfolio\/photography$/)
    await expect(chrome.portfolioLinks().first()).toBeHidden()
  })

  test('Portfolio dropdown closes when keyboard focus tabs past it', async ({ page }) => {
    await gotoHydrated(page, stillPage)
    const chrome = new SiteChrome(page)
    await chrome.portfolioButton.focus()
    await page.keyboard.press('ArrowDown')
    await expect(chrome.portfolioLinks().first()).toBeFocused()
    // Through the menu's links (focus moving inside keeps it open), then one step past the last.
    await page.keyboard.press('End')
    await expect(chrome.portfolioLinks().last()).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(chrome.portfolioLinks().first()).toBeHidden()
    await expect(chrome.portfolioButton).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('header on a phone viewport', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('menu panel is a dialog titled Menu, full width, with the same entries', async ({ page }) => {
    await gotoHydrated(page, stillPage)
    const chrome = new SiteChrome(page)
    await expect(chrome.portfolioButton).toBeHidden()
    await chrome.menuButton.click()
    await expect(chrome.mobileMenu).toBeVisible()
    await expect(chrome.mobileMenu).toHaveAttribute('aria-modal', 'true')
    // The panel slides in; measure once it has arrived.
    await expect.poll(async () => (await chrome.mobileMenu.boundingBox())?.x).toBe(0)
    const panel = await chrome.mobileMenu.boundingBox()
    expect(panel?.width).toBe(390)
    expect(panel?.y).toBe(0)
    expect(panel?.height).toBe(844)
    for (const item of portfolioNav) {
      await expect(chrome.mobileMenu.getByRole('link', { name: item.name })).toHaveAttribute('href', item.path)
    }
    await expect(chrome.mobileMenu.getByRole('link', { name: 'Skills' })).toBeVisible()
    await expect(chrome.mobileMenu.getByRole('link', { name: 'About Me' })).toBeVisible()
    const contact = chrome.mobileMenu.getByRole('link', { name: 'Contact' })
    const contactBox = await contact.boundingBox()
    expect((contactBox?.y ?? 0) + (contactBox?.height ?? 0)).toBeGreaterThan(844 - 40)
  })

  test('Escape closes the menu and focus returns to the menu button; Tab stays inside', async ({ page }) => {
    await gotoHydrated(page, stillPage)
    const chrome = new SiteChrome(page)
    await chrome.menuButton.click()
    await expect(chrome.mobileMenu).toBeVisible()
    // The focus trap takes focus once the lazily loaded panel has mounted: Tab from there.
    await expect.poll(() => chrome.mobileMenu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab')
      const inside = await chrome.mobileMenu.evaluate((dialog) => dialog.contains(document.activeElement))
      expect(inside).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(chrome.mobileMenu).toBeHidden()
    await expect(chrome.menuButton).toBeFocused()
  })

  test('choosing a link closes the menu and navigates', async ({ page }) => {
    await gotoHydrated(page, stillPage)
    const chrome = new SiteChrome(page)
    await chrome.menuButton.click()
    await chrome.mobileMenu.getByRole('link', { name: 'Skills' }).click()
    await expect(page).toHaveURL(/\/skills$/)
    await expect(chrome.mobileMenu).toBeHidden()
  })
})

test('menu panel is 420 px wide on a medium screen', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 })
  await gotoHydrated(page, stillPage)
  const chrome = new SiteChrome(page)
  await chrome.menuButton.click()
  await expect.poll(async () => (await chrome.mobileMenu.boundingBox())?.x).toBe(0)
  expect((await chrome.mobileMenu.boundingBox())?.width).toBe(420)
})
