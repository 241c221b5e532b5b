import { isHtml, mediaType } from './content-types.ts'
import { inlineScriptHashes } from './inline-scripts.ts'

/** The page policy, apart from `script-src`, which lists the hashes of the page's own inline scripts. */
const pageDirectives = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self' https:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
]

/** Policy for an HTML document: scripts only from this origin or with one of the given hashes. */
export function htmlCsp(inlineScriptHashes: readonly string[]): string {
  const scriptSrc = ["script-src 'self'", ...inlineScriptHashes].join(' ')
  return [pageDirectives[0], scriptSrc, ...pageDirectives.slice(1)].join('; ')
}

/** The policy of a page read whole: its own inline scripts may run, each by its hash. */
export const pageCsp = (html: Uint8Array) => htmlCsp(inlineScriptHashes(new TextDecoder().decode(html)))

/**
 * For anything that is not a page (assets, JSON, empty redirects): nothing may load or run.
 * `base-uri` and `frame-ancestors` never fall back to `default-src`, so they are named.
 */
export const lockedDownCsp = "default-src 'none'; base-uri 'none'; frame-ancestors 'none'"

/** An SVG opened directly may style itself, but never run script. */
const svgCsp = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; frame-ancestors 'none'"

/** The policy for a non-HTML response (HTML needs its script hashes: use `htmlCsp`). */
export function cspForNonHtml(contentType: string | null): string {
  return mediaType(contentType) === 'image/svg+xml' ? svgCsp : lockedDownCsp
}

/** The policy for a response whose scripts are not read: a page may run only this origin's scripts. */
export const cspFor = (contentType: string | null) => (isHtml(contentType) ? htmlCsp([]) : cspForNonHtml(contentType))

export const securityHeaders: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Features the site never uses. Only names Chromium recognises (checked against Chromium 156):
  // an unknown name makes it log a console warning on every page.
  'permissions-policy': [
    'camera=()',
    'microphone=()',
    'geolocation=()',
    'payment=()',
    'usb=()',
    'magnetometer=()',
    'gyroscope=()',
    'accelerometer=()',
    'browsing-topics=()',
    'interest-cohort=()',
  ].join(', '),
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
}

/** Sets the security headers and the given CSP on `headers` (replacing any the handler chose) and drops `X-Powered-By`. */
export function applySecurityHeaders(headers: Headers, csp: string): Headers {
  for (const [name, value] of Object.entries(securityHeaders)) headers.set(name, value)
  headers.set('content-security-policy', csp)
  headers.delete('x-powered-by')
  return headers
}

/** Convenience for small responses built here (errors, redirects): the CSP follows from the content type. */
export function secureHeaders(init: Record<string, string>): Headers {
  const headers = new Headers(init)
  return applySecurityHeaders(headers, cspFor(headers.get('content-type')))
}
