import { chooseEncoding, compressBuffer, compressStream, minCompressibleBytes } from './compress.ts'
import { isCompressible, isHtml } from './content-types.ts'
import { applySecurityHeaders, cspFor, pageCsp } from './security-headers.ts'

const nullBodyStatuses = new Set([204, 205, 304])

function addVary(headers: Headers, value: string) {
  const current = headers.get('vary')
  if (!current) headers.set('vary', value)
  else if (
    !current
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(value.toLowerCase())
  )
    headers.set('vary', `${current}, ${value}`)
}

/** A strong ETag names exact bytes; once we re-encode the body it can only be a weak one. */
function weakenEtag(headers: Headers) {
  const etag = headers.get('etag')
  if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`)
}

/**
 * HTML is read whole: its CSP must list the hash of every inline script, and the scripts are
 * only known once the page has finished rendering.
 */
async function finishHtml(response: Response, request: Request, headers: Headers): Promise<Response> {
  const html = new Uint8Array(await response.arrayBuffer())
  applySecurityHeaders(headers, pageCsp(html))
  addVary(headers, 'Accept-Encoding')
  const encoding = html.byteLength >= minCompressibleBytes ? chooseEncoding(request.headers.get('accept-encoding')) : null
  const body = encoding ? await compressBuffer(html, encoding, 'fast') : html
  if (encoding) {
    headers.set('content-encoding', encoding)
    weakenEtag(headers)
  }
  headers.set('content-length', String(body.byteLength))
  return new Response(request.method === 'HEAD' ? null : body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

function finishOther(response: Response, request: Request, headers: Headers): Response {
  const contentType = headers.get('content-type')
  applySecurityHeaders(headers, cspFor(contentType))
  let body: ReadableStream<Uint8Array> | null = response.body
  if (body && isCompressible(contentType) && !headers.has('content-encoding')) {
    addVary(headers, 'Accept-Encoding')
    const length = headers.get('content-length')
    const bigEnough = length === null || Number(length) >= minCompressibleBytes
    const encoding = bigEnough ? chooseEncoding(request.headers.get('accept-encoding')) : null
    if (encoding) {
      body = compressStream(body, encoding)
      headers.set('content-encoding', encoding)
      headers.delete('content-length')
      weakenEtag(headers)
    }
  }
  if (request.method === 'HEAD' && body) {
    void body.cancel().catch(() => {})
    body = null
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}

/**
 * Makes the app handler's response fit to send: security headers (CSP with inline script hashes
 * for HTML), no `X-Powered-By`, and compression for text when the client accepts it.
 */
export function finishHandlerResponse(response: Response, request: Request): Promise<Response> | Response {
  const headers = new Headers(response.headers)
  if (nullBodyStatuses.has(response.status) || response.body === null) {
    void response.body?.cancel().catch(() => {})
    applySecurityHeaders(headers, cspFor(headers.get('content-type')))
    return new Response(null, { status: response.status, statusText: response.statusText, headers })
  }
  // (HTML the handler already encoded cannot be read for its scripts; it keeps the hash-less policy.)
  if (isHtml(headers.get('content-type')) && !headers.has('content-encoding')) return finishHtml(response, request, headers)
  return finishOther(response, request, headers)
}
