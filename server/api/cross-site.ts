/**
 * Whether a browser sent this request for another site (which must not spend a visitor's
 * rate limit). `Sec-Fetch-Site` says so directly; browsers without it (older Safari, some
 * embedded views) still send `Origin` on a cross-origin POST, which must then name this site:
 * the host the request was sent to, or SITE_URL's origin. Clients without `Origin` (curl,
 * same-origin GETs) are not browsers acting for another site.
 */
export function isCrossSite(request: Request, siteOrigin?: string): boolean {
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite) return fetchSite.toLowerCase() === 'cross-site'
  const origin = request.headers.get('origin')
  if (origin === null) return false
  if (siteOrigin && origin === siteOrigin) return false
  try {
    return new URL(origin).host !== new URL(request.url).host
  } catch {
    // `Origin: null` (sandboxed frames, data: URLs) and garbage.
    return true
  }
}
