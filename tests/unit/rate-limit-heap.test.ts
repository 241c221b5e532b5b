import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { measureHeap } from '../../scripts/bench/heap.ts'
import { requireBuild } from './fixtures/built-site.ts'

const distDir = fileURLToPath(new URL('../../dist/', import.meta.url))
const KEYS = 2_000

/**
 * The production pipeline on the real build (the app's own request context included), asked by
 * thousands of different clients behind one proxy: what each remembered client adds to the heap.
 * npm run bench measures 10,000 (about 240 bytes each); a timer per client holding its request's
 * context cost about 14 KB each. The bound sits far from both.
 */
it(`a remembered client costs well under 2 KB of heap (${KEYS} rotated clients through the real server)`, async () => {
  requireBuild()
  const heap = await measureHeap(distDir, undefined, KEYS)
  expect(heap.statuses, 'every question reached the API and was counted').toEqual({ 400: KEYS })
  expect(heap.bytesPerKey).toBeLessThan(2_000)
}, 120_000)
