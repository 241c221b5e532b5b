/// <reference types="vite/client" />
import { HeadContent, Outlet, Scripts, createRootRoute, redirect } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { redirectFor } from '#content/lib/redirects.ts'
import { site } from '#content/site.ts'
import { NotFoundPage } from '~/components/layout/NotFoundPage'
import { FloatingWidgets } from '~/components/widgets/FloatingWidgets'
import { designerJsonLd, jsonLdScript } from '~/lib/structured-data'
import { themeBootScript } from '~/lib/theme'
import displayFont from '@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2?url'
import appCss from '~/styles/app.css?url'

export const Route = createRootRoute({
  beforeLoad: ({ location }) => {
    // Old and mistyped paths (content/ids.ts): 308 on the server, a replace navigation in the browser.
    const to = redirectFor(location.pathname)
    if (to) throw redirect({ href: to, statusCode: 308, replace: true })
  },
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
      { name: 'theme-color', content: site.themeColor.light },
      { name: 'author', content: site.ownerName },
    ],
    links: [
      { rel: 'preload', href: displayFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
      { rel: 'manifest', href: '/site.webmanifest' },
    ],
    scripts: [jsonLdScript(designerJsonLd())],
  }),
  shellComponent: RootDocument,
  notFoundComponent: NotFoundPage,
  component: RootLayout,
})

function RootLayout() {
  return (
    <>
      <Outlet />
      <FloatingWidgets />
    </>
  )
}

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        <HeadContent />
      </head>
      <body className="min-h-screen bg-base font-sans text-fg antialiased">
        {children}
        <Scripts />
      </body>
    </html>
  )
}
