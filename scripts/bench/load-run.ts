import autocannon from 'autocannon'
import type { LoadRow, LoadTarget } from './types.ts'

export interface LoadSettings {
  durationSeconds: number
  connections: number
}

const WARM_UP_SECONDS = 1

/**
 * Runs autocannon in a worker thread, so the in-process baseline server gets the main thread to
 * itself and every target is measured the same way.
 */
function fire(target: LoadTarget, connections: number, duration: number) {
  return autocannon({
    url: target.url,
    method: target.method,
    body: target.body,
    headers: target.headers,
    connections,
    pipelining: 1,
    duration,
    workers: 1,
    timeout: 10,
  })
}

export async function runLoad(target: LoadTarget, settings: LoadSettings): Promise<LoadRow> {
  await fire(target, settings.connections, WARM_UP_SECONDS)
  const result = await fire(target, settings.connections, settings.durationSeconds)
  const unexpected: Record<string, number> = {}
  for (const [status, { count }] of Object.entries(result.statusCodeStats)) {
    if (Number(status) !== target.expectedStatus) unexpected[status] = count
  }
  const row: LoadRow = {
    name: target.name,
    label: target.label,
    method: target.method,
    path: new URL(target.url).pathname,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    totalRequests: result.requests.total,
    expectedStatus: target.expectedStatus,
    unexpected,
    errors: result.errors,
    timeouts: result.timeouts,
  }
  console.log(
    `  load ${row.label}: ${Math.round(row.requestsPerSecond)} req/s, p99 ${row.p99Ms} ms, ` +
      `${row.totalRequests} requests${Object.keys(unexpected).length ? `, unexpected statuses ${JSON.stringify(unexpected)}` : ''}`,
  )
  return row
}
