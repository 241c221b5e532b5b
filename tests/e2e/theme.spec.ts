import { expect, test } from '@playwright/test'
import { uiCopy } from '#content/ui.ts'
import { SiteChrome } from './pages/site'
import { gotoHydrated } from './helpers/hydration'
import { stillPage } from './helpers/routes'

test('defaults to light, toggles to dark, persists under the key theme', async ({ page }) => {
  await gotoHydrated(page, stillPage)
  const chrome = new SiteChrome(page)
  expect(await chrome.isDark()).toBe(false)
  await chrome.themeToggle.click()
  expect(await chrome.isDark()).toBe(true)
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
  await expect(chrome.themeToggle).toHaveAccessibleName(uiCopy.theme.toLight)
  await chrome.themeToggle.click()
  expect(await chrome.isDark()).toBe(false)
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
})

test('a stored dark theme is applied before the body exists (no flash on reload)', async ({ page }) => {
  await page.goto(stillPage)
  await page.evaluate(() => localStorage.setItem('theme', 'dark'))
  // Record the <html> class at the moment <body> is inserted, before anything can paint.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.body) {
        ;(window as unknown as { darkAtBody: boolean }).darkAtBody = document.documentElement.classList.contains('dark')
        observer.disconnect()
      }
    }).observe(document, { childList: true, subtree: true })
  })
  await page.reload()
  expect(await page.evaluate(() => (window as unknown as { darkAtBody?: boolean }).darkAtBody)).toBe(true)
  const chrome = new SiteChrome(page)
  await expect(chrome.themeToggle).toHaveAccessibleName(uiCopy.theme.toLight)
  const background = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--c-bg').trim())
  expect(background).toBe('#0b0b14')
})

test('the landing page has its own fixed theme button', async ({ page }) => {
  await gotoHydrated(page, '/')
  const toggle = page.getByTestId('theme-toggle')
  await expect(toggle).toBeVisible()
  expect(await toggle.evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
  await toggle.click()
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
})
