import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { chooseEncoding } from '../../server/http/compress.ts'
import { matchesIfNoneMatch } from '../../server/http/etag.ts'
import { inlineScriptHashes } from '../../server/http/inline-scripts.ts'
import { canonicalPath, decodeSafePath, isMiscasedApiPath, trailingSlashRedirect, urlPathsForFile } from '../../server/http/paths.ts'
import { relativeLocation } from '../../server/http/redirect-location.ts'
import { isValidHost } from '../../server/http/request-screen.ts'
import { htmlCsp } from '../../server/http/security-headers.ts'

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('inlineScriptHashes', () => {
  it('hashes the exact text of every script without src, once each', () => {
    const html = [
      '<script>a()</script>',
      '<SCRIPT type="module">\n  b()\n</SCRIPT >',
      '<script data-x="1 > 0" nonce=\'x>y\'>c()</script>',
      '<script type="application/ld+json">{"a":1}</script>',
      '<script>a()</script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([sha256('a()'), sha256('\n  b()\n'), sha256('c()'), sha256('{"a":1}')])
  })

  it('skips external scripts but not attributes that merely contain "src"', () => {
    const html =
      '<script src="/a.js"></script><script async src=/b.js></script><script/src="/c.js"></script>' +
      '<script data-src="x">d()</script><script data-note="src=1">e()</script>'
    expect(inlineScriptHashes(html)).toEqual([sha256('d()'), sha256('e()')])
  })

  it('hashes non-ASCII text as UTF-8, as browsers do', () => {
    expect(inlineScriptHashes('<script>"héllo ✓"</script>')).toEqual([
      "'sha256-" + createHash('sha256').update(Buffer.from('"héllo ✓"', 'utf8')).digest('base64') + "'",
    ])
  })

  it('ignores look-alike elements', () => {
    expect(inlineScriptHashes('<scripts>x</scripts><noscript>y</noscript>')).toEqual([])
  })
})

describe('htmlCsp', () => {
  it('puts the hashes in script-src and never allows inline script wholesale', () => {
    const csp = htmlCsp(["'sha256-abc='"])
    expect(csp).toContain("script-src 'self' 'sha256-abc='")
    expect(csp).not.toMatch(/script-src[^;]*unsafe/)
    expect(htmlCsp([])).toContain("script-src 'self';")
  })
})

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0.1, gzip;q=1', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected)
  })

  it('falls back to what is available', () => {
    expect(chooseEncoding('br, gzip', (encoding) => encoding === 'gzip')).toBe('gzip')
    expect(chooseEncoding('br', (encoding) => encoding === 'gzip')).toBeNull()
  })
})

describe('paths', () => {
  it('decodes ordinary paths', () => {
    expect(decodeSafePath('/portfolio/graphics')).toBe('/portfolio/graphics')
    expect(decodeSafePath('/my%20photo.jpg')).toBe('/my photo.jpg')
  })

  it.each(['/a/../b', '/%2e%2e/x', '/a%2fb', '/a%5Cb', '/a%00', '/%E0%A4%A', '/a\\b', 'relative'])('rejects %s', (path) => {
    expect(decodeSafePath(path)).toBeNull()
  })

  it('redirects a trailing slash to the bare path, never off-site', () => {
    expect(trailingSlashRedirect(new URL('http://x/home/?q=1'))).toBe('/home?q=1')
    expect(trailingSlashRedirect(new URL('http://x/a/b//'))).toBe('/a/b')
    expect(trailingSlashRedirect(new URL('http://x//evil.example/'))).toBe('/evil.example')
    expect(trailingSlashRedirect(new URL('http://x/'))).toBeNull()
    expect(trailingSlashRedirect(new URL('http://x/home'))).toBeNull()
  })

  it('maps index files to their directory', () => {
    expect(urlPathsForFile('index.html')).toEqual(['/index.html', '/'])
    expect(urlPathsForFile('home/index.html')).toEqual(['/home/index.html', '/home'])
    expect(urlPathsForFile('assets/app.js')).toEqual(['/assets/app.js'])
  })
})

describe('matchesIfNoneMatch', () => {
  it('compares weakly and understands lists and *', () => {
    expect(matchesIfNoneMatch('"a"', '"a"')).toBe(true)
    expect(matchesIfNoneMatch('W/"a"', '"a"')).toBe(true)
    expect(matchesIfNoneMatch('"b", "a"', '"a"')).toBe(true)
    expect(matchesIfNoneMatch('*', '"a"')).toBe(true)
    expect(matchesIfNoneMatch('"b"', '"a"')).toBe(false)
    expect(matchesIfNoneMatch(null, '"a"')).toBe(false)
  })
})

describe('canonicalPath', () => {
  const known = new Set(['/', '/home', '/portfolio/graphics', '/portfolio/artificial-intelligence'])
  const rules = {
    isKnown: (path: string) => known.has(path),
    redirectFor: (path: string) => (path === '/portfolio/ai' ? '/portfolio/artificial-intelligence' : undefined),
  }

  it.each([
    ['/HOME', '/home'],
    ['/home/', '/home'],
    ['//home', '/home'],
    ['//evil.example/x', '/evil.example/x'],
    ['/Portfolio//Graphics/', '/portfolio/graphics'],
    ['/portfolio/ai/', '/portfolio/artificial-intelligence'],
    ['/PORTFOLIO/AI', '/portfolio/artificial-intelligence'],
    ['/Unknown/', '/Unknown'],
  ])('%s -> %s in one hop', (from, to) => {
    expect(canonicalPath(from, rules)).toBe(to)
  })

  it.each(['/', '/home', '/Unknown', '/portfolio/graphics'])('%s is already canonical', (path) => {
    expect(canonicalPath(path, rules)).toBeNull()
  })

  it('never returns a protocol-relative or absolute URL', () => {
    for (const raw of ['//evil.example', '///evil.example//', '/\\evil.example', '//EVIL.example/HOME/']) {
      const target = canonicalPath(raw, rules)
      expect(target).not.toBeNull()
      expect(target).toMatch(/^\/(?![/\\])/)
    }
  })

  it('tells a mis-cased API path from the API', () => {
    expect(isMiscasedApiPath('/API/trpc/x')).toBe(true)
    expect(isMiscasedApiPath('/api/trpc/x')).toBe(false)
    expect(isMiscasedApiPath('/apiary')).toBe(false)
  })
})

describe('relativeLocation', () => {
  const request = new Request('http://evil.com/x')
  const redirect = (location: string) => new Response(null, { status: 308, headers: { location } })

  it('turns a Location on the request host into a path', () => {
    expect(relativeLocation(redirect('http://evil.com/about?x=1'), request).headers.get('location')).toBe('/about?x=1')
    expect(relativeLocation(redirect('http://evil.com//x'), request).headers.get('location')).toBe('/x')
  })

  it('leaves paths and other hosts alone', () => {
    expect(relativeLocation(redirect('/about'), request).headers.get('location')).toBe('/about')
    expect(relativeLocation(redirect('https://wa.me/123'), request).headers.get('location')).toBe('https://wa.me/123')
  })
})

describe('isValidHost', () => {
  it.each(['localhost', 'localhost:3000', 'portfolio.example', 'a.b.c:65535', '127.0.0.1:8080', '[::1]:3000', '[::1]', 'example.com.'])(
    '%s is valid',
    (host) => {
      expect(isValidHost(host)).toBe(true)
    },
  )

  it.each(['', 'a:99999', 'a:65536', 'a:b', 'exa mple.com', '[::1', 'a/b', 'user@host', 'a:1:2'])('%s is not', (host) => {
    expect(isValidHost(host)).toBe(false)
  })
})
