import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_FLAGS, DEBIAN_CHROMIUM } from './scripts/chromium-flags'

/**
 * End-to-end tests run against the production build (`npm run build` first), served by the
 * real production server. Debian's Chromium is used where it is installed; elsewhere
 * Playwright's own browser (after `npx playwright install chromium`).
 */
const port = Number(process.env.E2E_PORT ?? 4310)

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined,
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    command: 'node server/http/serve.ts',
    url: `http://127.0.0.1:${port}/home`,
    // The embedded answerer and an in-memory limit high enough for a whole suite from one address.
    env: { PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT_POINTS: '1000', ANTHROPIC_API_KEY: '', REDIS_URL: '' },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'pipe',
  },
})
