import type { Page } from '@playwright/test'
import { drawFrames, scrollInSteps } from './frames'

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
  await scrollInSteps(page, 0.8)
  await page.evaluate(() => scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
  await drawFrames(page)
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }))
}
