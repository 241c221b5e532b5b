import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../unit/fixtures/prod-dist/http-client.ts'
import { createAppDist, jsonLines, removeDist, startApp, stopApp } from '../helpers/prod-app.ts'
import { exchange, rawConnection, statusLines } from '../helpers/raw-http.ts'

const bodyOf = (text: string) => text.slice(text.indexOf('\r\n\r\n') + 4)

let distDir: string
beforeAll(async () => {
  distDir = await createAppDist()
})
afterAll(() => removeDist(distDir))

describe('health checks as load balancers send them (raw sockets)', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startApp(distDir)
  }, 30_000)
  afterAll(() => stopApp(server))

  it("HAProxy's option httpchk: GET /healthz HTTP/1.0 without a Host gets 200", async () => {
    const text = await exchange(server.url, 'GET /healthz HTTP/1.0\r\n\r\n')
    expect(statusLines(text)).toEqual(['HTTP/1.1 200 OK'])
    expect(JSON.parse(bodyOf(text))).toEqual({ status: 'ok' })
    expect(text).toMatch(/\r\ncache-control: no-store\r\n/i)
  })

  it('HEAD /healthz: 200 without a body', async () => {
    const text = await exchange(server.url, 'HEAD /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')
    expect(statusLines(text)).toEqual(['HTTP/1.1 200 OK'])
    expect(bodyOf(text)).toBe('')
  })

  it.each(['10.0.3.7:3000', 'site_1', '[fd00::7]:3000', 'a:99999'])(
    'any Host (a balancer probing by IP or service name): Host: %s gets 200',
    async (host) => {
      const text = await exchange(server.url, `GET /healthz HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)
      expect(statusLines(text)).toEqual(['HTTP/1.1 200 OK'])
    },
  )

  it('pages still refuse an invalid or missing Host (only the health checks are exempt)', async () => {
    expect(statusLines(await exchange(server.url, 'GET /home HTTP/1.1\r\nHost: site_1\r\nConnection: close\r\n\r\n'))).toEqual([
      'HTTP/1.1 400 Bad Request',
    ])
    expect(statusLines(await exchange(server.url, 'GET /home HTTP/1.0\r\n\r\n'))).toEqual(['HTTP/1.1 400 Bad Request'])
  })

  it('/readyz without REDIS_URL: ready, counting per process', async () => {
    const text = await exchange(server.url, 'GET /readyz HTTP/1.0\r\n\r\n')
    expect(statusLines(text)).toEqual(['HTTP/1.1 200 OK'])
    expect(JSON.parse(bodyOf(text))).toEqual({ status: 'ready', rateLimit: 'process' })
  })
})

describe('while shutting down, health checks answer 503 so the balancer stops sending', () => {
  it('SIGTERM: /healthz and /readyz 503 during SHUTDOWN_DRAIN_MS, then the server exits', async () => {
    const server = await startApp(distDir, { SHUTDOWN_DRAIN_MS: '1500', SHUTDOWN_GRACE_MS: '1000' })
    try {
      expect(statusLines(await exchange(server.url, 'GET /healthz HTTP/1.0\r\n\r\n'))).toEqual(['HTTP/1.1 200 OK'])
      server.child.kill('SIGTERM')
      await expect.poll(() => jsonLines(server.stdout()).some((l) => l.event === 'shutdown')).toBe(true)
      const health = await exchange(server.url, 'GET /healthz HTTP/1.0\r\n\r\n')
      expect(statusLines(health)).toEqual(['HTTP/1.1 503 Service Unavailable'])
      expect(JSON.parse(bodyOf(health))).toEqual({ status: 'stopping' })
      expect(statusLines(await exchange(server.url, 'GET /readyz HTTP/1.0\r\n\r\n'))).toEqual(['HTTP/1.1 503 Service Unavailable'])
      // Pages in flight or still arriving during the drain are served.
      expect(statusLines(await exchange(server.url, 'GET /home HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n'))).toEqual(['HTTP/1.1 200 OK'])
      expect(await server.exited).toEqual({ code: 0, signal: null })
    } finally {
      await stopApp(server)
    }
  }, 30_000)
})

describe('a body that never arrives gets one response, then the connection closes', () => {
  let server: RunningServer
  beforeAll(async () => {
    // The API's body deadline (API_DEADLINE_MS less the fallback's share) comes before Node's request timeout.
    server = await startApp(distDir, {
      API_DEADLINE_MS: '1500',
      REQUEST_TIMEOUT_MS: '3000',
      HEADERS_TIMEOUT_MS: '1000',
      RATE_LIMIT_POINTS: '1000',
    })
  }, 30_000)
  afterAll(() => stopApp(server))

  it('the API: one 408 in its JSON shape with Connection: close, never a second bare 408 from Node', async () => {
    const before = server.stdout().length
    const connection = await rawConnection(server.url)
    connection.write(
      'POST /api/trpc/ai-agent-proxy HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"query":',
    )
    await connection.closed
    const text = connection.received()
    expect(statusLines(text)).toEqual(['HTTP/1.1 408 Request Timeout'])
    expect(text).toMatch(/\r\nconnection: close\r\n/i)
    expect(text).toContain('"code":"TIMEOUT"')
    await expect
      .poll(() => jsonLines(server.stdout().slice(before)).filter((l) => l.path === '/api/trpc/ai-agent-proxy'))
      .toEqual([expect.objectContaining({ status: 408, outcome: 'deadline', error: 'BODY_DEADLINE' })])
  })

  it('a request timeout shorter than the API deadline: still the API’s one 408, logged as a deadline', async () => {
    const short = await startApp(distDir, { API_DEADLINE_MS: '10000', REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '1000' })
    try {
      const connection = await rawConnection(short.url)
      connection.write(
        'POST /api/trpc/ai-agent-proxy HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"query":',
      )
      await connection.closed
      expect(statusLines(connection.received())).toEqual(['HTTP/1.1 408 Request Timeout'])
      expect(connection.received()).toContain('"code":"TIMEOUT"')
      await expect
        .poll(() => jsonLines(short.stdout()).filter((l) => l.path === '/api/trpc/ai-agent-proxy'))
        .toEqual([expect.objectContaining({ status: 408, outcome: 'deadline', error: 'BODY_DEADLINE' })])
    } finally {
      await stopApp(short)
    }
  }, 30_000)

  it('a page refusing a POST whose body never comes: one 405, then closed (no 408 after it)', async () => {
    const connection = await rawConnection(server.url)
    connection.write('POST /home HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\nx=1')
    await connection.closed
    expect(statusLines(connection.received())).toEqual(['HTTP/1.1 405 Method Not Allowed'])
  })

  it('a complete request keeps its connection for the next one (keep-alive still works)', async () => {
    const connection = await rawConnection(server.url)
    connection.write('GET /home HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')
    await expect.poll(() => statusLines(connection.received())).toEqual(['HTTP/1.1 200 OK'])
    connection.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')
    await connection.closed
    expect(statusLines(connection.received())).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 200 OK'])
  })
})
