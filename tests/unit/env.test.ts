import { describe, expect, it } from 'vitest'
import { buildDeps } from '../../server/api/deps.ts'
import { EnvError, parseEnv } from '../../server/env.ts'
import { createRequestLimiter } from '../../server/services/rate-limit.ts'

const refusal = (source: Record<string, string>) => {
  try {
    parseEnv(source)
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError)
    return (error as EnvError).message
  }
  throw new Error(`parseEnv accepted ${JSON.stringify(source)}`)
}

describe('parseEnv', () => {
  it('has a default for everything, so an empty environment works', () => {
    expect(parseEnv({})).toEqual({
      PORT: 3000,
      HOST: 'localhost',
      ANTHROPIC_MODEL: 'claude-haiku-4-5',
      ANTHROPIC_DEADLINE_MS: 8_000,
      API_DEADLINE_MS: 10_000,
      RATE_LIMIT_POINTS: 10,
      RATE_LIMIT_WINDOW_SECONDS: 60,
      RATE_LIMIT_BURST_POINTS: 5,
      RATE_LIMIT_BURST_WINDOW_SECONDS: 600,
      RATE_LIMIT_MAX_CLIENTS: 10_000,
      RATE_LIMIT_IPV6_PREFIX: 64,
      REDIS_COMMAND_TIMEOUT_MS: 500,
      REDIS_CONNECT_TIMEOUT_MS: 2_000,
      TRUST_PROXY: 0,
      TRUST_PROXY_HEADER: 'auto',
      HEADERS_TIMEOUT_MS: 5_000,
      REQUEST_TIMEOUT_MS: 10_000,
      KEEP_ALIVE_TIMEOUT_MS: 5_000,
      MAX_CONNECTIONS_PER_CLIENT: 64,
      SHUTDOWN_GRACE_MS: 5_000,
      SHUTDOWN_DRAIN_MS: 0,
      BUILD_OUT_DIR: 'dist',
      NO_PRERENDER: false,
    })
  })

  it('reads what is set, trimmed; a blank value is unset', () => {
    const env = parseEnv({
      PORT: '0',
      RATE_LIMIT_POINTS: ' 30 ',
      REDIS_URL: ' redis://127.0.0.1:6380 ',
      ANTHROPIC_API_KEY: '  ',
      TRUST_PROXY_HEADER: 'Forwarded',
      RATE_LIMIT_IPV6_PREFIX: '56',
      API_DEADLINE_MS: '1500',
      REDIS_COMMAND_TIMEOUT_MS: '200',
    })
    expect(env).toMatchObject({ PORT: 0, RATE_LIMIT_POINTS: 30, REDIS_URL: 'redis://127.0.0.1:6380', TRUST_PROXY_HEADER: 'forwarded' })
    expect(env).toMatchObject({ RATE_LIMIT_IPV6_PREFIX: 56, API_DEADLINE_MS: 1500, REDIS_COMMAND_TIMEOUT_MS: 200 })
    expect(env.ANTHROPIC_API_KEY).toBeUndefined()
  })

  it.each([
    ['1', 1],
    ['2', 2],
    ['yes', 1],
    ['ON', 1],
    ['true', 1],
    ['0', 0],
    ['false', 0],
    ['', 0],
  ])('reads TRUST_PROXY=%s as %s proxies', (value, expected) => {
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toBe(expected)
  })

  it('caps connections per client unless behind a proxy, where 0 (no cap) is the default', () => {
    expect(parseEnv({ TRUST_PROXY: '1' }).MAX_CONNECTIONS_PER_CLIENT).toBe(0)
    expect(parseEnv({ TRUST_PROXY: '1', MAX_CONNECTIONS_PER_CLIENT: '10' }).MAX_CONNECTIONS_PER_CLIENT).toBe(10)
    expect(parseEnv({ MAX_CONNECTIONS_PER_CLIENT: '0' }).MAX_CONNECTIONS_PER_CLIENT).toBe(0)
  })

  it('never lets the request timeout be shorter than the headers timeout (Node would refuse)', () => {
    expect(parseEnv({ HEADERS_TIMEOUT_MS: '3000', REQUEST_TIMEOUT_MS: '1000' }).REQUEST_TIMEOUT_MS).toBe(3_000)
  })

  it.each([
    ['RATE_LIMIT_POINTS', 'abc', 'a whole number from 1 to 2147483647'],
    ['RATE_LIMIT_WINDOW_SECONDS', '-5', 'a whole number from 1 to 2147483647'],
    ['RATE_LIMIT_POINTS', '0', 'a whole number from 1 to 2147483647'],
    ['API_DEADLINE_MS', '1.5', 'a whole number from 1 to 2147483647'],
    ['API_DEADLINE_MS', '3000000000', 'a whole number from 1 to 2147483647'],
    ['PORT', '70000', 'a whole number from 0 to 65535'],
    ['RATE_LIMIT_IPV6_PREFIX', '200', 'a whole number from 1 to 128'],
    ['TRUST_PROXY', '-1', 'a whole number from 0 to 32'],
    ['TRUST_PROXY', 'everyone', 'a whole number from 0 to 32'],
    ['TRUST_PROXY_HEADER', 'x', 'one of auto, x-forwarded-for, forwarded'],
    ['REDIS_URL', 'localhost:6379', 'a URL starting with redis:// or rediss://'],
    ['SITE_URL', 'portfolio.example', 'a URL starting with http:// or https://'],
    ['NO_PRERENDER', 'maybe', 'one of true, yes, on, 1, false, no, off, 0'],
  ])('refuses %s=%s, naming the variable and what it allows', (name, value, allowed) => {
    expect(refusal({ [name]: value })).toContain(`${name} must be ${allowed}`)
  })

  it('names every wrong variable at once, and never repeats a value (it may hold a password)', () => {
    const message = refusal({ REDIS_URL: 'redis//:s3cret@host', PORT: 'x', RATE_LIMIT_POINTS: '5' })
    expect(message).toContain('REDIS_URL must be')
    expect(message).toContain('PORT must be')
    expect(message).not.toContain('RATE_LIMIT_POINTS')
    expect(message).not.toContain('s3cret')
  })
})

describe('what the API takes from the environment', () => {
  const apiDeps = (source: Record<string, string>) =>
    buildDeps(parseEnv(source), { limiter: createRequestLimiter({ points: 1, windowSeconds: 1, burstPoints: 0, burstWindowSeconds: 1 }) })

  it('gives up on a body a little before the server’s own request timeout', () => {
    expect(apiDeps({ REQUEST_TIMEOUT_MS: '3000', HEADERS_TIMEOUT_MS: '1000' }).bodyTimeoutMs).toBe(2_750)
    // Node never times a request out before its headers timeout.
    expect(apiDeps({ REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '4000' }).bodyTimeoutMs).toBe(3_750)
  })

  it('counts clients as the proxy settings say, and knows its own origin', () => {
    expect(apiDeps({ TRUST_PROXY: 'true', TRUST_PROXY_HEADER: 'Forwarded', RATE_LIMIT_IPV6_PREFIX: '56' })).toMatchObject({
      trustProxy: 1,
      proxyHeader: 'forwarded',
      ipv6Prefix: 56,
    })
    expect(apiDeps({ SITE_URL: 'https://portfolio.example/some/page' }).siteOrigin).toBe('https://portfolio.example')
    expect(apiDeps({}).siteOrigin).toBeUndefined()
  })
})
