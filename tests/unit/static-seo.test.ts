import { XMLParser, XMLValidator } from 'fast-xml-parser'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { categoryIds } from '#content/ids.ts'

/** Every project page, those made from a folder of photos included. */
const projectIds = Object.keys(projectPages)
const projects = projectPages
import { projectPages } from '#content/lib/projects.ts'
import { pagePaths } from '#content/lib/routes.ts'
import { noindexPaths, projectSeo } from '#content/lib/seo.ts'
import { site } from '#content/site.ts'
import type { RunningServer } from './fixtures/prod-dist/http-client.ts'
import { type HeadInfo, jsonLdNodes, pngSize, readHead, request, startBuiltSite, stopBuiltSite } from './fixtures/built-site.ts'

// What crawlers and share previews read: the server HTML of every page of the registry, parsed without a browser.
const registryPaths = pagePaths
const notFoundPath = '/portfolio/no-such-page-for-qa'
/** The origin the build used for canonical URLs (SITE_URL at build time; tests run in the same environment). */
const siteUrl = (process.env.SITE_URL || site.defaultSiteUrl).replace(/\/$/, '')
const absolute = (path: string) => `${siteUrl}${path}`

let server: RunningServer
const get = (path: string) => request(server.url, path)
const heads = new Map<string, HeadInfo>()

// The same start-up allowance as Playwright's webServer, which these tests used before.
beforeAll(async () => {
  server = await startBuiltSite()
  for (const path of registryPaths) {
    const response = await get(path)
    expect(response.status, path).toBe(200)
    heads.set(path, readHead(response.text()))
  }
}, 60_000)
afterAll(() => stopBuiltSite(server))

/** A URL of this site as a path the test server answers (canonical URLs carry SITE_URL). */
function localPath(url: string): string {
  expect(url.startsWith(`${siteUrl}/`), `${url} is on ${siteUrl}`).toBe(true)
  return url.slice(siteUrl.length)
}

async function expectPng(path: string, minimum: { width: number; height: number }) {
  const response = await get(path)
  expect(response.status, path).toBe(200)
  expect(response.headers['content-type'], path).toBe('image/png')
  const size = pngSize(response.body)
  expect(size, `${path} is a PNG`).not.toBeNull()
  expect(size!.width, `${path} width`).toBeGreaterThanOrEqual(minimum.width)
  expect(size!.height, `${path} height`).toBeGreaterThanOrEqual(minimum.height)
  return size!
}

/** A share image answers 200 as a PNG or JPEG (what share cards accept) of at least the card's minimum size. */
async function expectShareImage(path: string) {
  const response = await get(path)
  expect(response.status, path).toBe(200)
  const type = response.headers['content-type']
  expect(['image/png', 'image/jpeg'], `${path} content-type`).toContain(type)
  const meta = await sharp(response.body).metadata()
  expect(meta.format, `${path} is what its content-type says`).toBe(type === 'image/png' ? 'png' : 'jpeg')
  expect(meta.width ?? 0, `${path} width`).toBeGreaterThanOrEqual(600)
  expect(meta.height ?? 0, `${path} height`).toBeGreaterThanOrEqual(314)
}

it('every route has its own title, description, canonical URL and share tags', async () => {
  expect(heads.size).toBe(registryPaths.length)
  for (const [path, head] of heads) {
    const { meta } = head
    const canonical = absolute(path)

    expect(head.lang, `${path} lang`).toBe('en')
    expect(head.title, `${path} title`).toMatch(new RegExp(site.brand))
    expect(
      Object.keys(meta).filter((key) => key.endsWith('(duplicate)')),
      `${path} duplicate meta tags`,
    ).toEqual([])
    expect(meta['description']?.length ?? 0, `${path} description`).toBeGreaterThanOrEqual(50)
    if (noindexPaths.has(path)) {
      expect(meta['robots'], `${path} robots`).toMatch(/noindex/)
      expect(head.canonical, `${path} canonical`).toBeNull()
    } else {
      expect(head.canonical, `${path} canonical`).toBe(canonical)
      expect(meta['robots'] ?? '', `${path} robots`).not.toMatch(/noindex/)
    }

    expect(meta['og:title'], `${path} og:title`).toBe(head.title)
    expect(meta['og:description'], `${path} og:description`).toBe(meta['description'])
    expect(meta['og:url'], `${path} og:url`).toBe(canonical)
    expect(meta['og:site_name'], `${path} og:site_name`).toBe(site.brand)
    expect(['website', 'article', 'profile'], `${path} og:type`).toContain(meta['og:type'])
    expect(meta['og:image'], `${path} og:image`).toMatch(/\.(png|jpe?g)$/)
    expect(meta['og:image:alt']?.length ?? 0, `${path} og:image:alt`).toBeGreaterThan(5)
    expect(meta['twitter:card'], `${path} twitter:card`).toBe('summary_large_image')
    expect(meta['twitter:title'], `${path} twitter:title`).toBe(head.title)
    expect(meta['twitter:description'], `${path} twitter:description`).toBe(meta['description'])
    expect(meta['twitter:image'], `${path} twitter:image`).toBe(meta['og:image'])
    await expectShareImage(localPath(meta['og:image']!))
  }

  const unique = (pick: (head: HeadInfo) => string | null | undefined) => new Set([...heads.values()].map(pick)).size
  expect(
    unique((head) => head.title),
    'titles are unique',
  ).toBe(registryPaths.length)
  expect(
    unique((head) => head.meta['description']),
    'descriptions are unique',
  ).toBe(registryPaths.length)
  expect(
    unique((head) => head.canonical),
    'canonical URLs are unique',
  ).toBe(registryPaths.length)
})

it('category and project pages share an image of their own work', () => {
  for (const id of categoryIds) {
    expect(heads.get(`/portfolio/${id}`)?.meta['og:image'], id).toBe(absolute(`/images/og/${id}.png`))
  }
  for (const id of projectIds) {
    // The project's drawn card, or the share crop of its photographed cover (content/seo.ts).
    expect(heads.get(`/portfolio/${id}`)?.meta['og:image'], id).toBe(absolute(projectSeo(projects[id]!).image!))
    expect(projectSeo(projects[id]!).image, id).toMatch(
      projects[id]!.cover.photo ? /^\/assets\/photos\/.+-og\.jpg$/ : new RegExp(`^/images/og/projects/${id}\\.png$`),
    )
  }
})

it('every page shares an image that belongs to it, not one image for several pages', () => {
  const pagesByImage = new Map<string, string[]>()
  for (const [path, head] of heads) {
    const image = head.meta['og:image'] ?? ''
    pagesByImage.set(image, [...(pagesByImage.get(image) ?? []), path])
  }
  const shared = [...pagesByImage].filter(([, paths]) => paths.length > 1).map(([image, paths]) => `${image}: ${paths.join(' ')}`)
  expect(shared).toEqual([])
})

it('JSON-LD describes the designer on every page and each project as a CreativeWork', async () => {
  for (const [path, head] of heads) {
    expect(head.jsonLdErrors, `${path} JSON-LD parses`).toEqual([])
    const nodes = jsonLdNodes(head.jsonLd)
    for (const node of nodes) expect(node['@context'], `${path} @context`).toBe('https://schema.org')
    const person = nodes.find((node) => node['@type'] === 'Person')
    const service = nodes.find((node) => node['@type'] === 'ProfessionalService')
    expect(person?.['name'], `${path} Person`).toBe(site.ownerName)
    expect(person?.['jobTitle'], `${path} Person jobTitle`).toBe(site.role)
    expect(String(person?.['url']), `${path} Person url`).toMatch(new RegExp(`^${siteUrl}/`))
    expect(service?.['name'], `${path} ProfessionalService`).toBe(site.brand)
    expect(service?.['founder'], `${path} service founder is the person`).toEqual({ '@id': person?.['@id'] })

    const works = nodes.filter((node) => node['@type'] === 'CreativeWork')
    const projectId = projectIds.find((id) => path === `/portfolio/${id}`)
    if (!projectId) {
      expect(works, `${path} has no CreativeWork`).toEqual([])
      continue
    }
    expect(works, `${path} has one CreativeWork`).toHaveLength(1)
    const work = works[0]!
    const project = projects[projectId]!
    expect(work['name'], path).toBe(project.title)
    expect(work['name'], `${path} names the page's heading`).toBe(head.h1)
    expect(work['description'], path).toBe(project.description)
    expect(work['url'], path).toBe(absolute(path))
    expect((work['creator'] as Record<string, unknown>)?.['@id'], `${path} creator is the designer`).toBe(person?.['@id'])
    const image = await get(localPath(String(work['image'])))
    expect(image.status, `${path} CreativeWork image`).toBe(200)
    expect(image.headers['content-type'], `${path} CreativeWork image`).toMatch(/^image\//)
  }
})

it('every image URL a page names in its metadata answers 200 with an image (og:image, twitter:image, JSON-LD image)', async () => {
  const named = new Map<string, string>()
  for (const [path, head] of heads) {
    for (const key of ['og:image', 'twitter:image']) if (head.meta[key]) named.set(head.meta[key], `${path} ${key}`)
    for (const node of jsonLdNodes(head.jsonLd)) {
      const images = ([] as unknown[]).concat(node['image'] ?? [])
      for (const image of images)
        named.set(
          typeof image === 'string' ? image : String((image as { url?: string }).url),
          `${path} JSON-LD ${String(node['@type'])} image`,
        )
    }
  }
  expect(named.size).toBeGreaterThan(0)
  const broken: string[] = []
  for (const [url, where] of named) {
    const response = await get(localPath(url))
    if (response.status !== 200 || !String(response.headers['content-type']).startsWith('image/'))
      broken.push(`${where}: ${url} answers ${response.status} ${response.headers['content-type']}`)
  }
  expect(broken).toEqual([])
})

it('favicon, touch icon and web manifest are linked and served', async () => {
  for (const [path, head] of heads) {
    const rels = head.links.map((link) => link.rel)
    for (const rel of ['icon', 'apple-touch-icon', 'manifest']) expect(rels, `${path} links ${rel}`).toContain(rel)
  }
  const { links } = heads.get('/home')!
  const icon = links.find((link) => link.rel === 'icon')!
  const iconResponse = await get(icon.href)
  expect(iconResponse.status).toBe(200)
  expect(iconResponse.headers['content-type']).toContain(icon.type ?? 'image/')
  await expectPng(links.find((link) => link.rel === 'apple-touch-icon')!.href, { width: 180, height: 180 })

  const manifestHref = links.find((link) => link.rel === 'manifest')!.href
  const manifestResponse = await get(manifestHref)
  expect(manifestResponse.status).toBe(200)
  expect(manifestResponse.headers['content-type']).toContain('application/manifest+json')
  const manifest = JSON.parse(manifestResponse.text()) as {
    name: string
    short_name: string
    start_url: string
    display: string
    icons: { src: string; sizes: string; type: string; purpose?: string }[]
  }
  expect(manifest.name).toContain(site.brand)
  expect(manifest.short_name).toBe(site.brand)
  expect(registryPaths).toContain(manifest.start_url)
  expect(['standalone', 'minimal-ui', 'browser', 'fullscreen']).toContain(manifest.display)
  const sizes = new Set<string>()
  for (const entry of manifest.icons) {
    const response = await get(entry.src)
    expect(response.status, entry.src).toBe(200)
    expect(response.headers['content-type'], entry.src).toContain(entry.type)
    if (entry.type === 'image/png') {
      const [width, height] = entry.sizes.split('x').map(Number)
      expect(pngSize(response.body), `${entry.src} is ${entry.sizes}`).toEqual({ width, height })
      sizes.add(entry.sizes)
    }
  }
  expect([...sizes]).toEqual(expect.arrayContaining(['192x192', '512x512']))
})

it('sitemap.xml lists exactly the indexable pages of the route registry at SITE_URL; robots.txt points at it', async () => {
  const response = await get('/sitemap.xml')
  expect(response.status).toBe(200)
  expect(response.headers['content-type']).toContain('xml')
  const xml = response.text()
  expect(XMLValidator.validate(xml), 'sitemap is well-formed XML').toBe(true)
  const parsed = new XMLParser({ isArray: (name) => name === 'url' }).parse(xml) as { urlset?: { url?: { loc: string }[] } }
  const locations = (parsed.urlset?.url ?? []).map((url) => String(url.loc).trim())
  expect(locations).toEqual(registryPaths.filter((path) => !noindexPaths.has(path)).map(absolute))
  for (const path of noindexPaths) expect(locations).not.toContain(absolute(path))
  expect(locations).not.toContain(absolute(notFoundPath))

  const robots = await get('/robots.txt')
  expect(robots.status).toBe(200)
  expect(robots.headers['content-type']).toContain('text/plain')
  const lines = robots
    .text()
    .split('\n')
    .map((line) => line.trim())
  expect(lines).toContain('User-agent: *')
  expect(lines).toContain(`Sitemap: ${absolute('/sitemap.xml')}`)
  expect(lines, 'the site is not closed to crawlers').not.toContain('Disallow: /')
})

it('the not-found page answers 404, is noindex and has no canonical URL', async () => {
  const response = await get(notFoundPath)
  expect(response.status).toBe(404)
  const head = readHead(response.text())
  expect(head.meta['robots']).toMatch(/noindex/)
  expect(head.canonical).toBeNull()
  expect(head.title).toMatch(/not found/i)
  for (const [path, other] of heads) if (!noindexPaths.has(path)) expect(other.meta['robots'] ?? '', path).not.toMatch(/noindex/)
})
