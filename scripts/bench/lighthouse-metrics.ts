import type { Result } from 'lighthouse'
import type { PageMetrics } from './types.ts'

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

function score(lhr: Result, id: (typeof CATEGORIES)[number]): number {
  const value = lhr.categories[id]?.score
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} score`)
  return Math.round(value * 100)
}

function numeric(lhr: Result, auditId: string): number {
  const value = lhr.audits[auditId]?.numericValue
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no value for ${auditId}`)
  return value
}

/** The page's module entry (React DOM, TanStack Router and Start, the app shell): the framework floor every page pays. */
export function entryScriptUrl(html: string, pageUrl: string): string {
  const src = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1]
  if (!src) throw new Error(`${pageUrl} has no module entry script`)
  return new URL(src, pageUrl).href
}

/** Bytes over the wire for every script the page loaded and for its entry alone, from the network-requests table. */
function scriptTransferBytes(lhr: Result, entryUrl: string): { all: number; entry: number } {
  const details = lhr.audits['network-requests']?.details
  if (details?.type !== 'table') throw new Error('Lighthouse gave no network-requests table')
  let all = 0
  let entry = 0
  for (const item of details.items) {
    if (item.resourceType !== 'Script' || typeof item.transferSize !== 'number') continue
    all += item.transferSize
    if (item.url === entryUrl) entry += item.transferSize
  }
  if (entry === 0) throw new Error(`Lighthouse saw no transfer of the entry ${entryUrl}`)
  return { all, entry }
}

/** Bytes over the wire for every image the page loaded on first load, from the network-requests table. */
function imageTransferBytes(lhr: Result): number {
  const details = lhr.audits['network-requests']?.details
  if (details?.type !== 'table') throw new Error('Lighthouse gave no network-requests table')
  let bytes = 0
  for (const item of details.items) {
    if (item.resourceType === 'Image' && typeof item.transferSize === 'number') bytes += item.transferSize
  }
  return bytes
}

export function pageMetrics(lhr: Result, entryUrl: string): PageMetrics {
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
  const scripts = scriptTransferBytes(lhr, entryUrl)
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    jsKb: scripts.all / 1024,
    entryJsKb: scripts.entry / 1024,
    imageKb: imageTransferBytes(lhr) / 1024,
  }
}

/** The median of each metric on its own (not the one run closest to the median, as Lighthouse CI picks). */
export function medianMetrics(runs: PageMetrics[], median: (values: number[]) => number): PageMetrics | undefined {
  if (runs.length === 0) return undefined
  const of = (key: keyof PageMetrics) => median(runs.map((run) => run[key]))
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    jsKb: of('jsKb'),
    entryJsKb: of('entryJsKb'),
    imageKb: of('imageKb'),
  }
}

/** A short why for a failed audit: the first row of its details table, when it has one. */
function firstDetail(details: unknown): string | undefined {
  if (typeof details !== 'object' || details === null || !('items' in details) || !Array.isArray(details.items)) return undefined
  const item: unknown = details.items[0]
  if (typeof item !== 'object' || item === null) return undefined
  const fields = item as Record<string, unknown>
  const node = fields.node as { snippet?: unknown } | undefined
  const text = fields.description ?? node?.snippet ?? fields.url
  return typeof text === 'string' ? text.slice(0, 160) : undefined
}

/** Failed audits (score < 1) in the non-performance categories, with a hint: why a score is below 100. */
export function failedAudits(lhr: Result): string[] {
  const failed = new Set<string>()
  for (const id of CATEGORIES.slice(1)) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (ref.weight === 0 || typeof audit?.score !== 'number' || audit.score >= 1) continue
      const why = firstDetail(audit.details)
      failed.add(`${id}/${ref.id}${why ? ` (${why})` : ''}`)
    }
  }
  return [...failed]
}
