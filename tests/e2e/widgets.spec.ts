import { type Page, expect, test } from '@playwright/test'
import { ChatWidget } from './pages/chat'
import { builtInYear, stillPage } from './helpers/routes'
import { FRAME_WAIT_CAP_MS, drawFrames } from './helpers/frames'

const PHONE = { width: 390, height: 844 }
/** Smaller than a floating button (56 px), so every element's centre is sampled inside a button's band. */
const STEP_PX = 40
const MAX_STEPS = 300

/**
 * Scrolls the page top to bottom in STEP_PX steps (waiting two frames each, so lazily rendered
 * sections are laid out) and, at every step, hit-tests the centre of each interactive element on
 * screen. Returns the elements a floating button sits on, and whether the end was reached.
 * A stretched link (an `::after` over its card) counts by its card, the area a visitor taps.
 */
function coveredWhileScrolling(page: Page) {
  return page.evaluate(
    async ({ step, maxSteps, cap }) => {
      // Two frames, or the cap if the browser draws none (see drawFrames in helpers/frames.ts).
      const frame = () =>
        new Promise((resolve) => {
          requestAnimationFrame(() => requestAnimationFrame(resolve))
          setTimeout(resolve, cap)
        })
      const floating = [
        document.querySelector('[data-testid="whatsapp-button"]'),
        document.querySelector('button[aria-haspopup="dialog"]'),
      ].filter((el): el is HTMLElement => el instanceof HTMLElement)
      const interactive = 'a[href], button, input, textarea, select, [tabindex]:not([tabindex="-1"]), [role="slider"]'
      const covered = new Set<string>()
      let reachedEnd = false
      for (let i = 0; i < maxSteps && !reachedEnd; i++) {
        window.scrollTo(0, i * step)
        await frame()
        reachedEnd = window.scrollY >= document.documentElement.scrollHeight - window.innerHeight - 1
        for (const el of document.querySelectorAll<HTMLElement>(interactive)) {
          if (floating.some((f) => f.contains(el))) continue
          const after = getComputedStyle(el, '::after')
          const target = after.content !== 'none' && after.position === 'absolute' && el.offsetParent ? el.offsetParent : el
          const box = target.getBoundingClientRect()
          if (box.width === 0 || box.height === 0) continue
          const x = box.left + box.width / 2
          const y = box.top + box.height / 2
          if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue
          const hit = document.elementFromPoint(x, y)
          if (hit && floating.some((f) => f.contains(hit))) {
            covered.add(`${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`)
          }
        }
      }
      return { covered: [...covered], reachedEnd, floatingButtons: floating.length }
    },
    { step: STEP_PX, maxSteps: MAX_STEPS, cap: FRAME_WAIT_CAP_MS },
  )
}

test.describe('floating buttons on a phone (390 px)', () => {
  test.use({ viewport: PHONE })

  for (const path of ['/', '/home', '/portfolio', '/portfolio/photography', '/portfolio/ai-video-section1', '/contact']) {
    test(`cover no link or button at any scroll position: ${path}`, async ({ page }) => {
      await page.goto(path)
      const result = await coveredWhileScrolling(page)
      expect(result.floatingButtons, 'both floating buttons are on the page').toBe(2)
      expect(result.reachedEnd, 'scrolled to the end of the page').toBe(true)
      expect(result.covered).toEqual([])
    })
  }

  test('leave the copyright line clear at the end of the page', async ({ page }) => {
    await page.goto('/portfolio/brand-identity')
    const copyright = page.getByText(`© ${builtInYear()}`)
    // Sections render lazily and grow as they come near: scroll again until the end stays the end.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        await drawFrames(page)
        return page.evaluate(() => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1)
      })
      .toBe(true)
    // The text itself, not its paragraph (whose bottom padding is the room made for the buttons).
    const line = await copyright.evaluate((el) => {
      const range = document.createRange()
      range.selectNodeContents(el)
      const box = range.getBoundingClientRect()
      return { bottom: box.bottom, height: box.height }
    })
    expect(line.height, 'the copyright text is laid out').toBeGreaterThan(0)
    for (const button of [page.getByTestId('whatsapp-button'), new ChatWidget(page).launcher]) {
      const box = await button.boundingBox()
      expect(box, 'the floating button is laid out').not.toBeNull()
      expect(line.bottom, 'the copyright line ends above the floating buttons').toBeLessThanOrEqual(box!.y)
    }
  })

  test('the messaging button steps aside while the chat is open or minimized, and returns when it closes', async ({ page }) => {
    const chat = new ChatWidget(page)
    await page.goto(stillPage)
    await chat.waitUntilInteractive()
    await expect(chat.whatsapp).toBeVisible()
    await chat.launcher.click()
    await expect(chat.panel).toBeVisible()
    await expect(chat.whatsapp).toBeHidden()
    await chat.minimizeButton.click()
    await expect(chat.restoreButton).toBeVisible()
    await expect(chat.whatsapp).toBeHidden()
    await chat.closeButton.click()
    await expect(chat.panel).toBeHidden()
    await expect(chat.whatsapp).toBeVisible()
  })

  test('step out of the way of the text while the visitor scrolls down, and come back on the way up, at the end and on focus', async ({
    page,
  }) => {
    const chat = new ChatWidget(page)
    await page.goto('/portfolio/brand-identity')
    await chat.waitUntilInteractive()
    const buttons = [chat.whatsapp, chat.launcher]
    for (const button of buttons) await expect(button).toBeInViewport()

    await page.mouse.wheel(0, 600)
    for (const button of buttons) await expect(button).not.toBeInViewport()
    await page.mouse.wheel(0, -200)
    for (const button of buttons) await expect(button).toBeInViewport()

    await page.mouse.wheel(0, 400)
    await expect(chat.launcher).not.toBeInViewport()
    await chat.launcher.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await expect(chat.launcher).toBeFocused()
    await expect(chat.launcher).toBeInViewport()

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    for (const button of buttons) await expect(button).toBeInViewport()
  })
})

test.describe('floating buttons on a laptop (1366 px)', () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test('the messaging button stays beside the open chat, which does not cover it', async ({ page }) => {
    const chat = new ChatWidget(page)
    await page.goto(stillPage)
    await chat.waitUntilInteractive()
    await chat.launcher.click()
    await expect(chat.panel).toBeVisible()
    await expect(chat.whatsapp).toBeVisible()
    const button = (await chat.whatsapp.boundingBox())!
    const panel = (await chat.panel.boundingBox())!
    expect(button.x + button.width, 'the messaging button ends left of the chat card').toBeLessThan(panel.x)
  })
})
