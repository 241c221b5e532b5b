import type { IncomingMessage } from 'node:http'
import { badRequest, methodNotAllowed } from './plain-responses.ts'
import { isApiPath } from './paths.ts'

/** Methods no part of the site answers and the Fetch API cannot even represent as a Request. */
const refusedMethods = new Set(['TRACE', 'TRACK', 'CONNECT'])

/** A host name or an IPv4/IPv6 literal, with an optional port from 0 to 65535. */
const hostPattern = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i

export function isValidHost(host: string | undefined): boolean {
  if (!host) return false
  const match = hostPattern.exec(host)
  if (!match) return false
  return match[1] === undefined || Number(match[1]) <= 65_535
}

/** Requests turned away before they reach the fetch handler, each with the reason for its log line. */
export function screenRequest(req: IncomingMessage): { reason: string; response: Response } | null {
  if (!isValidHost(req.headers.host)) return { reason: 'invalid_host', response: badRequest() }
  if (refusedMethods.has(req.method ?? '')) {
    const path = (req.url ?? '/').split('?', 1)[0]!
    return { reason: 'method_not_allowed', response: methodNotAllowed(isApiPath(path) ? 'GET, POST' : 'GET, HEAD') }
  }
  return null
}
