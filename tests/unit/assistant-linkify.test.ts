import { describe, expect, it } from 'vitest'
import { site, whatsappLink } from '../../content/site.ts'
import { linkify } from '../../app/components/chat/linkify.ts'

describe('links in answers', () => {
  it('turns pages, web links and email addresses into links, and leaves the rest as text', () => {
    const parts = linkify(`See /portfolio/brand-identity. Message on WhatsApp (${whatsappLink()}) or email ${site.email}.`)
    expect(parts).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'page', text: '/portfolio/brand-identity', to: '/portfolio/brand-identity' },
      { kind: 'text', text: '. Message on WhatsApp (' },
      { kind: 'external', text: whatsappLink(), href: whatsappLink() },
      { kind: 'text', text: ') or email ' },
      { kind: 'external', text: site.email, href: `mailto:${site.email}` },
      { kind: 'text', text: '.' },
    ])
  })

  it('keeps markup as text: no part is ever HTML', () => {
    const answer = 'Look: <img src=x onerror=alert(1)> and <a href="javascript:alert(1)">x</a>'
    const parts = linkify(answer)
    expect(parts.map((p) => p.text).join('')).toBe(answer)
    expect(parts.every((p) => p.kind === 'text')).toBe(true)
  })

  it('links only real pages and http(s) addresses', () => {
    expect(linkify('/not-a-page and javascript:alert(1) and //evil.example')).toEqual([
      { kind: 'text', text: '/not-a-page and javascript:alert(1) and //evil.example' },
    ])
    expect(linkify('and/or 1/2')).toEqual([{ kind: 'text', text: 'and/or 1/2' }])
  })
})
