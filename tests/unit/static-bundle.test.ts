import { readFileSync, readdirSync } from 'node:fs'
import { expect, it } from 'vitest'
import { clientDir, requireBuild } from './fixtures/built-site.ts'

const assetsDir = new URL('assets/', clientDir)

/** Strings that only server code contains: the SDK, the key's name, the limiter, the search index. */
const serverMarkers = [
  '@anthropic-ai/sdk',
  'ANTHROPIC_API_KEY',
  'anthropic-version',
  'RateLimiterRedis',
  'RateLimiterMemory',
  'ioredis',
  'MiniSearch',
  'cache_control',
]

it('the client bundle carries no server code and no secret', () => {
  requireBuild()
  const scripts = readdirSync(assetsDir).filter((name) => name.endsWith('.js'))
  expect(scripts.length).toBeGreaterThan(5)
  for (const name of scripts) {
    const code = readFileSync(new URL(name, assetsDir), 'utf8')
    for (const marker of serverMarkers) expect(code.includes(marker), `${name} contains ${marker}`).toBe(false)
  }
})
