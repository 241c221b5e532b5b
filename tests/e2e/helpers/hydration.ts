import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Waits until React has hydrated the document (its fiber keys sit on <body>) and the network
 * is quiet, so lazily loaded chunks and images are in before anything is measured.
 */
export async function waitForHydration(page: Page) {
  await page.waitForLoadState('networkidle')
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith('__reactFiber'))), {
      message: 'React hydrated the page',
    })
    .toBe(true)
}

/** Visits a path and waits for hydration. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path)
  await waitForHydration(page)
  return response
}

/**
 * Waits until React has hydrated this element: a section that hydrates when it comes into view
 * keeps its server HTML, without handlers, until then.
 */
export async function waitForHydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber'))), {
      message: 'React hydrated the element',
    })
    .toBe(true)
}
