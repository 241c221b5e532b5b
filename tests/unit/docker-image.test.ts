import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(join(root, file), 'utf8')

describe('the Dockerfile runs the Node the project tests with', () => {
  const pinned = (JSON.parse(read('package.json')) as { devDependencies: Record<string, string> }).devDependencies.node
  const bases = [...read('Dockerfile').matchAll(/^FROM\s+(\S+)/gim)].map((m) => m[1]!)

  it('package.json pins an exact Node version', () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/)
  })

  it('every stage is based on node:<that version>-bookworm-slim, never a floating tag', () => {
    expect(bases.length).toBeGreaterThanOrEqual(3)
    for (const base of bases) expect(base, 'a FROM line').toBe(`node:${pinned}-bookworm-slim`)
  })
})

describe('compose.yaml: two instances behind a proxy, one Redis', () => {
  const compose = read('compose.yaml')

  it('runs the site twice with TRUST_PROXY=1 and the shared REDIS_URL', () => {
    expect(compose).toMatch(/^ {2}site-1:/m)
    expect(compose).toMatch(/^ {2}site-2:/m)
    expect(compose).toMatch(/TRUST_PROXY: ['"]1['"]/)
    expect(compose).toMatch(/REDIS_URL: redis:\/\/redis:6379/)
  })

  it('the proxy appends X-Forwarded-For, and checks /healthz on both instances', () => {
    expect(compose).toMatch(/option forwardfor/)
    expect(compose).toMatch(/option httpchk GET \/healthz/)
    expect(compose).toMatch(/server site-1 site-1:3000 check/)
    expect(compose).toMatch(/server site-2 site-2:3000 check/)
  })
})
