import type { Page } from '@playwright/test'

export interface CspViolation {
  directive: string
  blockedURI: string
  sample: string
  source: string
}

/**
 * Records every CSP violation the page reports (the `securitypolicyviolation` event) and every
 * console message about the policy, from the first script on. Call before navigating.
 */
export async function recordCspViolations(page: Page) {
  const consoleReports: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) consoleReports.push(message.text())
  })
  await page.addInitScript(() => {
    const store: CspViolation[] = []
    ;(window as unknown as { __cspViolations: CspViolation[] }).__cspViolations = store
    document.addEventListener('securitypolicyviolation', (event) => {
      store.push({
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}`,
      })
    })
  })
  return {
    consoleReports,
    async events(): Promise<CspViolation[]> {
      return page.evaluate(() => (window as unknown as { __cspViolations?: CspViolation[] }).__cspViolations ?? [])
    },
    /** Both sources as readable lines; empty when the page kept to its policy. */
    async all(): Promise<string[]> {
      const events = await this.events()
      return [...events.map((v) => `${v.directive} blocked ${v.blockedURI || '(inline)'} ${v.sample} at ${v.source}`), ...consoleReports]
    },
  }
}
