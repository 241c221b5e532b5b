import { site } from '#content/site.ts'

/** The web app manifest, from the same site facts as every page. */
export function renderManifest(): string {
  return JSON.stringify({
    name: `${site.brand} · ${site.ownerName}`,
    short_name: site.brand,
    description: site.summary,
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    background_color: site.themeColor.light,
    theme_color: site.themeColor.light,
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  })
}
