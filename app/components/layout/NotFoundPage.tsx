import { Link, useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'
import { site } from '#content/site.ts'
import { SiteShell } from './SiteShell'
import { uiCopy } from '#content/ui.ts'

/** The not-found content; inside the site layout it is shown as is, elsewhere wrapped in the shell. */
export function NotFoundContent() {
  const { pathname } = useLocation()
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])

  return (
    <>
      <title>{`${uiCopy.notFound.title} | ${site.brand}`}</title>
      <meta name="robots" content="noindex" />
      <section className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-4 py-24 text-center">
        <h1 className="font-display text-7xl font-bold text-brand">{uiCopy.notFound.code}</h1>
        <p className="text-xl text-muted">{uiCopy.notFound.message}</p>
        <Link to="/" className="btn-primary">
          {uiCopy.notFound.returnHome}
        </Link>
      </section>
    </>
  )
}

export function NotFoundPage() {
  return (
    <SiteShell>
      <NotFoundContent />
    </SiteShell>
  )
}
