import { expect, type Page } from '@playwright/test'
import { waitForHydration } from './hydration'

export const themes = ['light', 'dark'] as const
export type Theme = (typeof themes)[number]

/** Stores the theme the way the site does (localStorage 'theme'), reloads and checks the page took it. */
export async function applyTheme(page: Page, theme: Theme) {
  await page.evaluate((value) => localStorage.setItem('theme', value), theme)
  await page.reload()
  await waitForHydration(page)
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark')), `theme ${theme}`).toBe(theme === 'dark')
}
