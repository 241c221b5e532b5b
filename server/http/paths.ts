/** Encoded `/`, `\` or NUL inside a path segment: nothing on this site needs them, and they are how traversal hides. */
const forbiddenEscapes = /%(?:2f|5c|00)/i

/**
 * Decodes a URL pathname for lookup, or returns null when it is malformed or could climb out
 * of the served directory: bad percent-encoding, encoded slashes or backslashes, NUL bytes,
 * or `.`/`..` segments (the URL parser removes literal ones; this catches whatever is left).
 */
export function decodeSafePath(rawPathname: string): string | null {
  if (!rawPathname.startsWith('/') || forbiddenEscapes.test(rawPathname)) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(rawPathname)
  } catch {
    return null
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) return null
  return decoded
}

/**
 * Where a path with a trailing slash (`/home/`) should go: the same path without it, with the
 * query kept. Null for the root and for paths without a trailing slash. Leading slashes collapse
 * to one, so `//evil.example/` can never become a protocol-relative redirect.
 */
export function trailingSlashRedirect(url: URL): string | null {
  const { pathname, search } = url
  if (pathname === '/' || !pathname.endsWith('/')) return null
  return `/${pathname.replace(/^\/+|\/+$/g, '')}${search}`
}

/** The API and other server endpoints live under `/api/` (exactly that case). */
export const isApiPath = (path: string) => path.startsWith('/api/')

/** `/API/...`, `/Api/...`: not the API, and not a page either. */
export const isMiscasedApiPath = (path: string) => !isApiPath(path) && path.toLowerCase().startsWith('/api/')

export interface CanonicalPathRules {
  /** Whether a lower-case path is a page or file this site serves. */
  isKnown(path: string): boolean
  /** Where an old path goes now (content/redirects.ts), if anywhere. */
  redirectFor(path: string): string | undefined
}

/**
 * The one URL a GET for `rawPathname` should land on, or null when it already is that URL:
 * repeated and trailing slashes dropped, old paths sent to where they go now, and case variants
 * of known paths lower-cased, all in one hop. The result is always a path starting with one
 * slash, never a URL built from the request's Host.
 */
export function canonicalPath(rawPathname: string, rules: CanonicalPathRules): string | null {
  // Browsers read `\` as `/` in a Location, so `/\host` would leave the site like `//host`.
  const trimmed = `/${rawPathname.replace(/[/\\]+/g, '/').replace(/^\/+|\/+$/g, '')}`
  const lower = trimmed.toLowerCase()
  const target = rules.redirectFor(lower) ?? (trimmed !== lower && rules.isKnown(lower) ? lower : trimmed)
  return target === rawPathname ? null : target
}

/** The URL paths a file in the client directory answers to: `home/index.html` -> `/home/index.html` and `/home`. */
export function urlPathsForFile(relativePath: string): string[] {
  const path = `/${relativePath.split('\\').join('/')}`
  if (path === '/index.html') return [path, '/']
  if (path.endsWith('/index.html')) return [path, path.slice(0, -'/index.html'.length)]
  return [path]
}
