import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { expect, type APIResponse } from '@playwright/test'
import { parseCsp } from './csp'

/** The build the production server serves (tests run after `npm run build`). */
export const clientDir = new URL('../../../dist/client/', import.meta.url)

/** The prerendered file for a page path: `/` -> index.html, `/home` -> home/index.html. */
export function prerenderedHtml(path: string): Buffer {
  return readFileSync(new URL(path === '/' ? 'index.html' : `${path.slice(1)}/index.html`, clientDir))
}

/** The same hashes a browser computes for inline scripts (every `<script>` without `src`). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', text = ''] of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** Same-origin `/assets/…` URLs a page references (scripts, styles, preloads). */
export const assetUrls = (html: string) => [...new Set([...html.matchAll(/["'](\/assets\/[^"'?#\s]+)["']/g)].map((m) => m[1]!))]

/** `sources` of a directive, falling back to `default-src` where CSP does (`base-uri` and `frame-ancestors` never fall back). */
function effective(csp: Map<string, string[]>, directive: string) {
  return csp.get(directive) ?? csp.get('default-src')
}

/**
 * The security headers every response carries, whatever produced it. `document` is true for
 * HTML pages, whose policy must also allow the site's own code and nothing else.
 */
export function expectSecurityHeaders(response: APIResponse, what: string, { document = false } = {}) {
  const headers = response.headers()
  expect(headers['x-content-type-options'], `${what}: X-Content-Type-Options`).toBe('nosniff')
  expect(headers['referrer-policy'], `${what}: Referrer-Policy`).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy'], `${what}: Permissions-Policy`).toMatch(/camera=\(\)/)
  expect(headers['permissions-policy'], `${what}: Permissions-Policy`).toMatch(/microphone=\(\)/)
  const hsts = /max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')
  expect(Number(hsts?.[1] ?? 0), `${what}: Strict-Transport-Security max-age of a year or more`).toBeGreaterThanOrEqual(31_536_000)
  expect(headers['cross-origin-opener-policy'], `${what}: Cross-Origin-Opener-Policy`).toBe('same-origin')
  expect(headers['x-powered-by'], `${what}: X-Powered-By`).toBeUndefined()

  const csp = parseCsp(headers['content-security-policy'])
  expect(csp.size, `${what}: Content-Security-Policy`).toBeGreaterThan(0)
  const scriptSrc = effective(csp, 'script-src') ?? []
  expect(scriptSrc.length, `${what}: script-src (or default-src)`).toBeGreaterThan(0)
  expect(scriptSrc, `${what}: script-src`).not.toContain("'unsafe-inline'")
  expect(scriptSrc, `${what}: script-src`).not.toContain("'unsafe-eval'")
  expect(scriptSrc, `${what}: script-src`).not.toContain('*')
  expect(effective(csp, 'object-src'), `${what}: object-src`).toEqual(["'none'"])
  expect(csp.get('base-uri'), `${what}: base-uri`).toEqual(["'none'"])
  expect(csp.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"])
  const connectSrc = effective(csp, 'connect-src')
  if (document) {
    expect(connectSrc, `${what}: connect-src`).toEqual(["'self'"])
    expect(scriptSrc[0], `${what}: script-src`).toBe("'self'")
  } else {
    // Not a document: nothing may connect anywhere, which is stricter than 'self'.
    expect([["'self'"], ["'none'"]], `${what}: connect-src`).toContainEqual(connectSrc)
  }
  return csp
}
