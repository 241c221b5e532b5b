import { describe, expect, it } from 'vitest'
import { owner, webSites } from '#content/owner.ts'
import { pagePaths } from '#content/lib/routes.ts'
import { site, whatsappLink } from '#content/site.ts'
import { allowedLink } from '../../app/components/chat/linkPolicy.ts'
import { linkify } from '../../app/components/chat/linkify.ts'

const someProjectSite = Object.values(webSites)[0]!
const somePage = pagePaths.find((path) => path.startsWith('/portfolio/'))!

describe('the link allow-list of answers', () => {
  it("accepts the site's pages, the owner's contact links and the external links content/ names", () => {
    expect(allowedLink(somePage)).toEqual({ kind: 'page', to: somePage })
    expect(allowedLink(`${somePage}/`)).toEqual({ kind: 'page', to: somePage })
    for (const href of [
      whatsappLink(),
      whatsappLink('Hello'),
      `mailto:${site.email}`,
      owner.cvUrl,
      owner.resumeUrl,
      ...Object.values(owner.profiles),
      someProjectSite,
    ]) {
      expect(allowedLink(href), href).toEqual({ kind: 'external', href })
    }
  })

  it('refuses every other address', () => {
    for (const href of [
      'https://evil.example/',
      `${someProjectSite}.evil.example`,
      `https://evil.example/?next=${encodeURIComponent(owner.cvUrl)}`,
      'mailto:someone@evil.example',
      'javascript:alert(1)',
      '//evil.example',
      '/not-a-page',
      'data:text/html,hi',
    ]) {
      expect(allowedLink(href), href).toBeNull()
    }
  })
})

describe('bare links in answer text', () => {
  it('turns allowed pages, web links and email addresses into links, and leaves the rest as text', () => {
    const parts = linkify(`See ${somePage}. Message on WhatsApp (${whatsappLink()}) or email ${site.email}. Or https://evil.example/x.`)
    expect(parts).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: somePage, href: somePage },
      { kind: 'text', text: '. Message on WhatsApp (' },
      { kind: 'link', text: whatsappLink(), href: whatsappLink() },
      { kind: 'text', text: ') or email ' },
      { kind: 'link', text: site.email, href: `mailto:${site.email}` },
      { kind: 'text', text: '. Or https://evil.example/x.' },
    ])
  })

  it('keeps markup as text: no part is ever HTML', () => {
    const answer = 'Look: <img src=x onerror=alert(1)> and <a href="javascript:alert(1)">x</a>'
    const parts = linkify(answer)
    expect(parts.map((p) => p.text).join('')).toBe(answer)
    expect(parts.every((p) => p.kind === 'text')).toBe(true)
  })

  it('links only real pages, never fractions or unknown paths', () => {
    expect(linkify('/not-a-page and javascript:alert(1) and //evil.example')).toEqual([
      { kind: 'text', text: '/not-a-page and javascript:alert(1) and //evil.example' },
    ])
    expect(linkify('and/or 1/2')).toEqual([{ kind: 'text', text: 'and/or 1/2' }])
  })
})
