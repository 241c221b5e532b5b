import { describe, expect, it } from 'vitest'
import { clientAddressOf } from '../../server/api/client-address.ts'
import { proxyHops, readApiConfig } from '../../server/api/config.ts'

const headers = (h: Record<string, string>) => new Headers(h)

describe('clientAddressOf', () => {
  it('uses x-client-ip (set by the production server from the socket) by default', () => {
    expect(clientAddressOf(headers({ 'x-client-ip': '192.0.2.1', 'x-forwarded-for': '10.0.0.1' }), 0)).toBe('192.0.2.1')
  })

  it('takes the X-Forwarded-For entry TRUST_PROXY hops from the right, only when proxies are trusted', () => {
    const h = headers({ 'x-client-ip': '127.0.0.1', 'x-forwarded-for': '10.8.0.7, 2001:DB8::1 , 10.0.0.1' })
    expect(clientAddressOf(h, 1)).toBe('10.0.0.1')
    expect(clientAddressOf(h, 2)).toBe('2001:db8::1')
    expect(clientAddressOf(h, 3)).toBe('10.8.0.7')
    // More hops than entries: the leftmost entry, which a trusted proxy still wrote.
    expect(clientAddressOf(h, 5)).toBe('10.8.0.7')
    expect(clientAddressOf(h, 0)).toBe('127.0.0.1')
  })

  it('ignores whatever the client wrote left of the entries our proxies appended', () => {
    const keys = new Set(Array.from({ length: 20 }, (_, i) => clientAddressOf(headers({ 'x-forwarded-for': `10.8.0.${i}, 198.51.100.7` }), 1)))
    expect([...keys]).toEqual(['198.51.100.7'])
  })

  it('falls back to x-client-ip when X-Forwarded-For is missing; a garbage entry is one shared bucket', () => {
    expect(clientAddressOf(headers({ 'x-client-ip': '192.0.2.1' }), 1)).toBe('192.0.2.1')
    expect(clientAddressOf(headers({ 'x-client-ip': '192.0.2.1', 'x-forwarded-for': '1.2.3.4, <script>' }), 1)).toBe('unknown')
    expect(clientAddressOf(headers({ 'x-client-ip': '192.0.2.1', 'x-forwarded-for': '<script>, 1.2.3.4' }), 1)).toBe('1.2.3.4')
  })

  it("answers 'unknown' rather than trusting a value that is not an address", () => {
    expect(clientAddressOf(headers({}), 0)).toBe('unknown')
    expect(clientAddressOf(headers({ 'x-client-ip': 'a'.repeat(500) }), 0)).toBe('unknown')
    expect(clientAddressOf(headers({ 'x-client-ip': '[::1]' }), 0)).toBe('::1')
  })
})

describe('readApiConfig', () => {
  it('has sane defaults', () => {
    expect(readApiConfig({})).toEqual({
      trustProxy: 0,
      rateLimit: { points: 10, windowSeconds: 60, burstPoints: 5, burstWindowSeconds: 600, maxClients: 10_000 },
      redisUrl: undefined,
      redis: { commandTimeoutMs: 500, connectTimeoutMs: 2_000 },
      maxBodyBytes: 16 * 1024,
      deadlineMs: 10_000,
    })
  })

  it('reads limits, TRUST_PROXY and REDIS_URL, ignoring nonsense', () => {
    const config = readApiConfig({ TRUST_PROXY: 'true', RATE_LIMIT_POINTS: '30', RATE_LIMIT_WINDOW_SECONDS: '-5', REDIS_URL: ' redis://127.0.0.1:6380 ' })
    expect(config.trustProxy).toBe(1)
    expect(config.rateLimit.points).toBe(30)
    expect(config.rateLimit.windowSeconds).toBe(60)
    expect(config.redisUrl).toBe('redis://127.0.0.1:6380')
  })

  it.each([['1', 1], ['2', 2], ['yes', 1], ['ON', 1], ['true', 1], ['0', 0], ['false', 0], ['', 0], ['-1', 0]])('treats TRUST_PROXY=%s as %s hops', (value, expected) => {
    expect(proxyHops(value)).toBe(expected)
  })

  it('reads API_DEADLINE_MS and the Redis timeouts', () => {
    const config = readApiConfig({ API_DEADLINE_MS: '1500', REDIS_COMMAND_TIMEOUT_MS: '200', REDIS_CONNECT_TIMEOUT_MS: 'x' })
    expect(config.deadlineMs).toBe(1500)
    expect(config.redis).toEqual({ commandTimeoutMs: 200, connectTimeoutMs: 2_000 })
  })
})
