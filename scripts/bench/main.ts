/**
 * The benchmark run itself; scripts/bench.ts checks the Node version before loading this
 * (Lighthouse fails at import time on older Node).
 */
import { execFileSync } from 'node:child_process'
import { mkdir } from 'node:fs/promises'
import { availableParallelism, loadavg } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { assistantLatencyLine, benchAssistantLatency } from './assistant-latency.ts'
import { buildApp, hasBuild, snapshotBuild, startServer } from './build-and-serve.ts'
import { checkBudgets } from './budgets.ts'
import { HEAP_BUDGET_MB, heapLine, measureHeap, takeOnlyOption, type HeapResult } from './heap.ts'
import { chromiumVersion, findChromium } from './chromium.ts'
import { runLighthouse } from './lighthouse-run.ts'
import { runLoad } from './load-run.ts'
import { loadTargets, PRERENDERED_PATH } from './load-targets.ts'
import { parseOptions } from './options.ts'
import { benchPhotoPage } from './photo-page.ts'
import { photoFiguresLine } from './photo-figures.ts'
import { budgetLines, markdownTable, writeResults } from './report.ts'
import { fetchPage, startStaticBaseline } from './static-baseline.ts'
import { createTeardown } from './teardown.ts'
import type { BenchResults } from './types.ts'

/** A hard stop well above the usual 4 to 5 minutes, so a hung browser or server cannot keep it running. */
const TIME_LIMIT_MS = 12 * 60_000

const root = fileURLToPath(new URL('../..', import.meta.url))
const resultsDir = join(root, 'bench-results')
const { only, rest: argv } = takeOnlyOption(process.argv.slice(2))
const options = parseOptions(argv)
const teardown = createTeardown()
teardown.guardProcess()

function gitCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
  } catch {
    return undefined
  }
}

const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`

async function bench(): Promise<BenchResults & { heap?: HeapResult }> {
  const started = Date.now()
  const results: BenchResults & { heap?: HeapResult } = {
    startedAt: new Date(started).toISOString(),
    durationSeconds: 0,
    node: process.version,
    chromium: undefined,
    commit: gitCommit(),
    machine: { cpus: availableParallelism(), loadAverageAtStart: loadavg()[0]!, loadAverageAtEnd: 0 },
    options: { ...options },
    lighthouse: [],
    load: [],
  }

  await mkdir(resultsDir, { recursive: true })
  if (options.build || !hasBuild(root)) {
    const buildStarted = Date.now()
    console.log('Building (npm run build)...')
    await buildApp(root, join(resultsDir, 'build.log'), teardown)
    console.log(`Built in ${seconds(buildStarted)}.`)
  } else {
    console.log('Using the existing dist/ (--no-build).')
  }

  const distCopy = join(resultsDir, 'dist')
  await snapshotBuild(root, distCopy)
  teardown.signal.throwIfAborted()
  if (only === 'heap') {
    results.heap = await measureHeap(distCopy, teardown.signal)
    results.durationSeconds = Math.round((Date.now() - started) / 1000)
    return results
  }
  const server = await startServer(root, distCopy, join(resultsDir, 'server.log'), teardown)
  console.log(`Production server on ${server.origin}`)
  try {
    if (options.lighthouse) {
      const chromePath = await findChromium()
      results.chromium = chromiumVersion(chromePath)
      const lighthouseStarted = Date.now()
      console.log(`Lighthouse, ${options.runs} runs per URL, ${results.chromium}:`)
      results.lighthouse = await runLighthouse(server.origin, chromePath, options.runs, teardown)
      const photo = await benchPhotoPage(chromePath, options.runs, teardown)
      results.lighthouse.push(...photo.rows)
      if (photo.figures) results.photoFigures = photo.figures
      console.log(`Lighthouse took ${seconds(lighthouseStarted)}.`)
    }
    if (options.load) {
      const html = await fetchPage(server.origin + PRERENDERED_PATH)
      const baseline = await startStaticBaseline(html)
      const untrack = teardown.add({ stop: () => baseline.stop(), killNow: () => {} })
      console.log(`Load, ${options.durationSeconds} s each, ${options.connections} connections, pipelining 1:`)
      try {
        for (const target of loadTargets(server.origin, baseline.origin)) {
          teardown.signal.throwIfAborted()
          results.load.push(await runLoad(target, options))
        }
      } finally {
        await baseline.stop()
        untrack()
      }
    }
  } finally {
    await server.stop()
  }
  console.log('Heap per remembered client:')
  results.heap = await measureHeap(distCopy, teardown.signal)
  results.durationSeconds = Math.round((Date.now() - started) / 1000)
  results.machine.loadAverageAtEnd = loadavg()[0]!
  return results
}

const watchdog = setTimeout(() => {
  console.error(`npm run bench: still running after ${TIME_LIMIT_MS / 60_000} minutes; stopping.`)
  void teardown.run().finally(() => process.exit(1))
}, TIME_LIMIT_MS)

try {
  // In-process and first, before the server and browsers load the machine.
  const assistant = await benchAssistantLatency()
  const results = await bench()
  const heapOver = results.heap !== undefined && results.heap.deltaMb > HEAP_BUDGET_MB
  if (results.heap) console.log(heapLine(results.heap))
  if (heapOver) process.exitCode = 1
  const budgets = checkBudgets(results.lighthouse, results.load)
  const file = join(resultsDir, 'latest.json')
  await writeResults(file, results, budgets)
  if (!only) console.log(`\n${markdownTable(results, options.runs)}\n\n${budgetLines(budgets)}\n`)
  if (results.photoFigures) console.log(`${photoFiguresLine(results.photoFigures)}\n`)
  console.log(`${assistantLatencyLine(assistant)}\n`)
  const { cpus, loadAverageAtStart, loadAverageAtEnd } = results.machine
  if (Math.max(loadAverageAtStart, loadAverageAtEnd) > cpus) {
    console.log(
      `Note: the machine was busy (load average ${loadAverageAtStart.toFixed(1)} at start, ${loadAverageAtEnd.toFixed(1)} at end, ${cpus} CPUs); expect lower scores and throughput than on a quiet one.`,
    )
  }
  console.log(`Raw results: ${file} (${results.durationSeconds} s in all)`)
  const overBudget = budgets.filter((check) => check.enforced && check.withinBudget === false)
  if (overBudget.length > 0) {
    console.error(`npm run bench: over budget: ${overBudget.map((check) => check.text).join('; ')}`)
    process.exitCode = 1
  }
} catch (error) {
  console.error(`npm run bench failed: ${error instanceof Error ? error.message : String(error)}`)
  // A signal already set 130/143.
  if (!process.exitCode) process.exitCode = 1
} finally {
  clearTimeout(watchdog)
  await teardown.run()
}
// autocannon's workers and keep-alive sockets must not keep the process alive.
process.exit(process.exitCode ?? 0)
