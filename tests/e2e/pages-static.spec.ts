import { expect, test } from '@playwright/test'
import { aboutContent, capabilities, overviewSkills } from '#content/about.ts'
import { skillGroups } from '#content/skills.ts'
import { gotoHydrated } from './helpers/hydration'

test.describe('skills', () => {
  test('ten groups of five labelled progress bars between 78 and 95', async ({ page }) => {
    await page.goto('/skills')
    await expect(page.getByRole('heading', { level: 1, name: 'Skills and Expertise' })).toBeVisible()
    const groups = page.getByTestId('skill-group')
    await expect(groups).toHaveCount(10)
    for (const [index, group] of skillGroups.entries()) {
      const card = groups.nth(index)
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(group.title)
      await expect(card.getByText(group.description)).toBeVisible()
      await expect(card.getByRole('img')).toHaveAttribute('alt', group.image.alt)
      const bars = card.getByRole('progressbar')
      await expect(bars).toHaveCount(5)
      for (const skill of group.skills) {
        const bar = card.getByRole('progressbar', { name: skill.name, exact: true })
        await expect(bar).toHaveAttribute('aria-valuenow', String(skill.level))
        await expect(bar).toHaveAttribute('aria-valuemin', '0')
        await expect(bar).toHaveAttribute('aria-valuemax', '100')
      }
    }
    const values = await page.getByRole('progressbar').evaluateAll((bars) => bars.map((bar) => Number(bar.getAttribute('aria-valuenow'))))
    expect(values).toHaveLength(50)
    expect(Math.min(...values)).toBeGreaterThanOrEqual(78)
    expect(Math.max(...values)).toBeLessThanOrEqual(95)
    await expect(page.getByText(`${skillGroups[0].skills[0].level}%`).first()).toBeVisible()
  })

  test('the back button goes to /home', async ({ page }) => {
    await page.goto('/skills')
    await page.getByRole('link', { name: 'Back to Home' }).click()
    await expect(page).toHaveURL(/\/home$/)
  })
})

test.describe('about', () => {
  test('intro, badges, six capability cards and eight overview bars; no "over 5 years"', async ({ page }) => {
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1, name: aboutContent.title })).toBeVisible()
    for (const paragraph of aboutContent.intro) await expect(page.getByText(paragraph)).toBeVisible()
    await expect(page.getByTestId('about-badge')).toHaveText(['1-2 Years Experience', '200+ Projects'])

    const cards = page.getByTestId('capability')
    await expect(cards).toHaveCount(6)
    for (const [index, capability] of capabilities.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(capability.title)
      await expect(card.getByRole('img')).toHaveAttribute('alt', capability.image.alt)
      await expect(card.getByRole('listitem')).toHaveText([...capability.skills])
    }

    const overview = page.getByRole('region', { name: aboutContent.overviewTitle })
    await expect(overview.getByRole('progressbar')).toHaveCount(8)
    for (const skill of overviewSkills) {
      await expect(overview.getByRole('progressbar', { name: skill.name, exact: true })).toHaveAttribute(
        'aria-valuenow',
        String(skill.level),
      )
    }
    await expect(page.locator('body')).not.toContainText(/over 5 years/i)
  })
})

const myPages = [
  { path: '/', heading: 'Welcome to Discovery' },
  { path: '/home', heading: 'Creative Digital Design' },
  { path: '/skills', heading: 'Skills and Expertise' },
  { path: '/about', heading: aboutContent.title },
  { path: '/portfolio', heading: 'Portfolio' },
]

// axe on these pages in both themes (and both viewports) runs in every-route.spec.ts, in the one visit per route.
test.describe('hydration without errors in both themes', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const { path, heading } of myPages) {
      test(`${path} in ${theme}: one h1, the theme applied, no console errors`, async ({ page }) => {
        const errors: string[] = []
        page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
        page.on('pageerror', (error) => errors.push(error.message))
        await page.addInitScript((value) => localStorage.setItem('theme', value), theme)
        // Hydration errors surface only once React has hydrated: collect them after it has.
        await gotoHydrated(page, path)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark')
        expect(errors).toEqual([])
      })
    }
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const { path, heading } of myPages) {
    test(`${path} shows its content from the server HTML`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    })
  }

  test('the landing button still leads to /home, and every page section is there', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('[data-dot]')).toHaveCount(20)
    await page.getByTestId('enter-button').click()
    await expect(page).toHaveURL(/\/home\??$/)
    await expect(page.locator('[data-copy="primary"] > li')).toHaveCount(13)
    await expect(page.getByRole('heading', { level: 2, name: 'Creative Excellence' })).toBeVisible()
    await page.goto('/skills')
    await expect(page.getByRole('progressbar')).toHaveCount(50)
    await page.goto('/portfolio')
    await expect(page.getByTestId('hub-tile')).toHaveCount(6)
  })
})
