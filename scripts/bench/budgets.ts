import type { LighthouseRow, LoadRow, PageMetrics } from './types.ts'

export const BUDGETS = {
  performanceMin: 98,
  otherCategoriesMin: 100,
  clsMax: 0,
  /** Brotli bytes of script on first load; the entry chunk alone (React DOM, Router, Start) is about 99 KB. */
  jsKbMax: 110,
  /** Image bytes a phone downloads for the first screen (the real-photo page is the one that can blow it). */
  imageKbMax: 250,
  /** The prerendered page serves at least this share of the static baseline's requests per second. */
  baselineShareMin: 0.5,
}

export interface BudgetCheck {
  /** Undefined when the benchmark did not measure it (skipped or failed). */
  withinBudget: boolean | undefined
  text: string
  /** Deterministic enough to fail the run when over (byte counts, unlike scores on a shared machine). */
  enforced?: boolean
}

const fmtPages = (rows: { path: string; value: string }[]) => rows.map((r) => `${r.path} ${r.value}`).join(', ')

const jsSplit = (m: PageMetrics) => `${m.jsKb.toFixed(1)} KB = entry ${m.entryJsKb.toFixed(1)} + page ${(m.jsKb - m.entryJsKb).toFixed(1)}`

function pageCheck<T>(
  rows: LighthouseRow[],
  text: string,
  value: (m: PageMetrics) => T,
  ok: (v: T) => boolean,
  format: (v: T) => string,
): BudgetCheck {
  const measured = rows.flatMap((row) => (row.median ? [{ path: row.path, v: value(row.median) }] : []))
  if (measured.length === 0) return { withinBudget: undefined, text: `${text}: not measured` }
  const over = measured.filter((m) => !ok(m.v))
  const unmeasured = rows.length - measured.length
  const detail = over.length
    ? `over on ${fmtPages(over.map((m) => ({ path: m.path, value: format(m.v) })))}`
    : `all within (${fmtPages(measured.map((m) => ({ path: m.path, value: format(m.v) })))})`
  return {
    withinBudget: over.length === 0 && unmeasured === 0 ? true : over.length > 0 ? false : undefined,
    text: `${text}: ${detail}${unmeasured ? `; ${unmeasured} URL(s) not measured` : ''}`,
  }
}

function baselineCheck(load: LoadRow[]): BudgetCheck {
  const text = `Prerendered page within 2x of the static baseline's requests/s`
  const prerendered = load.find((row) => row.name === 'prerendered')
  const baseline = load.find((row) => row.name === 'baseline')
  if (!prerendered || !baseline || baseline.requestsPerSecond === 0) return { withinBudget: undefined, text: `${text}: not measured` }
  const share = prerendered.requestsPerSecond / baseline.requestsPerSecond
  return {
    withinBudget: share >= BUDGETS.baselineShareMin,
    text: `${text}: ${Math.round(prerendered.requestsPerSecond)} vs ${Math.round(baseline.requestsPerSecond)} req/s, ratio ${share.toFixed(2)} (budget >= ${BUDGETS.baselineShareMin})`,
  }
}

export function checkBudgets(lighthouse: LighthouseRow[], load: LoadRow[]): BudgetCheck[] {
  const score = (v: number) => String(v)
  const min = (limit: number) => (v: number) => v >= limit
  return [
    pageCheck(lighthouse, `Lighthouse performance >= ${BUDGETS.performanceMin}`, (m) => m.performance, min(BUDGETS.performanceMin), score),
    pageCheck(lighthouse, 'Lighthouse accessibility = 100', (m) => m.accessibility, min(BUDGETS.otherCategoriesMin), score),
    pageCheck(lighthouse, 'Lighthouse best practices = 100', (m) => m.bestPractices, min(BUDGETS.otherCategoriesMin), score),
    pageCheck(lighthouse, 'Lighthouse SEO = 100', (m) => m.seo, min(BUDGETS.otherCategoriesMin), score),
    // Compared at the precision Lighthouse displays: 0.0004 shows and counts as 0.000.
    pageCheck(
      lighthouse,
      'CLS = 0',
      (m) => m.cls,
      (v) => Number(v.toFixed(3)) <= BUDGETS.clsMax,
      (v) => v.toFixed(3),
    ),
    {
      ...pageCheck(
        lighthouse,
        `JS on first load <= ${BUDGETS.jsKbMax} KB (enforced)`,
        (m) => m,
        (m) => m.jsKb <= BUDGETS.jsKbMax,
        jsSplit,
      ),
      enforced: true,
    },
    pageCheck(
      lighthouse,
      `First-screen images on a phone <= ${BUDGETS.imageKbMax} KB`,
      (m) => m.imageKb,
      (v) => v <= BUDGETS.imageKbMax,
      (v) => `${v.toFixed(1)} KB`,
    ),
    baselineCheck(load),
  ]
}
