import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { BudgetCheck } from './budgets.ts'
import type { BenchResults, LighthouseRow, LoadRow } from './types.ts'

const HEADER = [
  'What',
  'Perf',
  'A11y',
  'BP',
  'SEO',
  'LCP ms',
  'TBT ms',
  'CLS',
  'JS KB (entry + page)',
  'Img KB',
  'req/s',
  'p99 ms',
  'Notes',
]
const EMPTY = '–'

function lighthouseCells(row: LighthouseRow, runs: number): string[] {
  const m = row.median
  const what = `Lighthouse mobile \`${row.path}\``
  const notes = [
    `median of ${row.runs.length}/${runs} runs`,
    ...(row.errors.length ? [`${row.errors.length} failed run(s) retried`] : []),
  ].join(', ')
  if (!m) return [what, ...Array<string>(HEADER.length - 2).fill(EMPTY), `no successful run: ${row.errors[0] ?? ''}`]
  return [
    what,
    String(m.performance),
    String(m.accessibility),
    String(m.bestPractices),
    String(m.seo),
    String(Math.round(m.lcpMs)),
    String(Math.round(m.tbtMs)),
    m.cls.toFixed(3),
    `${m.jsKb.toFixed(1)} (${m.entryJsKb.toFixed(1)} + ${(m.jsKb - m.entryJsKb).toFixed(1)})`,
    m.imageKb.toFixed(1),
    EMPTY,
    EMPTY,
    notes,
  ]
}

function loadCells(row: LoadRow, baseline: LoadRow | undefined): string[] {
  const unexpected = Object.entries(row.unexpected).map(([status, count]) => `${count}× ${status}`)
  const notes = [
    `${row.totalRequests} requests, ${unexpected.length ? 'expected' : 'all'} ${row.expectedStatus}`,
    ...(unexpected.length ? [`other statuses: ${unexpected.join(', ')}`] : []),
    ...(row.errors || row.timeouts ? [`${row.errors} errors, ${row.timeouts} timeouts`] : []),
    ...(row.name === 'prerendered' && baseline?.requestsPerSecond
      ? [`${(row.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}× baseline`]
      : []),
  ]
  return [
    `Load: ${row.label}`,
    ...Array<string>(9).fill(EMPTY),
    String(Math.round(row.requestsPerSecond)),
    String(row.p99Ms),
    notes.join('; '),
  ]
}

const line = (cells: string[]) => `| ${cells.map((c) => c.replaceAll('|', '\\|')).join(' | ')} |`

export function markdownTable(results: BenchResults, runs: number): string {
  const baseline = results.load.find((row) => row.name === 'baseline')
  return [
    line(HEADER),
    line(HEADER.map(() => '---')),
    ...results.lighthouse.map((row) => line(lighthouseCells(row, runs))),
    ...results.load.map((row) => line(loadCells(row, baseline))),
  ].join('\n')
}

export function budgetLines(checks: BudgetCheck[]): string {
  const mark = (c: BudgetCheck) => (c.withinBudget === undefined ? '[ -- ]' : c.withinBudget ? '[ ok ]' : '[over]')
  return ['Budgets (those marked "enforced" fail the run when over):', ...checks.map((c) => `  ${mark(c)} ${c.text}`)].join('\n')
}

export async function writeResults(file: string, results: BenchResults, budgets: BudgetCheck[]): Promise<void> {
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, `${JSON.stringify({ ...results, budgets }, null, 2)}\n`)
}
