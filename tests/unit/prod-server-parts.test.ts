import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { chooseEncoding } from '../../server/http/compress.ts'
import { matchesIfNoneMatch } from '../../server/http/etag.ts'
import { inlineScriptHashes } from '../../server/http/inline-scripts.ts'
import { decodeSafePath, trailingSlashRedirect, urlPathsForFile } from '../../server/http/paths.ts'
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
    expect(inlineScriptHashes(html)).toEqual([
      sha256('a()'),
      sha256('\n  b()\n'),
      sha256('c()'),
      sha256('{"a":1}'),
    ])
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

  it.each(['/a/../b', '/%2e%2e/x', '/a%2fb', '/a%5Cb', '/a%00', '/%E0%A4%A', '/a\\b', 'relative'])(
    'rejects %s',
    (path) => {
      expect(decodeSafePath(path)).toBeNull()
    },
  )

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
