import { spawn } from 'node:child_process'
import { request } from 'node:http'
import { writeFile } from 'node:fs/promises'
import type { Socket } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, type RawResponse, type RunningServer } from '../unit/fixtures/prod-dist/http-client.ts'
import { createAppDist, jsonLines, removeDist, startApp, stopApp } from '../helpers/prod-app.ts'
import { rawConnection } from '../helpers/raw-http.ts'

const GENEROUS_BOUND_MS = 8_000

function expectSecurityHeaders(res: RawResponse) {
  expect(res.headers['x-content-type-options']).toBe('nosniff')
  expect(res.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
  expect(res.headers['x-frame-options']).toBe('DENY')
  expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'")
  expect(res.headers['cache-control']).toBe('no-store')
}

/** Writes `text` one byte per `intervalMs` until the socket closes or the text ends (bounded by its length). */
function dribble(socket: Socket, text: string, intervalMs: number) {
  let i = 0
  const timer = setInterval(() => {
    if (socket.destroyed || i >= text.length) return clearInterval(timer)
    socket.write(text[i++]!)
  }, intervalMs)
  return () => clearInterval(timer)
}

let distDir: string
let server: RunningServer
const stderrLines = () => jsonLines(server.stderr())

beforeAll(async () => {
  distDir = await createAppDist()
  server = await startApp(distDir, {
    HEADERS_TIMEOUT_MS: '600',
    REQUEST_TIMEOUT_MS: '1200',
    API_DEADLINE_MS: '1500',
    RATE_LIMIT_POINTS: '1000',
    MAX_CONNECTIONS_PER_CLIENT: '0',
  })
}, 30_000)
afterAll(async () => {
  await stopApp(server)
  await removeDist(distDir)
})

describe('requests that used to end in a 5xx get a 4xx, the usual headers and one log line', () => {
  async function expectOneLogLine(match: Record<string, unknown>, before: number) {
    await expect
      .poll(
        () =>
          stderrLines()
            .slice(before)
            .filter((l) => l.event === match.event).length,
      )
      .toBeGreaterThan(0)
    expect(
      stderrLines()
        .slice(before)
        .filter((l) => l.event === match.event),
    ).toEqual([expect.objectContaining(match)])
  }

  it.each(['/', '/home', '/api/trpc/ai-agent-proxy', '/nowhere'])('TRACE %s: 405 with Allow', async (path) => {
    const before = stderrLines().length
    const res = await send(server.url, path, { method: 'TRACE' })
    expect(res.status).toBe(405)
    expect(res.statusText).toBe('Method Not Allowed')
    expect(res.headers.allow).toBe(path.startsWith('/api/') ? 'GET, POST' : 'GET, HEAD')
    expectSecurityHeaders(res)
    await expectOneLogLine({ event: 'bad_request', reason: 'method_not_allowed', method: 'TRACE', path }, before)
  })

  it('POST /_serverFn/: 405, not a stack', async () => {
    const before = stderrLines().length
    const res = await send(server.url, '/_serverFn/', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })
    expect(res.status).toBe(405)
    expect(res.headers.allow).toBe('GET, HEAD')
    expectSecurityHeaders(res)
    await expectOneLogLine({ event: 'method_not_allowed', method: 'POST', path: '/_serverFn/' }, before)
    expect(server.stderr()).not.toMatch(/\n\s+at /)
  })

  it.each(['a:99999', 'a:b', 'exa mple.com', '[::1'])('Host: %s is a 400', async (host) => {
    const before = stderrLines().length
    const res = await send(server.url, '/home', { headers: { host } })
    expect(res.status).toBe(400)
    expectSecurityHeaders(res)
    await expectOneLogLine({ event: 'bad_request', reason: 'invalid_host' }, before)
  })
})

describe('pages answer GET and HEAD only', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('%s /home: 405 with Allow: GET, HEAD, no render', async (method) => {
    const body = method === 'OPTIONS' ? undefined : 'x=1'
    const res = await send(server.url, '/home', { method, body, headers: body ? { 'content-length': String(body.length) } : {} })
    expect(res.status).toBe(405)
    expect(res.headers.allow).toBe('GET, HEAD')
    expect(res.body.toString()).not.toContain('<h1>')
    expectSecurityHeaders(res)
  })

  it('GET and HEAD still work, and the API keeps POST', async () => {
    expect((await send(server.url, '/home')).status).toBe(200)
    expect((await send(server.url, '/home', { method: 'HEAD' })).status).toBe(200)
    const res = await send(server.url, '/api/trpc/ai-agent-proxy', { method: 'POST', body: '{"query":"hi"}' })
    expect(res.status).toBe(200)
  })

  it('GET /healthz: tiny JSON, never cached', async () => {
    const res = await send(server.url, '/healthz')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/json')
    expect(JSON.parse(res.body.toString())).toEqual({ status: 'ok' })
    expectSecurityHeaders(res)
  })
})

describe('slow clients are cut off', () => {
  it('headers dribbled a byte at a time: 408 and closed within the headers timeout', async () => {
    const started = performance.now()
    const conn = await rawConnection(server.url)
    conn.socket.write('GET /home HTTP/1.1\r\nHost: 127.0.0.1\r\n')
    const stop = dribble(conn.socket, `X-Slow: ${'a'.repeat(200)}\r\n\r\n`, 50)
    await conn.closed
    stop()
    expect(performance.now() - started).toBeLessThan(GENEROUS_BOUND_MS)
    expect(conn.received()).toMatch(/^HTTP\/1\.1 408/)
  })

  it('a body dribbled a byte at a time: 408 and closed within the request timeout', async () => {
    const before = server.stdout().length
    const started = performance.now()
    const conn = await rawConnection(server.url)
    const body = JSON.stringify({ query: `${'x'.repeat(900)}` })
    conn.socket.write(
      `POST /api/trpc/ai-agent-proxy HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    )
    const stop = dribble(conn.socket, body, 50)
    await conn.closed
    stop()
    expect(performance.now() - started).toBeLessThan(GENEROUS_BOUND_MS)
    expect(conn.received()).toMatch(/^HTTP\/1\.1 408/)
    // The API stopped reading the body itself: one line, its own, not also a client abort.
    await expect
      .poll(() => jsonLines(server.stdout().slice(before)).filter((l) => l.path === '/api/trpc/ai-agent-proxy'))
      .toEqual([expect.objectContaining({ status: 408, outcome: 'deadline' })])
  })

  it('a body over the limit, with or without a length: 413, and the one log line is the API’s', async () => {
    const before = server.stdout().length
    const body = JSON.stringify({ query: 'x'.repeat(100_000) })
    const sends = [false, true, true, true]
    for (const chunked of sends) {
      const status = await new Promise<number>((resolve, reject) => {
        const { port } = new URL(server.url)
        const headers: Record<string, string> = { 'content-type': 'application/json' }
        if (!chunked) headers['content-length'] = String(body.length)
        const req = request({ host: '127.0.0.1', port, path: '/api/trpc/ai-agent-proxy', method: 'POST', agent: false, headers }, (res) => {
          res.resume()
          res.on('end', () => resolve(res.statusCode ?? 0))
        })
        req.on('error', reject)
        for (let i = 0; i < body.length; i += 10_000) req.write(body.slice(i, i + 10_000))
        req.end()
      })
      expect(status, chunked ? 'chunked' : 'with a length').toBe(413)
    }
    const lines = () => jsonLines(server.stdout().slice(before)).filter((l) => l.path === '/api/trpc/ai-agent-proxy')
    await expect.poll(() => lines().length).toBeGreaterThanOrEqual(sends.length)
    expect(lines().map(({ status, outcome }) => ({ status, outcome }))).toEqual(sends.map(() => ({ status: 413, outcome: 'too_large' })))
  })

  it('a client that aborts mid-upload is one log line, not a stack', async () => {
    const before = server.stdout().length
    const beforeErr = server.stderr().length
    const conn = await rawConnection(server.url)
    // `Expect: 100-continue`: the server says "100 Continue" once it holds the request, so we know when to leave.
    conn.socket.write(
      'POST /api/trpc/ai-agent-proxy HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\nExpect: 100-continue\r\n\r\n',
    )
    await expect.poll(() => conn.received()).toMatch(/^HTTP\/1\.1 100 Continue/)
    conn.socket.write('{"query":')
    conn.socket.destroy()
    await expect.poll(() => jsonLines(server.stdout().slice(before)).some((l) => l.event === 'client_aborted')).toBe(true)
    await expect
      .poll(() => jsonLines(server.stdout().slice(before)).find((l) => l.path === '/api/trpc/ai-agent-proxy' && 'status' in l))
      .toMatchObject({ outcome: 'client_aborted' })
    expect(server.stderr().slice(beforeErr)).not.toMatch(/\n\s+at |Error: aborted/)
  })
  it('a response sent before the request body has all arrived says the connection closes', async () => {
    const conn = await rawConnection(server.url)
    // A path nothing answers but 404, so the handler never reads the body; only part of it is sent.
    conn.socket.write(
      'POST /API/TRPC/ai-agent-proxy HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"query":',
    )
    await expect.poll(() => conn.received()).toMatch(/\r\n\r\n/)
    const head = conn.received().split('\r\n\r\n', 1)[0]!
    expect(head).toMatch(/^HTTP\/1\.1 404/)
    // A client that keeps connections alive would otherwise send its next request into the socket closed after this.
    expect(head).toMatch(/\r\nconnection: close\r\n/i)
    await conn.closed
  })
})

describe('redirects are paths, never built from the Host header', () => {
  it('GET //x with Host: evil.com goes to /x on this site', async () => {
    const res = await send(server.url, '//x', { headers: { host: 'evil.com' } })
    expect(res.status).toBe(308)
    expect(res.headers.location).toBe('/x')
  })

  it.each([
    ['/HOME', '/home'],
    ['/Home/', '/home'],
    ['/Portfolio/Graphics', '/portfolio/graphics'],
    ['/portfolio/ai/', '/portfolio/artificial-intelligence'],
    ['/Portfolio/AI', '/portfolio/artificial-intelligence'],
    ['//portfolio//graphics/', '/portfolio/graphics'],
    ['/HOME?ref=x', '/home?ref=x'],
  ])('%s: one 308 to %s', async (from, to) => {
    const res = await send(server.url, from, { headers: { host: 'evil.com' } })
    expect(res.status).toBe(308)
    expect(res.headers.location).toBe(to)
    const next = await send(server.url, to)
    expect(next.status, 'the target is the final page, not another redirect').toBe(200)
  })

  it('unknown paths keep their case and are not found', async () => {
    expect((await send(server.url, '/Nowhere-Known')).status).toBe(404)
  })
})

describe('connections per client', () => {
  let capped: RunningServer
  beforeAll(async () => {
    capped = await startApp(distDir, { MAX_CONNECTIONS_PER_CLIENT: '4', HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '20000' })
  }, 30_000)
  afterAll(() => stopApp(capped))

  it('an address holding its allowance of idle connections gets 503 for one more; it is served again once they close', async () => {
    const held = await Promise.all(Array.from({ length: 4 }, () => rawConnection(capped.url)))
    try {
      const extra = await rawConnection(capped.url)
      await extra.closed
      expect(extra.received()).toMatch(/^HTTP\/1\.1 503/)
      await expect.poll(() => jsonLines(capped.stderr()).some((l) => l.event === 'connection_limit')).toBe(true)
    } finally {
      for (const c of held) c.destroy()
    }
    await Promise.all(held.map((c) => c.closed))
    await expect.poll(async () => (await send(capped.url, '/home').catch(() => ({ status: 0 }))).status).toBe(200)
  })
})

describe('start-up under a low file-descriptor limit', () => {
  it('loads hundreds of static files without running out of descriptors', async () => {
    const dist = await createAppDist()
    try {
      for (let i = 0; i < 300; i++) await writeFile(join(dist, 'client', `file-${i}.txt`), `static file ${i}\n`.repeat(50))
      const serveEntry = join(import.meta.dirname, '../../server/http/serve.ts')
      const child = spawn('sh', ['-c', `ulimit -n 100 && exec "${process.execPath}" "${serveEntry}"`], {
        env: { ...process.env, DIST_DIR: dist, HOST: '127.0.0.1', PORT: '0', ANTHROPIC_API_KEY: '', REDIS_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (c) => (stdout += c))
      child.stderr.on('data', (c) => (stderr += c))
      const exited = new Promise((resolve) => child.once('exit', resolve))
      try {
        await expect.poll(() => /Listening on/.test(stdout) || child.exitCode !== null, { timeout: 20_000 }).toBe(true)
        expect(stderr).not.toMatch(/EMFILE|too many open files/i)
        expect(stdout).toMatch(/Listening on http:\/\/127\.0\.0\.1:\d+/)
      } finally {
        child.kill('SIGTERM')
        await exited
      }
    } finally {
      await removeDist(dist)
    }
  }, 40_000)
})
