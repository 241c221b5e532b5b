import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, type RunningServer } from '../unit/fixtures/prod-dist/http-client.ts'
import { createAppDist, removeDist, startApp, stopApp } from '../helpers/prod-app.ts'

/** The production limit: 10 questions a minute, then 5 from the burst allowance. */
const LIMIT = 15
const TRIES = 20

let distDir: string
beforeAll(async () => {
  distDir = await createAppDist()
})
afterAll(() => removeDist(distDir))

const ask = (server: RunningServer, headers: Record<string, string>) =>
  send(server.url, '/api/trpc/ai-agent-proxy', {
    method: 'POST',
    body: '{"query":"hi"}',
    headers: { 'content-type': 'application/json', ...headers },
  })

/** How many of the requests (one per header set) were answered rather than refused with 429. */
async function answered(server: RunningServer, headerSets: Record<string, string>[]) {
  let count = 0
  for (const headers of headerSets) {
    const { status } = await ask(server, headers)
    expect([200, 429]).toContain(status)
    if (status === 200) count++
  }
  return count
}

const times = <T>(make: (i: number) => T) => Array.from({ length: TRIES }, (_, i) => make(i))
const hex = (i: number) => i.toString(16)

describe('one client, one count, behind one proxy (TRUST_PROXY=1), with the header forms proxies write', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startApp(distDir, { TRUST_PROXY: '1' })
  }, 30_000)
  afterAll(() => stopApp(server))

  it(`F1: ${TRIES} addresses from one IPv6 /64 share one allowance of ${LIMIT}`, async () => {
    const sets = times((i) => ({ 'x-forwarded-for': `2001:db8:1:1:${hex(i)}:${hex(i * 31)}:${hex(i * 7)}:${hex(i + 1)}` }))
    expect(await answered(server, sets)).toBe(LIMIT)
    // The next /64 is another visitor.
    expect((await ask(server, { 'x-forwarded-for': '2001:db8:1:2::1' })).status).toBe(200)
  })

  it(`F2: IP:port entries (Azure Application Gateway), one port per request: ${LIMIT} of ${TRIES}`, async () => {
    expect(
      await answered(
        server,
        times((i) => ({ 'x-forwarded-for': `198.51.100.20:${40_000 + i}` })),
      ),
    ).toBe(LIMIT)
  })

  it('[IPv6]:port, quoted and padded entries, and IPv4-mapped IPv6, are one client', async () => {
    const forms = ['[2001:db8:5:5::1]:443', ' "[2001:db8:5:5::2]:8443" ', '[2001:db8:5:5::3]', '2001:db8:5:5::4', '"2001:db8:5:5:ffff::5"']
    expect(
      await answered(
        server,
        times((i) => ({ 'x-forwarded-for': `10.9.9.9, ${forms[i % forms.length]}` })),
      ),
    ).toBe(LIMIT)
    const mapped = ['198.51.100.30', '::ffff:198.51.100.30', '[::ffff:198.51.100.30]:5000', '198.51.100.30:6000']
    expect(
      await answered(
        server,
        times((i) => ({ 'x-forwarded-for': mapped[i % mapped.length]! })),
      ),
    ).toBe(LIMIT)
  })

  it('RFC 7239 Forwarded, when the proxy writes that instead', async () => {
    const sets = times((i) => ({ forwarded: `for=192.0.2.1, for="[2001:db8:7:7::${hex(i + 1)}]:${30_000 + i}";proto=https` }))
    expect(await answered(server, sets)).toBe(LIMIT)
    expect(
      await answered(
        server,
        times((i) => ({ forwarded: `for="198.51.100.40:${50_000 + i}";proto=http` })),
      ),
    ).toBe(LIMIT)
  })

  it('entries the client wrote left of the proxy’s cannot pick a fresh count', async () => {
    expect(
      await answered(
        server,
        times((i) => ({ 'x-forwarded-for': `10.0.0.${i}, 198.51.100.50:${20_000 + i}` })),
      ),
    ).toBe(LIMIT)
  })
})

describe('RATE_LIMIT_IPV6_PREFIX', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startApp(distDir, { TRUST_PROXY: '1', RATE_LIMIT_IPV6_PREFIX: '48' })
  }, 30_000)
  afterAll(() => stopApp(server))

  it('48: addresses from different /64s of one /48 are one client', async () => {
    expect(
      await answered(
        server,
        times((i) => ({ 'x-forwarded-for': `2001:db8:9:${hex(i)}::1` })),
      ),
    ).toBe(LIMIT)
    expect((await ask(server, { 'x-forwarded-for': '2001:db8:a::1' })).status).toBe(200)
  })
})
