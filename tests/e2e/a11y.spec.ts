import { expect, test, type Page } from '@playwright/test'
import { ChatWidget } from './pages/chat'
import { PortfolioPage } from './pages/project'
import { SiteChrome } from './pages/site'
import { axeViolations } from './helpers/axe'
import { animationsSettled, settledInViewport } from './helpers/motion'
import { waitForHydration } from './helpers/hydration'
import { applyTheme, themes, type Theme } from './helpers/theme'
import { viewports } from './helpers/viewports'

// Animations off, so axe sees every element in its final state (the site honours the setting).
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

// Every route in both themes and viewports: every-route.spec.ts (one visit per route shared with the other per-route checks).

/** Opens a state on a page in both themes and scans the page with that state open. */
async function scanInBothThemes(page: Page, path: string, open: (page: Page, theme: Theme) => Promise<void>) {
  const found: string[] = []
  // Light is the default: the first visit needs no reload to apply it.
  await page.goto(path)
  for (const theme of themes) {
    if (theme === 'light') {
      await waitForHydration(page)
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark')), 'theme light').toBe(false)
    } else await applyTheme(page, theme)
    await open(page, theme)
    for (const violation of await axeViolations(page)) found.push(`${theme}: ${violation}`)
  }
  return found
}

test.describe('open states', () => {
  test('the desktop Portfolio dropdown', async ({ page }) => {
    await page.setViewportSize(viewports.desktop)
    const found = await scanInBothThemes(page, '/home', async () => {
      const chrome = new SiteChrome(page)
      await chrome.portfolioButton.click()
      await expect(chrome.portfolioLinks().first()).toBeVisible()
    })
    expect(found).toEqual([])
  })

  test('the mobile menu', async ({ page }) => {
    await page.setViewportSize(viewports.phone)
    const found = await scanInBothThemes(page, '/skills', async () => {
      const chrome = new SiteChrome(page)
      await chrome.menuButton.click()
      await expect(chrome.mobileMenu).toBeVisible()
      await settledInViewport(chrome.mobileMenu)
    })
    expect(found).toEqual([])
  })

  test('the hub preview tooltip', async ({ page }) => {
    await page.setViewportSize(viewports.desktop)
    const found = await scanInBothThemes(page, '/portfolio', async () => {
      await page.getByTestId('hub-tile').nth(1).hover()
      await expect(page.getByRole('tooltip')).toBeVisible()
      await animationsSettled(page.getByRole('tooltip'))
    })
    expect(found).toEqual([])
  })

  test('the gallery lightbox', async ({ page }) => {
    const found = await scanInBothThemes(page, '/portfolio/typography-posts', async () => {
      const portfolio = new PortfolioPage(page)
      await portfolio.galleriesReady()
      await portfolio.galleryImages.first().click()
      await expect(portfolio.lightbox).toBeVisible()
      await animationsSettled(portfolio.lightbox)
    })
    expect(found).toEqual([])
  })

  test('the chat with a question and its answer', async ({ page }) => {
    test.setTimeout(60_000)
    const found = await scanInBothThemes(page, '/about', async () => {
      const chat = new ChatWidget(page)
      await chat.waitUntilInteractive()
      await chat.open()
      await chat.send('Which tools do you use?')
      await expect(chat.assistantMessages()).toHaveCount(2)
    })
    expect(found).toEqual([])
  })
})

type Rgb = [number, number, number]

/** WCAG contrast ratio of two opaque sRGB colours. */
function contrast(a: Rgb, b: Rgb) {
  const luminance = (rgb: Rgb) => {
    const [r, g, bl] = rgb.map((channel) => {
      const c = channel / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

test('theme tokens: every text colour reads at 4.5:1 on every background, in both themes', async ({ page }) => {
  await page.goto('/privacy')
  const failures: string[] = []
  for (const theme of themes) {
    await applyTheme(page, theme)
    // The browser resolves each token to rgb(), however the stylesheet spells it. A fresh probe
    // per token: changing one element's colour would start a (reduced-motion, 0.01 ms) transition.
    const tokens = await page.evaluate(() => {
      const names = ['bg', 'surface', 'raised', 'fg', 'muted', 'brand', 'brand-fg', 'accent', 'danger']
      return Object.fromEntries(
        names.map((name) => {
          const probe = document.body.appendChild(document.createElement('span'))
          probe.style.color = `var(--c-${name})`
          const color = getComputedStyle(probe).color
          probe.remove()
          return [name, color]
        }),
      )
    })
    const rgb: Record<string, Rgb> = {}
    for (const [name, value] of Object.entries(tokens)) {
      const match = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(value)
      expect(match, `${theme} --c-${name} is an opaque colour (${value})`).not.toBeNull()
      rgb[name] = [Number(match![1]), Number(match![2]), Number(match![3])]
    }
    const pairs: [string, string][] = [
      ...['fg', 'muted', 'brand', 'accent', 'danger'].flatMap((text) =>
        ['bg', 'surface', 'raised'].map((bg): [string, string] => [text, bg]),
      ),
      ['brand-fg', 'brand'],
    ]
    for (const [text, background] of pairs) {
      const ratio = contrast(rgb[text]!, rgb[background]!)
      if (ratio < 4.5) failures.push(`${theme}: ${text} on ${background} is ${ratio.toFixed(2)}:1`)
    }
  }
  expect(failures).toEqual([])
})

test('the axe scan used throughout reports what it should: an unlabelled image, a low-contrast text, a nameless button', async ({
  page,
}) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>axe check</title></head><body><main>
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">
    <p style="color:#777;background:#888">low contrast</p>
    <button type="button" style="width:48px;height:48px"></button>
    <section id="scoped"><button type="button" style="width:48px;height:48px"></button></section>
  </main></body></html>`)
  const rules = (lines: string[]) => [...new Set(lines.map((line) => line.split(' ')[0]))].sort()
  expect(rules(await axeViolations(page))).toEqual(['button-name', 'color-contrast', 'image-alt'])
  // A second scan of the same document reuses the injected axe; a scoped scan sees only its part.
  expect(rules(await axeViolations(page, { include: '#scoped' }))).toEqual(['button-name'])
})
