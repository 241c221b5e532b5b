import { secureHeaders } from './security-headers.ts'

/** Small responses made here rather than by the app: no scripts, nothing cached, every security header. */
function plain(status: number, contentType: string, body: string): Response {
  return new Response(body, { status, headers: secureHeaders({ 'content-type': contentType, 'cache-control': 'no-store' }) })
}

export const badRequest = () => plain(400, 'text/plain; charset=utf-8', 'Bad request\n')

export const notFound = () => plain(404, 'text/plain; charset=utf-8', 'Not found\n')

/** The page for an unexpected failure: says nothing about the cause (that goes to the log). */
export const serverError = () =>
  plain(
    500,
    'text/html; charset=utf-8',
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Server error</title></head>' +
      '<body><h1>Something went wrong</h1><p>Please try again in a moment.</p></body></html>\n',
  )

/** 308 keeps the method and body, and tells caches the move is permanent. */
export function permanentRedirect(location: string): Response {
  return new Response(null, { status: 308, headers: secureHeaders({ location, 'content-length': '0' }) })
}

/** Pages answer GET and HEAD only; `allow` names what the path does answer. */
export function methodNotAllowed(allow: string): Response {
  const response = plain(405, 'text/plain; charset=utf-8', 'Method not allowed\n')
  response.headers.set('allow', allow)
  return response
}
