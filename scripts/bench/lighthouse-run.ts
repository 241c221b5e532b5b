import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS } from './chromium.ts'
import { CATEGORIES, entryScriptUrl, failedAudits, medianMetrics, pageMetrics } from './lighthouse-metrics.ts'
import { fetchPage } from './static-baseline.ts'
import { median } from './stats.ts'
import type { Teardown } from './teardown.ts'
import type { LighthouseRow, PageMetrics } from './types.ts'

export const LIGHTHOUSE_PATHS = ['/', '/home', '/portfolio', '/portfolio/family-portrait']
const MAX_RETRIES = 2

interface RunOutcome {
  metrics: PageMetrics
  failed: string[]
}

/**
 * One Lighthouse run in a fresh browser: Lighthouse's default config, i.e. mobile form factor
 * with its simulated slow-4G and 4x CPU throttling.
 */
async function runOnce(url: string, chromePath: string, teardown: Teardown): Promise<RunOutcome> {
  const entryUrl = entryScriptUrl((await fetchPage(url)).toString('utf8'), url)
  const chrome = await launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, handleSIGINT: false, logLevel: 'silent' })
  const untrack = teardown.add({
    stop: () => Promise.resolve(chrome.kill()),
    killNow: () => chrome.kill(),
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    })
    if (!result) throw new Error('Lighthouse returned no result')
    return { metrics: pageMetrics(result.lhr, entryUrl), failed: failedAudits(result.lhr) }
  } finally {
    chrome.kill()
    untrack()
  }
}

const brief = (m: PageMetrics) =>
  `perf ${m.performance} a11y ${m.accessibility} bp ${m.bestPractices} seo ${m.seo} ` +
  `LCP ${Math.round(m.lcpMs)} ms TBT ${Math.round(m.tbtMs)} ms CLS ${m.cls.toFixed(3)} JS ${m.jsKb.toFixed(1)} KB (entry ${m.entryJsKb.toFixed(1)} + page ${(m.jsKb - m.entryJsKb).toFixed(1)}) img ${m.imageKb.toFixed(1)} KB`

export async function runLighthouse(
  origin: string,
  chromePath: string,
  runs: number,
  teardown: Teardown,
  paths: readonly string[] = LIGHTHOUSE_PATHS,
): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = []
  for (const path of paths) {
    const results: PageMetrics[] = []
    const errors: string[] = []
    const failed = new Set<string>()
    // A run that fails (Lighthouse's own NO_NAVSTART and the like) is tried again, a bounded number of times.
    for (let attempt = 1; results.length < runs && attempt <= runs + MAX_RETRIES; attempt++) {
      teardown.signal.throwIfAborted()
      const label = `  lighthouse ${path} ${results.length + 1}/${runs}`
      try {
        const outcome = await runOnce(origin + path, chromePath, teardown)
        results.push(outcome.metrics)
        outcome.failed.forEach((id) => failed.add(id))
        console.log(`${label}: ${brief(outcome.metrics)}`)
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        errors.push(message)
        console.log(`${label}: failed: ${message}`)
      }
    }
    if (failed.size > 0) console.log(`  lighthouse ${path}: failing audits: ${[...failed].join(', ')}`)
    rows.push({ path, median: medianMetrics(results, median), runs: results, failingAudits: [...failed], errors })
  }
  return rows
}
