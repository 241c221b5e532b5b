/**
 * Finds example values left in the owner's file (content/owner.ts) before launch: addresses on
 * reserved example domains (RFC 2606 / 6761), fictional 555 phone numbers, the shipped example
 * name, and a site URL still pointing at localhost.
 */

export interface ExampleValue {
  /** Where the value sits, e.g. `owner.email` or `webSites.bloom-bakery`. */
  path: string
  value: string
  why: string
}

/** Values the template ships with that no pattern can tell apart from real ones. */
export const SHIPPED_EXAMPLES: readonly string[] = ['Alex Morgan']

const RESERVED_TLDS = ['example', 'test', 'invalid', 'localhost', 'local']
const EXAMPLE_DOMAINS = ['example.com', 'example.net', 'example.org']

function hostOf(value: string): string | undefined {
  const email = /^(?:mailto:)?[^\s@/]+@([^\s@/]+)$/.exec(value)
  if (email) return email[1]!.toLowerCase()
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return undefined
  try {
    return new URL(value).hostname.toLowerCase()
  } catch {
    return undefined
  }
}

function exampleHost(host: string): boolean {
  const labels = host.split('.')
  if (RESERVED_TLDS.includes(labels.at(-1)!)) return true
  if (host === '127.0.0.1' || host === '::1' || host === '[::1]') return true
  return EXAMPLE_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`))
}

/** North American fictional numbers: 555 as the area code or as the exchange (555-01xx and the like). */
function fictionalPhone(value: string): boolean {
  const digits = value.replace(/[\s()+.-]/g, '')
  if (!/^\d{10,11}$/.test(digits)) return false
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return national.length === 10 && (national.startsWith('555') || national.slice(3, 6) === '555')
}

/** A real site's URL whose path still names an example profile (`instagram.com/studio.example`). */
function examplePath(value: string): boolean {
  try {
    return /(^|[^a-z])example([^a-z]|$)/i.test(decodeURIComponent(new URL(value).pathname))
  } catch {
    return false
  }
}

function why(value: string): string | undefined {
  const host = hostOf(value)
  if (host && exampleHost(host)) return `example domain ${host}`
  if (host && examplePath(value)) return 'example profile or path'
  if (fictionalPhone(value)) return 'fictional 555 number'
  if (SHIPPED_EXAMPLES.includes(value)) return 'the example name the site ships with'
  return undefined
}

/** Walks every string in `values` (nested objects and arrays) and reports the example ones. */
export function findExampleValues(values: Record<string, unknown>): ExampleValue[] {
  const found: ExampleValue[] = []
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      const reason = why(value)
      if (reason) found.push({ path, value, why: reason })
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, `${path}[${i}]`))
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, path ? `${path}.${key}` : key)
    }
  }
  walk(values, '')
  return found
}

/** The public origin the build bakes into canonical URLs and the sitemap (SITE_URL at build time). */
export function checkSiteUrl(siteUrl: string | undefined): ExampleValue[] {
  if (!siteUrl) return [{ path: 'SITE_URL', value: '(not set)', why: 'canonical URLs and the sitemap would point at localhost' }]
  const reason = why(siteUrl)
  return reason ? [{ path: 'SITE_URL', value: siteUrl, why: reason }] : []
}
