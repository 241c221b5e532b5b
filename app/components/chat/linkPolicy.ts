import * as ownerLinks from '#content/owner.ts'
import { pagePaths } from '#content/lib/routes.ts'
import { site, whatsappLink } from '#content/site.ts'

/** Where a link in an answer may go: a page of this site, an allowed address elsewhere, or nowhere. */
export type LinkTarget = { kind: 'page'; to: string } | { kind: 'external'; href: string } | null

function collectUrls(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (/^https:\/\//.test(value)) into.add(normalise(value))
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) collectUrls(item, into)
  }
  return into
}

/** Origin and path without a trailing slash: a query or fragment does not change where a link goes. */
function normalise(href: string): string {
  const url = new URL(href)
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`.toLowerCase()
}

const pages = new Set(pagePaths)
// The owner's contact links and every external link of content/ (all of them live in content/owner.ts).
const externalUrls = collectUrls(ownerLinks, new Set([normalise(whatsappLink())]))
const ownerEmail = site.email.toLowerCase()

/**
 * The allow-list of links an answer may make clickable: this site's own pages, the owner's
 * contact links (messaging, email, CV, resume, profiles) and the external links content/ names.
 * Anything else (another host, javascript:, a protocol-relative URL) is shown as plain text.
 */
export function allowedLink(href: string): LinkTarget {
  const raw = href.trim()
  if (raw.startsWith('/') && !raw.startsWith('//')) {
    const path = raw.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/'
    return pages.has(path) ? { kind: 'page', to: path } : null
  }
  if (/^mailto:/i.test(raw)) return raw.slice(7).split('?')[0]!.toLowerCase() === ownerEmail ? { kind: 'external', href: raw } : null
  if (!/^https?:\/\//i.test(raw)) return null
  try {
    return externalUrls.has(normalise(raw)) ? { kind: 'external', href: raw } : null
  } catch {
    return null
  }
}
