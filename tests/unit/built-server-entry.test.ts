import { afterAll, expect, it } from 'vitest'
import { type FakeAnthropic, startFakeAnthropic } from '../helpers/fake-anthropic.ts'
import { clientDir, requireBuild } from './fixtures/built-site.ts'

let upstream: FakeAnthropic | undefined
const saved = { key: process.env.ANTHROPIC_API_KEY, baseUrl: process.env.ANTHROPIC_BASE_URL }
afterAll(async () => {
  for (const [name, value] of [
    ['ANTHROPIC_API_KEY', saved.key],
    ['ANTHROPIC_BASE_URL', saved.baseUrl],
  ] as const) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  await upstream?.close()
})

it("the build's server entry warms the API before the first visitor, without calling Claude", async () => {
  requireBuild()
  upstream = await startFakeAnthropic()
  // Read by the build's own copy of server/env.ts when it loads: Claude is configured and reachable.
  process.env.ANTHROPIC_API_KEY = 'sk-ant-warm-test'
  process.env.ANTHROPIC_BASE_URL = upstream.url
  const entry = (await import(new URL('../server/server.js', clientDir).href)) as {
    default: { fetch: unknown; warm?: () => Promise<void> }
  }
  expect(typeof entry.default.fetch).toBe('function')
  expect(typeof entry.default.warm).toBe('function')
  await entry.default.warm!()
  expect(upstream.requests).toEqual([])
})
