import { expect, test } from '@playwright/test'
import { redirects } from '#content/ids.ts'
import { pagePaths } from '#content/lib/routes.ts'
import { uiCopy } from '#content/ui.ts'
import { gotoHydrated } from './helpers/hydration'

test('every route of the registry answers 200 with server-rendered HTML', async ({ request }) => {
  for (const path of pagePaths) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(200)
    expect(response.headers()['content-type'], path).toContain('text/html')
    expect(await response.text(), path).toMatch(/<h1[\s>]/)
  }
})

test('old paths redirect permanently on the server', async ({ request }) => {
  for (const [from, to] of Object.entries(redirects)) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect([301, 308], from).toContain(response.status())
    expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname, from).toBe(to)
  }
})

test('a client-side visit to an old path replaces the history entry', async ({ page }) => {
  // The router answers popstate once the page has hydrated.
  await gotoHydrated(page, '/home')
  const before = await page.evaluate(() => history.length)
  await page.evaluate(() => {
    history.pushState({}, '', '/portfolio/ai')
    dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page).toHaveURL(/\/portfolio\/artificial-intelligence$/)
  expect(await page.evaluate(() => history.length)).toBe(before + 1)
  await page.goBack()
  await expect(page).toHaveURL(/\/home$/)
})

test('an unknown path answers 404 with the not-found page, noindex, and logs in the browser', async ({ page, request }) => {
  const response = await request.get('/this/does-not-exist')
  expect(response.status()).toBe(404)
  const html = await response.text()
  expect(html).toContain(uiCopy.notFound.message)
  expect(html).toMatch(/<meta name="robots" content="noindex"/)

  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto('/portfolio/not-a-project')
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible()
  await expect(page.getByText(uiCopy.notFound.message)).toBeVisible()
  await expect.poll(() => errors.some((text) => text.includes('/portfolio/not-a-project'))).toBe(true)
  await page.getByRole('link', { name: uiCopy.notFound.returnHome }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('contact and showcase placeholders', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.getByRole('heading', { name: 'Contact Page - Coming Soon' })).toBeVisible()
  await expect(page.locator('main').getByRole('link', { name: /whatsapp/i })).toHaveAttribute('rel', 'noopener noreferrer')
  await page.goto('/showcase')
  await expect(page.getByRole('heading', { name: 'Showcase Gallery - Coming Soon' })).toBeVisible()
})

test('privacy and terms are real pages with their text', async ({ page }) => {
  await page.goto('/privacy')
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  await expect(page.locator('main')).toContainText(/cookies/i)
  await page.goto('/terms')
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
  await expect(page.locator('main')).toContainText(/permission/i)
})
