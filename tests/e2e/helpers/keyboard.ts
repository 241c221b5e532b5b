import { expect, type Locator, type Page } from '@playwright/test'

/** What has focus, for messages: tag and accessible label or text. */
export const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return 'body'
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? ''
    return `${el.tagName.toLowerCase()} "${name}"`
  })

/**
 * Where the focused element stands: a problem description when it cannot be seen (no size,
 * hidden) or is entirely covered by other content such as the sticky header (WCAG 2.4.11),
 * or null when a sighted keyboard user can see it.
 */
const focusProblem = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return 'focus fell back to the page body'
    const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`
    const rect = el.getBoundingClientRect()
    if (rect.width < 1 || rect.height < 1) return `${name} has no size`
    if (getComputedStyle(el).visibility === 'hidden' || el.closest('[hidden], [inert]')) return `${name} is hidden`
    const inset = (size: number) => Math.min(4, size / 4)
    const points = [
      [rect.left + rect.width / 2, rect.top + rect.height / 2],
      [rect.left + inset(rect.width), rect.top + inset(rect.height)],
      [rect.right - inset(rect.width), rect.top + inset(rect.height)],
      [rect.left + inset(rect.width), rect.bottom - inset(rect.height)],
      [rect.right - inset(rect.width), rect.bottom - inset(rect.height)],
    ].filter(([x, y]) => x! >= 0 && y! >= 0 && x! < innerWidth && y! < innerHeight)
    if (points.length === 0) return `${name} is outside the viewport`
    const seen = points.some(([x, y]) => {
      const hit = document.elementFromPoint(x!, y!)
      return hit !== null && (el.contains(hit) || hit.contains(el))
    })
    return seen ? null : `${name} is covered by ${document.elementFromPoint(points[0]![0]!, points[0]![1]!)?.outerHTML.slice(0, 80)}`
  })

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; fails if it is
 * not reached within `max` presses, or if any stop on the way is invisible or covered.
 */
export async function tabTo(page: Page, target: Locator, { max = 60, backwards = false } = {}) {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    const problem = await focusProblem(page)
    expect(problem, `Tab stop ${presses}`).toBeNull()
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return presses
  }
  throw new Error(`Tab never reached the target; focus ended on ${await describeFocus(page)}`)
}

/** Screenshot of an element with a margin, so a ring or outline drawn around it is included. */
async function shotAround(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded()
  const box = await target.boundingBox()
  if (!box) throw new Error('element not laid out')
  const margin = 8
  const viewport = page.viewportSize()!
  const x = Math.max(0, box.x - margin)
  const y = Math.max(0, box.y - margin)
  return page.screenshot({
    clip: {
      x,
      y,
      width: Math.min(viewport.width - x, box.width + 2 * margin),
      height: Math.min(viewport.height - y, box.height + 2 * margin),
    },
    animations: 'disabled',
  })
}

/**
 * Tabs to `target` and checks the focus can be seen: the element matches :focus-visible and
 * looks different focused than it did before (an outline, a ring, a colour change).
 */
export async function tabToVisibly(page: Page, target: Locator, options: { max?: number; backwards?: boolean } = {}) {
  const before = await shotAround(page, target)
  const presses = await tabTo(page, target, options)
  expect(await target.evaluate((el) => el.matches(':focus-visible')), 'focus is :focus-visible').toBe(true)
  const after = await shotAround(page, target)
  expect(after.equals(before), 'the focused element looks focused').toBe(false)
  return presses
}
