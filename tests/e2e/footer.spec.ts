import { expect, test } from '@playwright/test'
import { uiCopy } from '#content/ui.ts'
import { SiteChrome } from './pages/site'
import { builtInYear, stillPage } from './helpers/routes'

test('footer sections, text and copyright', async ({ page }) => {
  await page.goto(stillPage)
  const { footer } = new SiteChrome(page)
  for (const title of [uiCopy.footer.services, uiCopy.footer.quickLinks, uiCopy.footer.contact, uiCopy.footer.legal]) {
    await expect(footer.getByRole('heading', { name: title })).toBeVisible()
  }
  await expect(footer).toContainText(uiCopy.footer.blurb)
  await expect(footer).toContainText(`© ${builtInYear()}`)
  await expect(footer).toContainText(uiCopy.footer.rights)
  await expect(footer.getByRole('list', { name: uiCopy.footer.socialProfiles }).getByRole('link')).toHaveCount(4)
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1)
})

test('every footer link resolves: internal ones to 200 pages, new-tab ones are safe', async ({ page, request }) => {
  await page.goto(stillPage)
  const { footer } = new SiteChrome(page)
  const links = await footer
    .locator('a')
    .evaluateAll((anchors) =>
      anchors.map((a) => ({ href: a.getAttribute('href') ?? '', target: a.getAttribute('target'), rel: a.getAttribute('rel') })),
    )
  expect(links.length).toBeGreaterThan(15)
  for (const link of links) {
    if (link.href.startsWith('/')) {
      const response = await request.get(link.href)
      expect(response.status(), link.href).toBe(200)
    } else if (link.target === '_blank') {
      expect(link.href, link.href).toMatch(/^https:\/\//)
      expect(link.rel, link.href).toBe('noopener noreferrer')
    } else {
      expect(link.href).toMatch(/^mailto:/)
    }
  }
})

test('every new-tab link on the site carries rel="noopener noreferrer"', async ({ page }) => {
  for (const path of ['/', '/home', '/portfolio', '/portfolio/web-design', '/portfolio/videography', '/contact']) {
    await page.goto(path)
    const unsafe = await page
      .locator('a[target="_blank"]')
      .evaluateAll((anchors) => anchors.filter((a) => a.getAttribute('rel') !== 'noopener noreferrer').map((a) => a.outerHTML))
    expect(unsafe, path).toEqual([])
  }
})
