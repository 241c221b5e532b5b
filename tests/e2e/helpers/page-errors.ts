import type { Page } from '@playwright/test'

/** Uncaught exceptions in the page (a script the policy broke would show up here too). */
export function recordPageErrors(page: Page) {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/**
 * Scrolls to the bottom in steps of most of a viewport, rendering a frame at each stop so lazily
 * loaded images and sections start loading, then waits for the network to be quiet and returns
 * to the top.
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight * 0.8) {
      scrollTo(0, y)
      await frame()
    }
    scrollTo(0, document.documentElement.scrollHeight)
    await frame()
  })
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => scrollTo(0, 0))
}
