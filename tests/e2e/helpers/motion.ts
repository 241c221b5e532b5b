import type { Page } from '@playwright/test'

/**
 * Installs, before any page script, a counter of animation-frame loops: a callback that
 * schedules the next frame from inside a frame is one more link in a chain; a running
 * animation loop makes a chain of about 60 links a second, a one-off frame a chain of 1.
 */
export async function recordFrameLoops(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __longestFrameChain: number }
    w.__longestFrameChain = 0
    const original = window.requestAnimationFrame.bind(window)
    let currentDepth = 0
    window.requestAnimationFrame = (callback) => {
      const depth = currentDepth + 1
      return original((time) => {
        currentDepth = depth
        w.__longestFrameChain = Math.max(w.__longestFrameChain, depth)
        try {
          callback(time)
        } finally {
          currentDepth = 0
        }
      })
    }
  })
  return {
    longestChain: () => page.evaluate(() => (window as unknown as { __longestFrameChain: number }).__longestFrameChain),
    reset: () => page.evaluate(() => void ((window as unknown as { __longestFrameChain: number }).__longestFrameChain = 0)),
  }
}

/** CSS and Web Animations that last longer than `maxMs` (or forever): one line each. */
export const longAnimations = (page: Page, maxMs = 1) =>
  page.evaluate((limit) => {
    return document.getAnimations().flatMap((animation) => {
      const timing = animation.effect?.getComputedTiming()
      const duration = Number(timing?.activeDuration ?? 0)
      if (duration <= limit) return []
      const target = (animation.effect as KeyframeEffect | null)?.target
      const where = target ? `${target.tagName.toLowerCase()}.${[...target.classList].join('.')}` : 'document'
      const name = (animation as CSSAnimation).animationName ?? (animation as CSSTransition).transitionProperty ?? animation.id
      return [`${name} on ${where}: ${duration === Infinity ? 'infinite' : `${Math.round(duration)} ms`}`]
    })
  }, maxMs)

/** Scrolls down the page slowly, so every section comes into view for a moment, and back to the top. */
export async function scrollSlowly(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo({ top: y, behavior: 'instant' })
      await new Promise((resolve) => setTimeout(resolve, 120))
    }
  })
}
