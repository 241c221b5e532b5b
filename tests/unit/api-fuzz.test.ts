import { describe, expect, it } from 'vitest'
import { serveApiForSuite } from '../helpers/api.ts'
import { postRaw } from '../helpers/http-server.ts'

/** Small seeded generator (mulberry32): the same bodies on every run, so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const rnd = random(20240601)
const int = (n: number) => Math.floor(rnd() * n)
const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T

const scalars = [
  null,
  true,
  false,
  0,
  -1,
  1e308,
  -1e308,
  2 ** 53 + 1,
  1e-320,
  '',
  ' ',
  '\u0000',
  '\u{1F600}',
  '\uD800',
  'é'.repeat(50),
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
]

function value(depth: number): unknown {
  const kind = depth > 3 ? 0 : int(4)
  if (kind === 0) return pick(scalars)
  if (kind === 1) return Array.from({ length: int(4) }, () => value(depth + 1))
  if (kind === 2)
    return Object.fromEntries(
      Array.from({ length: int(4) }, () => [pick(['query', 'history', 'role', 'content', '__proto__', 'x']), value(depth + 1)]),
    )
  return pick(['What tools do you use?', 'hi', 'x'.repeat(int(3000))])
}

const deepJson = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)

/** One hostile body: random bytes, broken or deep JSON, odd shapes and values. */
function body(): string | Uint8Array<ArrayBuffer> {
  switch (int(9)) {
    case 0:
      return Uint8Array.from({ length: int(2000) }, () => int(256))
    case 1:
      return deepJson(1 + int(20_000))
    case 2:
      return JSON.stringify({ query: value(0), history: value(0) })
    case 3:
      return JSON.stringify(value(0))
    case 4:
      return JSON.stringify({ query: 'hi' }).slice(0, int(14))
    case 5:
      return `{"query": ${'9'.repeat(1 + int(400))}}`
    case 6:
      return JSON.stringify({
        query: pick(['hi', 'tools', 'book']),
        history: Array.from({ length: int(15) }, () => ({ role: pick(['user', 'assistant', 'system']), content: value(2) })),
      })
    case 7:
      return JSON.stringify({ query: 'x'.repeat(15_000 + int(4000)) })
    default:
      return JSON.stringify({ query: String.fromCodePoint(...Array.from({ length: 1 + int(200) }, () => int(0x10ffff))) }).replace(
        /\\u[dD][89a-fA-F]\w\w/g,
        '\\ud800',
      )
  }
}

const server = serveApiForSuite()

describe('fuzzing the endpoint', () => {
  it('never answers 5xx to 200 hostile bodies', async () => {
    const seen = new Map<number, number>()
    for (let i = 0; i < 200; i++) {
      const payload = body()
      const res = await postRaw(server.url, payload, {
        'content-type': rnd() < 0.85 ? 'application/json' : pick(['text/plain', 'application/octet-stream', 'multipart/form-data']),
      })
      const text = await res.text()
      if (res.status >= 500)
        throw new Error(`status ${res.status} for body #${i}: ${String(payload).slice(0, 200)} -> ${text.slice(0, 300)}`)
      expect(text).not.toMatch(/"stack"|node_modules|\.ts:\d+/)
      seen.set(res.status, (seen.get(res.status) ?? 0) + 1)
    }
    expect([...seen.keys()].every((status) => status < 500)).toBe(true)
    expect(seen.get(400)).toBeGreaterThan(0)
    expect(seen.get(200)).toBeGreaterThan(0)
    expect(seen.get(413)).toBeGreaterThan(0)
  })
})
