import type { Page } from '@playwright/test'

/** At most this long for two frames: see `drawFrames`. */
export const FRAME_WAIT_CAP_MS = 250

/**
 * Lets the page draw two frames (layout, intersection observers, lazily rendered sections). A busy
 * or just-resized headless Chromium sometimes draws none for a while, and `requestAnimationFrame`
 * then never fires, so the wait also ends after FRAME_WAIT_CAP_MS: callers use it to pace steps and
 * then check the state they need, never that a frame came.
 */
export function drawFrames(page: Page) {
  return page.evaluate(
    (cap) =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
        setTimeout(resolve, cap)
      }),
    FRAME_WAIT_CAP_MS,
  )
}

/** Scrolls from the top to the end in steps of `fraction` of the viewport, drawing frames at each stop; bounded, even if the page keeps growing. */
export async function scrollInSteps(page: Page, fraction: number, maxSteps = 200) {
  for (let i = 0; i < maxSteps; i++) {
    const atEnd = await page.evaluate(
      ([step, f]) => {
        const y = step * Math.max(100, innerHeight * f)
        scrollTo({ top: y, behavior: 'instant' })
        return y >= document.documentElement.scrollHeight - innerHeight
      },
      [i, fraction] as const,
    )
    await drawFrames(page)
    if (atEnd) return
  }
}
