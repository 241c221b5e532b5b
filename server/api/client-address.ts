/**
 * Who is asking, for rate limiting. The production HTTP server (server/http) deletes any
 * incoming `x-client-ip` and sets it from the socket address, so the header is trustworthy
 * there; X-Forwarded-For is only believed when TRUST_PROXY says how many proxies write it.
 */
export const CLIENT_IP_HEADER = 'x-client-ip'
export const UNKNOWN_CLIENT = 'unknown'

/** IPv4, IPv6 (with an optional zone) and IPv4-mapped IPv6 addresses; nothing else becomes a key. */
const ADDRESS = /^[0-9a-f:.]{2,45}(%[0-9a-z]{1,16})?$/i

const clean = (value: string | null | undefined) => {
  const v = value?.trim().replace(/^\[(.*)\]$/, '$1')
  return v && ADDRESS.test(v) ? v.toLowerCase() : undefined
}

/**
 * The client's address. With `trustedProxyHops` = n > 0 (TRUST_PROXY=n, as Express counts it),
 * the socket peer is the nearest of n proxies we run, and each appends the address it saw to
 * X-Forwarded-For: the client is the n-th entry from the right. Entries further left were
 * written by the client and are ignored, so rotating them cannot pick a fresh rate-limit bucket.
 */
export function clientAddressOf(headers: Headers, trustedProxyHops: number): string {
  const peer = clean(headers.get(CLIENT_IP_HEADER))
  if (trustedProxyHops > 0) {
    const entries = (headers.get('x-forwarded-for') ?? '').split(',').filter((e) => e.trim() !== '')
    if (entries.length > 0) {
      // Fewer entries than proxies: the leftmost one is still an address a trusted proxy wrote.
      const entry = entries[Math.max(0, entries.length - trustedProxyHops)]
      // An entry our own proxy wrote that is not an address: one shared bucket, never the client's choice.
      return clean(entry) ?? UNKNOWN_CLIENT
    }
  }
  return peer ?? UNKNOWN_CLIENT
}
