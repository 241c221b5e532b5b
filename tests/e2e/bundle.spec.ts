import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'

const assetsDir = join('dist', 'client', 'assets')

/** Strings that only server code contains: the SDK, the key's name, the limiter, the search index. */
const serverMarkers = ['@anthropic-ai/sdk', 'ANTHROPIC_API_KEY', 'anthropic-version', 'RateLimiterRedis', 'RateLimiterMemory', 'ioredis', 'MiniSearch', 'cache_control']

test('the client bundle carries no server code and no secret', () => {
  const scripts = readdirSync(assetsDir).filter((name) => name.endsWith('.js'))
  expect(scripts.length).toBeGreaterThan(5)
  for (const name of scripts) {
    const code = readFileSync(join(assetsDir, name), 'utf8')
    for (const marker of serverMarkers) expect(code.includes(marker), `${name} contains ${marker}`).toBe(false)
  }
})
