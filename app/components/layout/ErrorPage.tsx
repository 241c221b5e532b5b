import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { uiCopy } from '#content/ui.ts'

export function ErrorPage({ reset }: ErrorComponentProps) {
  return (
    <section role="alert" className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-4 py-24 text-center">
      <h1 className="heading-1">{uiCopy.error.title}</h1>
      <p className="text-muted">{uiCopy.error.message}</p>
      <div className="flex gap-3">
        <button type="button" className="btn-ghost" onClick={reset}>
          {uiCopy.error.retry}
        </button>
        <Link to="/home" className="btn-primary">
          {uiCopy.error.home}
        </Link>
      </div>
    </section>
  )
}
