/**
 * A redirect the app built from the request's own URL (`http://<Host>/path`) points wherever
 * the client's Host header said. Sent as a path instead, it stays on the host the browser is on.
 * Locations on other hosts (external links) are left alone: the app chose those itself.
 */
export function relativeLocation(response: Response, request: Request): Response {
  const location = response.headers.get('location')
  if (!location) return response
  let target: URL
  try {
    target = new URL(location, request.url)
  } catch {
    return response
  }
  if (target.host !== new URL(request.url).host) return response
  const path = `/${target.pathname.replace(/^\/+/, '')}${target.search}${target.hash}`
  if (path === location) return response
  const headers = new Headers(response.headers)
  headers.set('location', path)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
