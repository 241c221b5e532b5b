import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * Runs axe with the WCAG 2.2 AA tags and returns one readable line per violating node
 * (rule, impact, selector, and axe's own summary, which names the contrast ratio for colour).
 *
 * axe-core runs in the page itself, injected once per document. `@axe-core/playwright` would
 * re-inject it on every scan and finish each run in a new page of its own, which took two to three
 * times as long; the site has no frames, which is what that round trip is for.
 */
export async function axeViolations(page: Page, options: { include?: string | string[] } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  // Only violations are read: axe then skips collecting details of every passing node, which on a long page is most of its time.
  const runOptions: RunOptions = { runOnly: { type: 'tag', values: wcagTags }, resultTypes: ['violations'] }
  const results = await page.evaluate(
    ([include, run]) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }).axe
      return axe.run(include ? { include } : document, run)
    },
    [options.include === undefined ? null : [options.include].flat(), runOptions] as const,
  )
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim()
      return `${violation.id} [${violation.impact}] ${node.target.join(' ')}: ${summary}`
    }),
  )
}
