/**
 * Who is asking, for rate limiting. The production HTTP server (server/http) deletes any
 * incoming `x-client-ip` and sets it from the socket address, so the header is trustworthy
 * there; X-Forwarded-For is only believed when TRUST_PROXY says a proxy writes it.
 */
export const CLIENT_IP_HEADER = 'x-client-ip'
export const UNKNOWN_CLIENT = 'unknown'

/** IPv4, IPv6 (with an optional zone) and IPv4-mapped IPv6 addresses; nothing else becomes a key. */
const ADDRESS = /^[0-9a-f:.]{2,45}(%[0-9a-z]{1,16})?$/i

const clean = (value: string | null | undefined) => {
  const v = value?.trim().replace(/^\[(.*)\]$/, '$1')
  return v && ADDRESS.test(v) ? v.toLowerCase() : undefined
}

export function clientAddressOf(headers: Headers, trustProxy: boolean): string {
  if (trustProxy) {
    const first = headers.get('x-forwarded-for')?.split(',')[0]
    const forwarded = clean(first)
    if (forwarded) return forwarded
  }
  return clean(headers.get(CLIENT_IP_HEADER)) ?? UNKNOWN_CLIENT
}
