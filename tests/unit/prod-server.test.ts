import { createHash } from 'node:crypto'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientFiles, createFixtureDist, inlineScripts } from './fixtures/prod-dist/create-fixture.ts'
import { notFoundScript } from './fixtures/prod-dist/fake-server.js'
import { type RawResponse, type RunningServer, send, spawnServe, startServer } from './fixtures/prod-dist/http-client.ts'

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

function scriptSrc(res: RawResponse): string {
  const csp = String(res.headers['content-security-policy'])
  return (
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src')) ?? ''
  )
}

function expectSecurityHeaders(res: RawResponse, kind: 'page' | 'other') {
  const h = res.headers
  expect(h['x-content-type-options']).toBe('nosniff')
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(h['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
  expect(h['cross-origin-opener-policy']).toBe('same-origin')
  expect(h['cross-origin-resource-policy']).toBe('same-origin')
  expect(h['x-frame-options']).toBe('DENY')
  expect(h['permissions-policy']).toContain('camera=()')
  expect(h['permissions-policy']).toContain('geolocation=()')
  expect(h['x-powered-by']).toBeUndefined()
  const csp = String(h['content-security-policy'])
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).not.toContain('unsafe-eval')
  expect(csp).not.toContain('upgrade-insecure-requests')
  if (kind === 'page') {
    expect(csp).toMatch(/^default-src 'self'; script-src 'self'/)
    expect(csp).toContain("object-src 'none'; base-uri 'none'")
    expect(scriptSrc(res)).not.toContain('unsafe-inline')
  } else {
    expect(csp).toMatch(/^default-src 'none'/)
    expect(csp).not.toContain('script-src')
  }
}

function decode(res: RawResponse): string {
  const encoding = res.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(res.body).toString('utf8')
  if (encoding === 'gzip') return gunzipSync(res.body).toString('utf8')
  expect(encoding).toBeUndefined()
  return res.body.toString('utf8')
}

function logLines(text: string): Record<string, unknown>[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}

describe('production server over HTTP', () => {
  let distDir: string
  let server: RunningServer
  const get = (path: string, headers: Record<string, string> = {}) => send(server.url, path, { headers })

  beforeAll(async () => {
    distDir = await createFixtureDist()
    server = await startServer({ DIST_DIR: distDir })
  })

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM')
      await server.exited
    }
    if (distDir) await rm(distDir, { recursive: true, force: true })
  })

  it('prints exactly one line: the URL with the real port', () => {
    const { port } = new URL(server.url)
    expect(Number(port)).toBeGreaterThan(0)
    expect(server.stdout()).toBe(`Listening on http://127.0.0.1:${port}\n`)
  })

  describe('hashed assets', () => {
    const js = String(clientFiles['assets/app-abc123.js'])

    it('are cached for a year as immutable, with a strong ETag', async () => {
      const res = await get('/assets/app-abc123.js')
      expect(res.status).toBe(200)
      expect(res.statusText).toBe('OK')
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8')
      expect(res.headers.etag).toMatch(/^"[^"]+"$/)
      expect(res.headers.vary).toBe('Accept-Encoding')
      expectSecurityHeaders(res, 'other')
    })

    it('come as brotli when accepted, else gzip, else as they are', async () => {
      const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' })
      expect(br.headers['content-encoding']).toBe('br')
      expect(Number(br.headers['content-length'])).toBe(br.body.byteLength)
      expect(br.body.byteLength).toBeLessThan(Buffer.byteLength(js))
      expect(decode(br)).toBe(js)

      const gzip = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' })
      expect(gzip.headers['content-encoding']).toBe('gzip')
      expect(Number(gzip.headers['content-length'])).toBe(gzip.body.byteLength)
      expect(decode(gzip)).toBe(js)

      const refusedBr = await get('/assets/app-abc123.js', { 'accept-encoding': 'br;q=0, gzip;q=0.5' })
      expect(refusedBr.headers['content-encoding']).toBe('gzip')

      for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
        const plain = await get('/assets/app-abc123.js', acceptEncoding ? { 'accept-encoding': acceptEncoding } : {})
        expect(plain.headers['content-encoding']).toBeUndefined()
        expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(js))
        expect(plain.body.toString('utf8')).toBe(js)
      }
      expect(new Set([br.headers.etag, gzip.headers.etag, (await get('/assets/app-abc123.js')).headers.etag]).size).toBe(3)
    })

    it("are as small as brotli's best quality makes them (every first visit downloads them)", async () => {
      const css = Buffer.from(String(clientFiles['assets/app-abc123.css']))
      const brotliAt = (quality: number) =>
        brotliCompressSync(css, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: quality,
            [constants.BROTLI_PARAM_SIZE_HINT]: css.byteLength,
          },
        }).byteLength
      // The fixture is one where quality 11 beats the quality 10 that other files get.
      expect(brotliAt(11)).toBeLessThan(brotliAt(10))
      const br = await get('/assets/app-abc123.css', { 'accept-encoding': 'br' })
      expect(br.headers['content-encoding']).toBe('br')
      expect(br.body.byteLength).toBe(brotliAt(11))
      expect(decode(br)).toBe(css.toString('utf8'))
    })

    it('answer 404 for an unknown hashed name without rendering a page', async () => {
      const res = await get('/assets/app-old999.js')
      expect(res.status).toBe(404)
      expect(res.body.toString()).not.toContain('rendered by the handler')
      expectSecurityHeaders(res, 'other')
    })
  })

  describe('prerendered pages', () => {
    it('are served from the build (not the handler) with no-cache and an ETag', async () => {
      for (const [path, marker] of [
        ['/', 'prerendered home'],
        ['/index.html', 'prerendered home'],
        ['/portfolio/graphics', 'prerendered graphics'],
      ] as const) {
        const res = await get(path)
        expect(res.status).toBe(200)
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
        expect(res.headers['cache-control']).toBe('no-cache')
        expect(res.headers.etag).toMatch(/^"[^"]+"$/)
        expect(res.body.toString()).toContain(marker)
        expectSecurityHeaders(res, 'page')
      }
    })

    it('revalidate with If-None-Match: 304 with every header and no body', async () => {
      const first = await get('/portfolio/graphics', { 'accept-encoding': 'br' })
      const etag = String(first.headers.etag)
      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
        const res = await get('/portfolio/graphics', { 'accept-encoding': 'br', 'if-none-match': ifNoneMatch })
        expect(res.status).toBe(304)
        expect(res.body.byteLength).toBe(0)
        expect(res.headers.etag).toBe(etag)
        expect(res.headers['cache-control']).toBe('no-cache')
        expect(res.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
        expectSecurityHeaders(res, 'page')
      }
      const changed = await get('/portfolio/graphics', { 'accept-encoding': 'br', 'if-none-match': '"stale"' })
      expect(changed.status).toBe(200)
    })

    it('list the exact sha256 of each inline script in script-src, and nothing unsafe', async () => {
      const home = scriptSrc(await get('/'))
      const graphics = scriptSrc(await get('/portfolio/graphics'))
      for (const script of inlineScripts.home) expect(home).toContain(sha256(script))
      for (const script of inlineScripts.graphics) expect(graphics).toContain(sha256(script))
      // The external module script has no inline text to allow.
      expect(home).not.toContain(sha256(''))
      // Each page lists its own scripts only.
      expect(home).not.toContain(sha256(inlineScripts.graphics[0]))
      expect(graphics).not.toContain(sha256(inlineScripts.home[0]))
      for (const directive of [home, graphics]) {
        expect(directive).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/)
      }
    })

    it('are compressed as precomputed and answer HEAD with the same headers and no body', async () => {
      const html = String(clientFiles['index.html'])
      const br = await get('/', { 'accept-encoding': 'br' })
      expect(br.headers['content-encoding']).toBe('br')
      expect(decode(br)).toBe(html)
      const head = await send(server.url, '/', { method: 'HEAD' })
      expect(head.status).toBe(200)
      expect(head.body.byteLength).toBe(0)
      expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(html))
      expect(head.headers.etag).toBe((await get('/')).headers.etag)
      expectSecurityHeaders(head, 'page')
    })

    it('redirect a trailing slash to the bare path with 308, keeping the query', async () => {
      const res = await get('/portfolio/graphics/?a=1&b=two')
      expect(res.status).toBe(308)
      expect(res.headers.location).toBe('/portfolio/graphics?a=1&b=two')
      expectSecurityHeaders(res, 'other')
      // Never a protocol-relative redirect to another host.
      expect((await get('//evil.example/')).headers.location).toBe('/evil.example')
    })
  })

  describe('other public files', () => {
    it('revalidate after an hour; an SVG may style itself but never run script', async () => {
      const svg = await get('/favicon.svg', { 'accept-encoding': 'gzip' })
      expect(svg.status).toBe(200)
      expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
      expect(svg.headers['cache-control']).toBe('public, max-age=3600, must-revalidate')
      expect(svg.headers['content-encoding']).toBe('gzip')
      expect(decode(svg)).toBe(clientFiles['favicon.svg'])
      expect(svg.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; frame-ancestors 'none'",
      )
      expectSecurityHeaders(svg, 'other')

      const png = await get('/pixel.png', { 'accept-encoding': 'br, gzip' })
      expect(png.headers['content-type']).toBe('image/png')
      expect(png.headers['content-encoding']).toBeUndefined()
      expect(png.body).toEqual(Buffer.from(clientFiles['pixel.png'] as Uint8Array))
    })

    it('never serves dot-files', async () => {
      const res = await get('/.secret')
      expect(res.status).toBe(404)
      expect(res.body.toString()).not.toContain('must never be served')
    })
  })

  describe('requests for the app handler', () => {
    it('renders unknown paths as a 404 page with its script hash, compressed, logged once', async () => {
      const res = await get('/nope', { 'accept-encoding': 'br' })
      expect(res.status).toBe(404)
      expect(res.headers['content-encoding']).toBe('br')
      expect(Number(res.headers['content-length'])).toBe(res.body.byteLength)
      expect(decode(res)).toContain('rendered by the handler')
      expect(scriptSrc(res)).toBe(`script-src 'self' ${sha256(notFoundScript('/nope'))}`)
      expectSecurityHeaders(res, 'page')

      const plain = await get('/nope')
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.body.toString()).toContain('rendered by the handler')

      await expect.poll(() => logLines(server.stderr()).filter((l) => l.event === 'not_found' && l.path === '/nope')).toHaveLength(2)
      const line = logLines(server.stderr()).find((l) => l.path === '/nope')!
      expect(line).toMatchObject({ level: 'warn', event: 'not_found', path: '/nope' })
      expect(Number.isNaN(Date.parse(String(line.ts)))).toBe(false)
    })

    it('passes redirects through with security headers and without X-Powered-By', async () => {
      const res = await get('/old-path')
      expect(res.status).toBe(308)
      expect(res.headers.location).toBe('/home')
      expectSecurityHeaders(res, 'other')
    })

    it('compresses large JSON when accepted and gives it the locked-down policy', async () => {
      const gzip = await get('/api/big', { 'accept-encoding': 'gzip' })
      expect(gzip.status).toBe(200)
      expect(gzip.headers['content-encoding']).toBe('gzip')
      expect(gzip.headers.vary).toContain('Accept-Encoding')
      expect((JSON.parse(decode(gzip)) as { items: unknown[] }).items).toHaveLength(200)
      expectSecurityHeaders(gzip, 'other')

      const br = await get('/api/big', { 'accept-encoding': 'br' })
      expect((JSON.parse(decode(br)) as { items: unknown[] }).items).toHaveLength(200)
      const plain = await get('/api/big')
      expect((JSON.parse(decode(plain)) as { items: unknown[] }).items).toHaveLength(200)
    })

    it('leaves bodies under 1 KiB uncompressed', async () => {
      const res = await get('/api/small', { 'accept-encoding': 'br, gzip' })
      expect(res.headers['content-encoding']).toBeUndefined()
      expect(JSON.parse(res.body.toString())).toEqual({ ok: true })
    })

    it('overwrites a client-sent x-client-ip with the socket address', async () => {
      const res = await get('/api/echo', { 'x-client-ip': '6.6.6.6' })
      expect(JSON.parse(decode(res))).toEqual({ method: 'GET', clientIp: '127.0.0.1', body: null })
      expectSecurityHeaders(res, 'other')

      const post = await send(server.url, '/api/echo', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-client-ip': '6.6.6.6' },
        body: '{"query":"hello"}',
      })
      expect(JSON.parse(decode(post))).toEqual({ method: 'POST', clientIp: '127.0.0.1', body: '{"query":"hello"}' })
    })

    it('answers other methods on pages with 405 and Allow, without rendering anything', async () => {
      for (const path of ['/', '/nowhere']) {
        const res = await send(server.url, path, { method: 'POST', body: 'x' })
        expect(res.status).toBe(405)
        expect(res.headers.allow).toBe('GET, HEAD')
        expect(res.body.toString()).not.toContain('rendered by the handler')
        expectSecurityHeaders(res, 'other')
      }
    })

    it('answers a plain 500 page for a handler exception, and logs the cause', async () => {
      const res = await get('/boom')
      expect(res.status).toBe(500)
      const body = res.body.toString()
      expect(body).toContain('Something went wrong')
      expect(body).not.toContain('kaboom')
      expect(body).not.toContain('fake-server')
      expect(body).not.toMatch(/\bat .*:\d+:\d+/)
      expectSecurityHeaders(res, 'page')
      await expect
        .poll(() => logLines(server.stderr()).find((l) => l.event === 'handler_error'))
        .toMatchObject({ level: 'error', path: '/boom', error: expect.stringContaining('kaboom') as unknown })
    })
  })

  describe('path safety', () => {
    const attempts = [
      '/../server/server.js',
      '/assets/../../server/server.js',
      '/assets/..%2f..%2fserver%2fserver.js',
      '/assets/%2e%2e/%2e%2e/server/server.js',
      '/..%5c..%5cserver%5cserver.js',
      '/assets/app-abc123.js%00.png',
      '/%E0%A4%A',
    ]

    it.each(attempts)('%s never reads outside the client directory', async (path) => {
      const res = await get(path)
      expect([400, 404]).toContain(res.status)
      expect(res.body.toString()).not.toContain('Stands in for dist/server/server.js')
      expectSecurityHeaders(res, res.headers['content-type']?.startsWith('text/html') ? 'page' : 'other')
    })

    it('rejects encoded slashes, backslashes and NUL bytes with 400', async () => {
      for (const path of ['/assets%2fapp-abc123.js', '/assets/..%2f..%2fserver%2fserver.js', '/..%5c..%5cserver', '/a%00b', '/%E0%A4%A']) {
        expect((await get(path)).status).toBe(400)
      }
    })
  })
})

describe('production server lifecycle', () => {
  let distDir: string
  beforeAll(async () => {
    distDir = await createFixtureDist()
  })
  afterAll(async () => {
    if (distDir) await rm(distDir, { recursive: true, force: true })
  })

  it.each(['SIGTERM', 'SIGINT'] as const)('stops on %s with exit code 0', async (signal) => {
    const server = await startServer({ DIST_DIR: distDir })
    try {
      expect((await send(server.url, '/')).status).toBe(200)
      server.child.kill(signal)
      expect(await server.exited).toEqual({ code: 0, signal: null })
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL')
    }
  })

  it("warms the app before listening: the first request finds the app's modules loaded", async () => {
    const server = await startServer({ DIST_DIR: distDir })
    try {
      const first = await send(server.url, '/api/warmed')
      expect(JSON.parse(first.body.toString('utf8'))).toEqual({ warmed: true })
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
    }
  })

  it('starts anyway when warming up fails, and logs why', async () => {
    const server = await startServer({ DIST_DIR: distDir, FAKE_WARM_FAILS: '1' })
    try {
      expect((await send(server.url, '/')).status).toBe(200)
      expect(JSON.parse((await send(server.url, '/api/warmed')).body.toString('utf8'))).toEqual({ warmed: false })
      expect(logLines(server.stderr())).toContainEqual(
        expect.objectContaining({ level: 'warn', event: 'warm_up_failed', message: 'the fixture cannot warm up' }),
      )
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
    }
  })

  it('refuses to start without a build, saying what to do', async () => {
    const child = spawnServe({ DIST_DIR: join(distDir, 'missing') })
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    const code = await new Promise((resolve) => child.on('exit', resolve))
    expect(code).toBe(1)
    expect(stderr).toContain('run npm run build first')
  })

  it('refuses to start with an invalid setting, naming it and what it allows', async () => {
    const child = spawnServe({ DIST_DIR: distDir, RATE_LIMIT_POINTS: 'ten', MAX_CONNECTIONS_PER_CLIENT: '-1' })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    const code = await new Promise((resolve) => child.on('exit', resolve))
    expect(code).toBe(1)
    expect(stderr).toContain('RATE_LIMIT_POINTS must be a whole number from 1 to')
    expect(stderr).toContain('MAX_CONNECTIONS_PER_CLIENT must be a whole number from 0 to')
    expect(stdout).not.toContain('Listening')
  })
})
