import type { PhotoFigures } from './photo-figures.ts'

/** What one Lighthouse run yields; a URL's row holds the median of each field over its runs. */
export interface PageMetrics {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Sum of transferSize of script requests on first load, in KB (1 KB = 1024 bytes). */
  jsKb: number
  /** The part of jsKb that is the entry chunk (the framework floor); the rest is the page's own code. */
  entryJsKb: number
  /** Sum of transferSize of image requests on first load (the first screen: Lighthouse does not scroll), in KB. */
  imageKb: number
}

export interface LighthouseRow {
  path: string
  /** Undefined when no run of this URL succeeded. */
  median: PageMetrics | undefined
  runs: PageMetrics[]
  /** Audits below full score in accessibility, best practices or SEO, in any run. */
  failingAudits: string[]
  errors: string[]
}

export interface LoadTarget {
  name: string
  /** What is being measured, for the report. */
  label: string
  url: string
  method: 'GET' | 'POST'
  body?: string
  headers?: Record<string, string>
  /** The status a correct answer has (the on-demand page is the 404 page, so 404). */
  expectedStatus: number
}

export interface LoadRow {
  name: string
  label: string
  method: string
  path: string
  requestsPerSecond: number
  p99Ms: number
  totalRequests: number
  expectedStatus: number
  /** Responses with another status than expected, by status code. */
  unexpected: Record<string, number>
  errors: number
  timeouts: number
}

export interface BenchResults {
  startedAt: string
  durationSeconds: number
  node: string
  chromium: string | undefined
  commit: string | undefined
  /** Other work on the machine skews every number; the 1-minute load average says how much there was. */
  machine: { cpus: number; loadAverageAtStart: number; loadAverageAtEnd: number }
  options: Record<string, unknown>
  lighthouse: LighthouseRow[]
  load: LoadRow[]
  /** The real-photo page on a DPR-3 phone and in the lightbox on a large screen (scripts/bench/photo-figures.ts). */
  photoFigures?: PhotoFigures
}
