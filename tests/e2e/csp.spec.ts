import { expect, test } from '@playwright/test'
import { ChatWidget } from './pages/chat'
import { PortfolioPage } from './pages/project'
import { SiteChrome } from './pages/site'
import { recordCspViolations } from './helpers/csp'
import { waitForHydration } from './helpers/hydration'
import { recordPageErrors } from './helpers/page-errors'

// Every route hydrating, loading everything and switching theme under its policy: every-route.spec.ts.

test('lazily loaded code under the policy: mobile menu, client navigation, lightbox, comparison slider', async ({ page }) => {
  const violations = await recordCspViolations(page)
  const errors = recordPageErrors(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/home')
  await waitForHydration(page)
  const chrome = new SiteChrome(page)
  await chrome.menuButton.click()
  await expect(chrome.mobileMenu).toBeVisible()
  await chrome.mobileMenu.getByRole('link', { name: 'Graphics' }).click()
  await expect(page).toHaveURL(/\/portfolio\/graphics$/)
  await page.getByTestId('project-card').first().getByRole('link').first().click()
  await expect(page).toHaveURL(/\/portfolio\/[\w-]+$/)
  await page.waitForLoadState('networkidle')

  const portfolio = new PortfolioPage(page)
  await portfolio.goto('typography-posts')
  await portfolio.galleriesReady()
  await portfolio.galleryImages.first().click()
  await expect(portfolio.lightbox).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(portfolio.lightboxCounter).toHaveText('2 / 9')
  await page.keyboard.press('Escape')

  await portfolio.goto('ai-enhanced')
  await portfolio.sliderReady()
  await portfolio.sliderHandle.focus()
  await page.keyboard.press('End')
  await expect(portfolio.sliderHandle).toHaveAttribute('aria-valuenow', '100')
  await page.waitForLoadState('networkidle')
  expect(await violations.all()).toEqual([])
  expect(errors).toEqual([])
})

test('the chat loads, asks the API (connect-src) and shows the answer without a violation', async ({ page }) => {
  const violations = await recordCspViolations(page)
  const errors = recordPageErrors(page)
  const chat = new ChatWidget(page)
  await chat.goto('/home')
  await chat.open()
  await chat.send('What services do you offer?')
  await expect(chat.assistantMessages()).toHaveCount(2)
  await expect(chat.assistantMessages().last()).toContainText(/\w{4,}/)
  await page.waitForLoadState('networkidle')
  expect(await violations.all()).toEqual([])
  expect(errors).toEqual([])
})

test('the policy is enforced: an injected inline script and an inline handler are refused and reported', async ({ page }) => {
  const violations = await recordCspViolations(page)
  await page.goto('/home')
  await waitForHydration(page)
  const outcome = await page.evaluate(() => {
    const w = window as unknown as { injectedRan?: boolean; handlerRan?: boolean }
    const script = document.createElement('script')
    script.textContent = 'window.injectedRan = true'
    document.body.append(script)
    const button = document.createElement('button')
    button.setAttribute('onclick', 'window.handlerRan = true')
    document.body.append(button)
    button.click()
    return { inlineRan: w.injectedRan === true, handlerRan: w.handlerRan === true }
  })
  expect(outcome).toEqual({ inlineRan: false, handlerRan: false })
  await expect
    .poll(async () => (await violations.events()).map((violation) => violation.directive).sort())
    .toEqual(['script-src-attr', 'script-src-elem'])
})
