import { describe, expect, it } from 'vitest'
import { clientAddressOf } from '../../server/api/client-address.ts'
import { isTruthy, readApiConfig } from '../../server/api/config.ts'

const headers = (h: Record<string, string>) => new Headers(h)

describe('clientAddressOf', () => {
  it('uses x-client-ip (set by the production server from the socket) by default', () => {
    expect(clientAddressOf(headers({ 'x-client-ip': '192.0.2.1', 'x-forwarded-for': '10.0.0.1' }), false)).toBe('192.0.2.1')
  })

  it('uses the first X-Forwarded-For entry only when the proxy is trusted', () => {
    const h = headers({ 'x-client-ip': '127.0.0.1', 'x-forwarded-for': ' 2001:DB8::1 , 10.0.0.1' })
    expect(clientAddressOf(h, true)).toBe('2001:db8::1')
    expect(clientAddressOf(h, false)).toBe('127.0.0.1')
  })

  it('falls back to x-client-ip when a trusted X-Forwarded-For is missing or garbage', () => {
    expect(clientAddressOf(headers({ 'x-client-ip': '192.0.2.1' }), true)).toBe('192.0.2.1')
    expect(clientAddressOf(headers({ 'x-client-ip': '192.0.2.1', 'x-forwarded-for': '<script>, 1.2.3.4' }), true)).toBe('192.0.2.1')
  })

  it("answers 'unknown' rather than trusting a value that is not an address", () => {
    expect(clientAddressOf(headers({}), false)).toBe('unknown')
    expect(clientAddressOf(headers({ 'x-client-ip': 'a'.repeat(500) }), false)).toBe('unknown')
    expect(clientAddressOf(headers({ 'x-client-ip': '[::1]' }), false)).toBe('::1')
  })
})

describe('readApiConfig', () => {
  it('has sane defaults', () => {
    expect(readApiConfig({})).toEqual({
      trustProxy: false,
      rateLimit: { points: 10, windowSeconds: 60, burstPoints: 5, burstWindowSeconds: 600 },
      redisUrl: undefined,
      maxBodyBytes: 16 * 1024,
    })
  })

  it('reads limits, TRUST_PROXY and REDIS_URL, ignoring nonsense', () => {
    const config = readApiConfig({ TRUST_PROXY: 'true', RATE_LIMIT_POINTS: '30', RATE_LIMIT_WINDOW_SECONDS: '-5', REDIS_URL: ' redis://127.0.0.1:6380 ' })
    expect(config.trustProxy).toBe(true)
    expect(config.rateLimit.points).toBe(30)
    expect(config.rateLimit.windowSeconds).toBe(60)
    expect(config.redisUrl).toBe('redis://127.0.0.1:6380')
  })

  it.each([['1', true], ['yes', true], ['ON', true], ['0', false], ['false', false], ['', false]])('treats TRUST_PROXY=%s as %s', (value, expected) => {
    expect(isTruthy(value)).toBe(expected)
  })
})
