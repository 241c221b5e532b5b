import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Runs axe with the WCAG 2.2 AA tags and returns one readable line per violating node
 * (rule, impact, selector, and axe's own summary, which names the contrast ratio for colour).
 */
export async function axeViolations(page: Page, options: { include?: string } = {}): Promise<string[]> {
  // Only violations are read: axe then skips collecting details of every passing node, which on a long page is most of its time.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(wcagTags)
  if (options.include) builder = builder.include(options.include)
  const results = await builder.analyze()
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim()
      return `${violation.id} [${violation.impact}] ${node.target.join(' ')}: ${summary}`
    }),
  )
}
