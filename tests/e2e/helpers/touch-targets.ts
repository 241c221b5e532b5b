import type { Page } from '@playwright/test'

/** The smallest box a visitor's finger should have to hit on a phone (WCAG 2.5.5, Apple's and Google's guides). */
export const MIN_TARGET_PX = 44

/**
 * Everything a visitor taps that is smaller than 44 x 44 px, as "what (w x h)". Exempt, as in
 * WCAG 2.5.8: a link inside a sentence (inline, with text of its own block around it), and
 * controls the page does not show (hidden, zero-sized, or visually hidden until focused).
 */
export async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="slider"], [role="tab"], [role="switch"]'
    const inSentence = (el: Element) => {
      if (getComputedStyle(el).display !== 'inline') return false
      let block = el.parentElement
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement
      const own = (el.textContent ?? '').trim()
      const all = (block?.textContent ?? '').replace(/\s+/g, ' ').trim()
      return all.length > own.length + 1
    }
    // A 'stretched' link: its ::after covers the nearest positioned ancestor (a whole card), which is what a finger hits.
    const hitBox = (el: Element) => {
      const after = getComputedStyle(el, '::after')
      const stretched = after.position === 'absolute' && after.content !== 'none' && el instanceof HTMLElement && el.offsetParent
      return (stretched ? el.offsetParent : el).getBoundingClientRect()
    }
    const small: string[] = []
    for (const el of document.querySelectorAll(selector)) {
      if (el.closest('[hidden], [inert], [aria-hidden="true"]') || getComputedStyle(el).visibility === 'hidden') continue
      const box = hitBox(el)
      // Zero-sized, or visually hidden until focused (a skip link): nothing to tap.
      if (box.width <= 1 || box.height <= 1) continue
      if (box.width >= min - 0.5 && box.height >= min - 0.5) continue
      if (inSentence(el)) continue
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
      small.push(`${el.tagName.toLowerCase()} "${name}" (${Math.round(box.width)} x ${Math.round(box.height)})`)
    }
    return small
  }, MIN_TARGET_PX)
}
