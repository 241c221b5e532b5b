import { Link, useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'

export function NotFoundPage() {
  const { pathname } = useLocation()
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])

  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-4 py-24 text-center">
      <h1 className="font-display text-7xl font-bold text-brand">404</h1>
      <p className="text-xl text-muted">Oops! Page not found</p>
      <Link to="/" className="btn-primary">
        Return to Home
      </Link>
    </section>
  )
}
