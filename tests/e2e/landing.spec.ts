import { expect, test, type Page } from '@playwright/test'
import { landingContent } from '#content/landing.ts'
import { gotoHydrated } from './helpers/hydration'

/**
 * Opens the landing page with the clock under the test's control (on a busy machine the 400 ms
 * could otherwise pass before the assertions run), presses the enter button once hydrated and
 * checks it disabled itself. Time then moves only through page.clock.
 */
async function pressEnterOnPausedClock(page: Page) {
  await page.clock.install()
  await page.goto('/')
  await expect(page.locator('main')).toHaveAttribute('data-hydrated', 'true')
  await page.clock.pauseAt(Date.now() + 60_000)
  const enter = page.getByTestId('enter-button')
  await enter.click()
  await expect(enter).toBeDisabled()
  return enter
}

test('landing shows its texts, its own main landmark, 20 dots and no site header', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('main')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Discovery' })).toBeVisible()
  await expect(page.getByText(landingContent.tagline)).toBeVisible()
  const enter = page.getByTestId('enter-button')
  await expect(enter).toContainText('Journey Home')
  await expect(enter).toContainText('Click to enter the creative realm')
  await expect(page.locator('[data-dot]')).toHaveCount(20)
  await expect(page.locator('[data-dot]').first()).toHaveCSS('animation-duration', '3s, 6s')
  await expect(page.locator('header')).toHaveCount(0)
  await expect(page.locator('footer')).toHaveCount(0)
})

test('the enter flow: labels change, the button disables, /home exactly 400 ms later', async ({ page }) => {
  const enter = await pressEnterOnPausedClock(page)
  await expect(enter).toContainText('Entering creative realm...')
  await expect(page.getByRole('status')).toHaveText('Transitioning...')

  await page.clock.runFor(200)
  expect(new URL(page.url()).pathname).toBe('/')
  await page.clock.runFor(199)
  expect(new URL(page.url()).pathname).toBe('/')
  await page.clock.runFor(1)
  await page.clock.resume()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Creative Digital Design' })).toBeVisible()
})

test('under reduced motion the flow still goes to /home, without the slide-out animation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await pressEnterOnPausedClock(page)
  expect(await page.locator('.landing-slide-out').count()).toBe(0)
  await page.clock.runFor(400)
  await page.clock.resume()
  await expect(page).toHaveURL(/\/home$/)
})

test('hydrates without errors; the glow follows the pointer; decorations never catch the pointer', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  page.on('pageerror', (error) => errors.push(error.message))
  // The glow listens for pointer moves from an effect that runs just after it appears: count the
  // window's pointermove listeners and move the mouse once one is there, so the move is heard.
  await page.addInitScript(() => {
    const w = window as unknown as { __pointerMoveListeners: number }
    w.__pointerMoveListeners = 0
    const add = window.addEventListener.bind(window)
    window.addEventListener = function (this: Window, ...args: Parameters<Window['addEventListener']>) {
      if (args[0] === 'pointermove') w.__pointerMoveListeners++
      return add(...args)
    } as Window['addEventListener']
  })
  await gotoHydrated(page, '/')
  const glow = page.getByTestId('pointer-glow')
  await expect(glow).toBeAttached()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __pointerMoveListeners: number }).__pointerMoveListeners), {
      message: 'the glow listens for pointer moves',
    })
    .toBeGreaterThan(0)
  await page.mouse.move(300, 200)
  await expect(glow).toHaveCSS('opacity', '1')
  expect(await glow.evaluate((el) => el.style.transform)).toContain('translate3d(300px, 200px, 0px)')
  expect(await glow.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none')
  const canvas = page.locator('main canvas')
  await expect(canvas).toHaveAttribute('aria-hidden', 'true')
  expect(await canvas.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none')
  expect(Number(await canvas.getAttribute('data-particles'))).toBeGreaterThanOrEqual(12)
  expect(errors).toEqual([])
})

test('dots sit at the same places in the server HTML and after hydration', async ({ page, request }) => {
  const html = await (await request.get('/')).text()
  const serverStyles = [...html.matchAll(/<span data-dot="" class="[^"]*" style="([^"]*)"/g)].map((m) => m[1])
  expect(serverStyles).toHaveLength(20)
  await page.goto('/')
  await expect(page.locator('main')).toHaveAttribute('data-hydrated', 'true')
  const clientTops = await page.locator('[data-dot]').evaluateAll((dots) => dots.map((dot) => (dot as HTMLElement).style.top))
  expect(clientTops).toEqual(serverStyles.map((style) => /top:\s*([^;]+)/.exec(style ?? '')?.[1]))
})

test('no pointer glow under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  // Before hydration there is no glow on any device: look once the page runs.
  await expect(page.locator('main')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByTestId('pointer-glow')).toHaveCount(0)
})

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })

  test('there is no pointer glow, and the enter button still works by tap', async ({ page }) => {
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await expect(page.locator('main')).toHaveAttribute('data-hydrated', 'true')
    await expect(page.getByTestId('pointer-glow')).toHaveCount(0)
    await page.getByTestId('enter-button').tap()
    await expect(page).toHaveURL(/\/home$/)
  })
})
