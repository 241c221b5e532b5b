import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { DEBIAN_CHROMIUM } from '../chromium-flags.ts'

export { CHROMIUM_FLAGS } from '../chromium-flags.ts'

/** Debian's Chromium when installed, otherwise the one Playwright downloaded. */
export async function findChromium(): Promise<string> {
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM
  const { chromium } = await import('@playwright/test')
  const path = chromium.executablePath()
  if (existsSync(path)) return path
  throw new Error(`No Chromium found: install one (apt-get install chromium) or run \`npx playwright install chromium\`.`)
}

export function chromiumVersion(path: string): string {
  try {
    return execFileSync(path, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return 'unknown'
  }
}
