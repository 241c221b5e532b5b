import { describe, expect, it } from 'vitest'
import { clientKeyOf, parseAddress } from '../../server/services/client-address.ts'

const headers = (h: Record<string, string>) => new Headers(h)
const keyOf = (
  h: Record<string, string>,
  trustProxy: number,
  extra: { ipv6Prefix?: number; proxyHeader?: 'auto' | 'x-forwarded-for' | 'forwarded' } = {},
) => clientKeyOf(headers(h), { trustProxy, ...extra })

describe('clientKeyOf', () => {
  it('uses x-client-ip (set by the production server from the socket) by default', () => {
    expect(keyOf({ 'x-client-ip': '192.0.2.1', 'x-forwarded-for': '10.0.0.1' }, 0)).toBe('192.0.2.1')
  })

  it('takes the X-Forwarded-For entry TRUST_PROXY hops from the right, only when proxies are trusted', () => {
    const h = { 'x-client-ip': '127.0.0.1', 'x-forwarded-for': '10.8.0.7, 2001:DB8::1 , 10.0.0.1' }
    expect(keyOf(h, 1)).toBe('10.0.0.1')
    expect(keyOf(h, 2)).toBe('2001:db8::/64')
    expect(keyOf(h, 3)).toBe('10.8.0.7')
    // More hops than entries: the leftmost entry, which a trusted proxy still wrote.
    expect(keyOf(h, 5)).toBe('10.8.0.7')
    expect(keyOf(h, 0)).toBe('127.0.0.1')
  })

  it('ignores whatever the client wrote left of the entries our proxies appended', () => {
    const keys = new Set(Array.from({ length: 20 }, (_, i) => keyOf({ 'x-forwarded-for': `10.8.0.${i}, 198.51.100.7` }, 1)))
    expect([...keys]).toEqual(['198.51.100.7'])
  })

  it('falls back to x-client-ip when no proxy header is there; a garbage entry is one shared bucket', () => {
    expect(keyOf({ 'x-client-ip': '192.0.2.1' }, 1)).toBe('192.0.2.1')
    expect(keyOf({ 'x-client-ip': '192.0.2.1', 'x-forwarded-for': '1.2.3.4, <script>' }, 1)).toBe('unknown')
    expect(keyOf({ 'x-client-ip': '192.0.2.1', 'x-forwarded-for': '<script>, 1.2.3.4' }, 1)).toBe('1.2.3.4')
  })

  it("answers 'unknown' rather than trusting a value that is not an address", () => {
    expect(keyOf({}, 0)).toBe('unknown')
    expect(keyOf({ 'x-client-ip': 'a'.repeat(500) }, 0)).toBe('unknown')
    expect(keyOf({ 'x-client-ip': '1.2.3' }, 0)).toBe('unknown')
    expect(keyOf({ 'x-client-ip': '3232235777' }, 0)).toBe('unknown')
    expect(keyOf({ 'x-client-ip': '[::1]' }, 0)).toBe('::/64')
  })
})

describe('one client, one key', () => {
  it('keys IPv6 by its /64: every address a visitor can pick inside it is the same client', () => {
    const keys = new Set(
      Array.from({ length: 20 }, (_, i) => keyOf({ 'x-client-ip': `2001:db8:a:b:${i.toString(16)}:1:2:${(i * 7).toString(16)}` }, 0)),
    )
    expect([...keys]).toEqual(['2001:db8:a:b::/64'])
    expect(keyOf({ 'x-client-ip': '2001:db8:a:c::1' }, 0)).toBe('2001:db8:a:c::/64')
  })

  it('takes the prefix length from RATE_LIMIT_IPV6_PREFIX', () => {
    expect(keyOf({ 'x-client-ip': '2001:db8:a:b:c:d:e:f' }, 0, { ipv6Prefix: 48 })).toBe('2001:db8:a::/48')
    expect(keyOf({ 'x-client-ip': '2001:db8:a:b:c:d:e:f' }, 0, { ipv6Prefix: 128 })).toBe('2001:db8:a:b:c:d:e:f/128')
  })

  it('treats IPv4-mapped IPv6 as the IPv4 address it carries', () => {
    expect(keyOf({ 'x-client-ip': '::ffff:192.0.2.5' }, 0)).toBe('192.0.2.5')
    expect(keyOf({ 'x-forwarded-for': '[::ffff:192.0.2.5]:443' }, 1)).toBe('192.0.2.5')
  })

  it.each([
    ['198.51.100.7', '198.51.100.7'],
    ['198.51.100.7:50123', '198.51.100.7'],
    ['  198.51.100.7:8080  ', '198.51.100.7'],
    ['"198.51.100.7"', '198.51.100.7'],
    ['[2001:db8:1:2::99]:4711', '2001:db8:1:2::/64'],
    ['[2001:db8:1:2::99]', '2001:db8:1:2::/64'],
    ['"[2001:db8:1:2::99]:4711"', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::99', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80::/64'],
    ['unknown', 'unknown'],
    ['_hidden', 'unknown'],
    ['198.51.100.7:port', 'unknown'],
  ])('X-Forwarded-For entry %j is %s', (entry, key) => {
    expect(keyOf({ 'x-forwarded-for': `203.0.113.1, ${entry}` }, 1)).toBe(key)
  })

  it('reads RFC 7239 Forwarded when the proxy writes it (and X-Forwarded-For is absent)', () => {
    const forwarded = 'for=203.0.113.9;proto=https, for="[2001:db8:cafe::17]:4711";proto=https'
    expect(keyOf({ forwarded }, 1)).toBe('2001:db8:cafe::/64')
    expect(keyOf({ forwarded }, 2)).toBe('203.0.113.9')
    expect(keyOf({ forwarded: 'for="192.0.2.60:8080";by=203.0.113.43' }, 1)).toBe('192.0.2.60')
    expect(keyOf({ forwarded: 'for=unknown' }, 1)).toBe('unknown')
    expect(keyOf({ forwarded: 'for=1.2.3.4;;garbage', 'x-client-ip': '10.0.0.1' }, 1)).toBe('unknown')
    expect(keyOf({ forwarded, 'x-client-ip': '10.0.0.1' }, 0), 'not without TRUST_PROXY').toBe('10.0.0.1')
  })

  it('TRUST_PROXY_HEADER picks the header the proxy writes, so the client cannot use the other one', () => {
    const h = { forwarded: 'for=203.0.113.9', 'x-forwarded-for': '198.51.100.7' }
    expect(keyOf(h, 1)).toBe('198.51.100.7')
    expect(keyOf(h, 1, { proxyHeader: 'forwarded' })).toBe('203.0.113.9')
    expect(keyOf({ forwarded: 'for=203.0.113.9', 'x-client-ip': '10.0.0.1' }, 1, { proxyHeader: 'x-forwarded-for' })).toBe('10.0.0.1')
  })

  it('parseAddress refuses what is not one address', () => {
    for (const text of ['', '1.2.3.4.5', '1.2.3.4:', '[1.2.3.4', '::ffff:zz', 'localhost', '01.2.3.4', '1.2.3.4, 5.6.7.8']) {
      expect(parseAddress(text), text).toBeUndefined()
    }
  })
})
