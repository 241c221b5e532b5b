import parseForwarded from 'forwarded-parse'
import ipaddr from 'ipaddr.js'
import { defaults, type Env } from '../env.ts'

/**
 * Who is asking, for rate limiting. The production HTTP server (server/http) deletes any
 * incoming `x-client-ip` and sets it from the socket address, so the header is trustworthy
 * there; X-Forwarded-For and Forwarded are only believed when TRUST_PROXY says how many
 * proxies write them.
 */
export const CLIENT_IP_HEADER = 'x-client-ip'
export const UNKNOWN_CLIENT = 'unknown'

/** Which header our proxies write the client's address into (TRUST_PROXY_HEADER). */
export type ProxyHeader = Env['TRUST_PROXY_HEADER']

export interface ClientKeyOptions {
  /** Proxies we run in front of the app (TRUST_PROXY); 0 reads the socket address only. */
  trustProxy: number
  /** IPv6 clients are counted by this prefix (RATE_LIMIT_IPV6_PREFIX). */
  ipv6Prefix?: number
  /** `auto`: X-Forwarded-For when the request has it, else Forwarded. */
  proxyHeader?: ProxyHeader
}

const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/
const BRACKETED_IPV6 = /^\[([^\]]+)\](?::\d{1,5})?$/

/**
 * One address as proxies really write it, or undefined when it is not one: `192.0.2.1`,
 * `192.0.2.1:4711` (Azure Application Gateway), `[2001:db8::1]:4711`, `[2001:db8::1]`, a bare
 * IPv6 address (its last group is never taken for a port), any of them quoted (RFC 7239) or
 * padded with spaces. An IPv4-mapped IPv6 address is the IPv4 address it carries.
 */
export function parseAddress(raw: string | null | undefined): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  if (!raw || raw.length > 80) return undefined
  let text = raw.trim()
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) text = text.slice(1, -1).trim()
  const bracketed = BRACKETED_IPV6.exec(text)
  const withPort = bracketed ? undefined : IPV4_WITH_PORT.exec(text)
  text = bracketed?.[1] ?? withPort?.[1] ?? text
  // A zone (`fe80::1%eth0`) names the server's own interface, not the client.
  text = text.replace(/%[0-9a-z._~-]{1,32}$/i, '')
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text)
  if (!bracketed && !text.includes(':')) return undefined
  if (!ipaddr.IPv6.isValid(text)) return undefined
  const v6 = ipaddr.IPv6.parse(text)
  return v6.isIPv4MappedAddress() ? v6.toIPv4Address() : v6
}

/**
 * The rate-limit key of an address: an IPv4 address as it is; an IPv6 address by its prefix
 * (`2001:db8:1:2::/64`), since every IPv6 visitor holds at least a /64 and picks addresses in it at will.
 */
export function keyOfAddress(address: ipaddr.IPv4 | ipaddr.IPv6, ipv6Prefix = defaults.RATE_LIMIT_IPV6_PREFIX): string {
  if (address.kind() === 'ipv4') return address.toString()
  const prefix = Math.min(128, Math.max(1, Math.trunc(ipv6Prefix)))
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${prefix}`).toString()}/${prefix}`
}

/** The rate-limit key of an address as written (see parseAddress); anything else is one shared bucket. */
export function keyOf(raw: string | null | undefined, ipv6Prefix?: number): string {
  const address = parseAddress(raw)
  return address ? keyOfAddress(address, ipv6Prefix) : UNKNOWN_CLIENT
}

const splitList = (value: string | null) => (value ?? '').split(',').filter((entry) => entry.trim() !== '')

/** The `for=` values of a Forwarded header, one per proxy; null when it cannot be read at all. */
function forwardedFor(value: string | null): string[] | null {
  if (!value?.trim()) return []
  try {
    return parseForwarded(value).map((element) => element.for ?? '')
  } catch {
    return null
  }
}

/** The entries the proxies wrote, nearest last; null for a header our proxy wrote that cannot be read. */
function proxyEntries(headers: Headers, header: ProxyHeader): string[] | null {
  const xff = splitList(headers.get('x-forwarded-for'))
  if (header === 'x-forwarded-for') return xff
  if (header === 'auto' && xff.length > 0) return xff
  return forwardedFor(headers.get('forwarded'))
}

/**
 * The client's rate-limit key. With `trustProxy` = n > 0 (TRUST_PROXY=n, as Express counts it),
 * the socket peer is the nearest of n proxies we run, and each appends the address it saw: the
 * client is the n-th entry from the right. Entries further left were written by the client and
 * are ignored, so rotating them cannot pick a fresh bucket. Anything that is not an address
 * (`unknown`, `_hidden`, garbage) is one shared bucket, never the client's choice.
 */
export function clientKeyOf(headers: Headers, options: ClientKeyOptions): string {
  const { trustProxy, ipv6Prefix, proxyHeader = defaults.TRUST_PROXY_HEADER } = options
  if (trustProxy > 0) {
    const entries = proxyEntries(headers, proxyHeader)
    if (entries === null) return UNKNOWN_CLIENT
    // Fewer entries than proxies: the leftmost one is still an address a trusted proxy wrote.
    if (entries.length > 0) return keyOf(entries[Math.max(0, entries.length - trustProxy)], ipv6Prefix)
  }
  return keyOf(headers.get(CLIENT_IP_HEADER), ipv6Prefix)
}
