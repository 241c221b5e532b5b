import { pagePaths } from '#content/lib/routes.ts'
import { noindexPaths } from '#content/lib/seo.ts'

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

const priorityOf = (path: string) => (path === '/' || path === '/home' ? '1.0' : path.split('/').length <= 2 ? '0.8' : '0.6')

/** sitemap.xml from the route registry that also drives prerendering, without the noindex placeholders. */
export function renderSitemap(siteUrl: string): string {
  const urls = pagePaths
    .filter((path) => !noindexPaths.has(path))
    .map((path) => `  <url><loc>${escapeXml(siteUrl + path)}</loc><priority>${priorityOf(path)}</priority></url>`)
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

export function renderRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`
}
