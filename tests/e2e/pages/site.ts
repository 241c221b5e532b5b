import type { Locator, Page } from '@playwright/test'
import { uiCopy } from '#content/ui.ts'

/** Stable handles on the shared header and footer. */
export class SiteChrome {
  readonly header: Locator
  readonly footer: Locator
  readonly portfolioButton: Locator
  readonly menuButton: Locator
  readonly mobileMenu: Locator
  readonly themeToggle: Locator

  constructor(readonly page: Page) {
    this.header = page.locator('header').first()
    this.footer = page.locator('footer')
    this.portfolioButton = this.header.getByRole('button', { name: uiCopy.header.portfolio })
    this.menuButton = this.header.getByRole('button', { name: uiCopy.header.openMenu })
    this.mobileMenu = page.getByRole('dialog', { name: uiCopy.mobileMenu.title })
    this.themeToggle = page.getByTestId('theme-toggle').first()
  }

  portfolioLinks() {
    return this.header.locator('[data-menu-link]')
  }

  async isDark() {
    return this.page.evaluate(() => document.documentElement.classList.contains('dark'))
  }
}
