import { expect, type Locator, type Page } from '@playwright/test'
import { scrollInSteps } from './frames'

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

/**
 * Resolves when every finite animation and transition running in the document (or on `target`
 * and its descendants) has finished: a panel that slides in is in place, a theme switch has
 * reached its final colours. Endless and paused animations are left out; they never settle. Waits on the
 * animations' own `finished` promises, so a slow machine simply takes longer.
 */
export async function animationsSettled(target: Page | Locator) {
  const settle = async (root?: Element) => {
    const animations = root ? root.getAnimations({ subtree: true }) : document.getAnimations()
    const finite = animations.filter(
      (animation) => animation.playState === 'running' && Number(animation.effect?.getComputedTiming().activeDuration ?? 0) !== Infinity,
    )
    // A cancelled animation (its element removed) rejects `finished`; it has settled too.
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
  }
  if ('mainFrame' in target) await target.evaluate(settle, undefined)
  else await target.evaluate(settle)
}

/**
 * Waits until `panel` has finished any animation and its box lies wholly inside the viewport: a
 * sliding panel is then in its final place, whatever the machine's speed. Use before checking
 * where focus or content stands inside such a panel.
 */
export async function settledInViewport(panel: Locator) {
  await animationsSettled(panel)
  await expect
    .poll(
      () =>
        panel.evaluate((el) => {
          const box = el.getBoundingClientRect()
          return box.width > 0 && box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight
        }),
      { message: 'the panel is in place inside the viewport' },
    )
    .toBe(true)
}

/**
 * Scrolls down the page half a viewport at a time, so every section comes into view, and lets
 * the browser render two frames at each stop: enough for intersection observers to report the
 * section as seen, on a fast machine or a slow one.
 */
export async function scrollSlowly(page: Page) {
  await scrollInSteps(page, 0.5)
}
