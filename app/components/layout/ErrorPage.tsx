import { Link, type ErrorComponentProps } from '@tanstack/react-router'

export function ErrorPage({ reset }: ErrorComponentProps) {
  return (
    <section role="alert" className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-4 py-24 text-center">
      <h1 className="heading-1">Something went wrong</h1>
      <p className="text-muted">This page could not be shown. Please try again.</p>
      <div className="flex gap-3">
        <button type="button" className="btn-ghost" onClick={reset}>
          Try again
        </button>
        <Link to="/home" className="btn-primary">
          Go to Home
        </Link>
      </div>
    </section>
  )
}
