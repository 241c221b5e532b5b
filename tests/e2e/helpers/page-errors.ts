import type { Page } from '@playwright/test'

/** Uncaught exceptions in the page (a script the policy broke would show up here too). */
export function recordPageErrors(page: Page) {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** Scrolls to the bottom in viewport steps, so lazily loaded images and sections load, then waits for the network. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight * 0.8) {
      scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 30))
    }
    scrollTo(0, document.documentElement.scrollHeight)
  })
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => scrollTo(0, 0))
}
