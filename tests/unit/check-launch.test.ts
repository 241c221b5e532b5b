import { describe, expect, it } from 'vitest'
import * as ownerFile from '#content/owner.ts'
import { checkSiteUrl, findExampleValues } from '../../scripts/check-launch/example-values'

const paths = (values: Record<string, unknown>) => findExampleValues(values).map((item) => item.path)

describe('check:launch', () => {
  it('finds every example value the site ships with in content/owner.ts', () => {
    const found = paths({ ...ownerFile })
    expect(found).toEqual(
      expect.arrayContaining([
        'owner.name',
        'owner.email',
        'owner.whatsappNumber',
        'owner.cvUrl',
        'owner.resumeUrl',
        'owner.profiles.instagram',
        'owner.profiles.behance',
        'owner.profiles.linkedin',
        'aiWebsite',
        'webSites.bloom-bakery',
        'videos.brand-story-film',
        'aiVideos.neon-city',
        'documents.brandIdentity.logo-suite',
        'documents.aiBrandProposal.mockups',
      ]),
    )
    // Every string of the shipped file is an example: nothing slips through.
    const strings: string[] = []
    const collect = (v: unknown): void => {
      if (typeof v === 'string') strings.push(v)
      else if (v && typeof v === 'object') Object.values(v).forEach(collect)
    }
    collect({ ...ownerFile })
    expect(found).toHaveLength(strings.length)
  })

  it('passes a file of real-looking values', () => {
    const clean = {
      owner: {
        name: 'Sara Haddad',
        email: 'sara@haddad.studio',
        whatsappNumber: '971501234567',
        cvUrl: 'https://haddad.studio/files/cv.pdf',
        resumeUrl: 'https://drive.google.com/file/d/1AbC/view',
        profiles: { instagram: 'https://www.instagram.com/haddad.studio', linkedin: 'https://www.linkedin.com/in/sara-haddad' },
      },
      webSites: { bakery: 'https://bloombakery.ae' },
      videos: ['https://vimeo.com/123456789'],
    }
    expect(findExampleValues(clean)).toEqual([])
  })

  it('names what each finding is and where it sits', () => {
    expect(
      findExampleValues({
        a: { email: 'mailto:me@shop.example.org', site: 'http://localhost:3000/x', phone: '+1 (212) 555-0199', tld: 'https://my.test/' },
        list: ['https://www.behance.net/studio-example'],
      }),
    ).toEqual([
      { path: 'a.email', value: 'mailto:me@shop.example.org', why: 'example domain shop.example.org' },
      { path: 'a.site', value: 'http://localhost:3000/x', why: 'example domain localhost' },
      { path: 'a.phone', value: '+1 (212) 555-0199', why: 'fictional 555 number' },
      { path: 'a.tld', value: 'https://my.test/', why: 'example domain my.test' },
      { path: 'list[0]', value: 'https://www.behance.net/studio-example', why: 'example profile or path' },
    ])
  })

  it('asks for a public SITE_URL', () => {
    expect(checkSiteUrl(undefined)).toHaveLength(1)
    expect(checkSiteUrl('http://localhost:3000')).toHaveLength(1)
    expect(checkSiteUrl('https://haddad.studio')).toEqual([])
  })
})
