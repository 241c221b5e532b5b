import { Suspense, use, type ReactNode } from 'react'

type Pending = { element: Element | null; near: Promise<void> }
const pending = new Map<string, Pending>()

/**
 * Resolves once the server-rendered element with this id comes within a quarter screen of the viewport.
 * With nothing server-rendered to keep (a client-side navigation), it resolves at once.
 */
function nearViewport(id: string): Promise<void> {
  const element = document.getElementById(id)
  const known = pending.get(id)
  if (known && known.element === element) return known.near
  const near =
    element && typeof IntersectionObserver !== 'undefined'
      ? new Promise<void>((resolve) => {
          const observer = new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return
              observer.disconnect()
              resolve()
            },
            { rootMargin: '0px 0px 25% 0px' },
          )
          observer.observe(element)
        })
      : Promise.resolve()
  pending.set(id, { element, near })
  return near
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  if (typeof document !== 'undefined') use(nearViewport(id))
  return children
}

/**
 * Server-renders its children in full (the page works without JavaScript), but in the browser
 * leaves that HTML as it is until it comes near the viewport: only then do the children's code
 * (lazy components) download and hydrate. For sections below the fold that need no script to
 * be read; React keeps a suspended boundary's server HTML untouched while it waits.
 */
export function HydrateWhenNear({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id}>
      <Suspense fallback={null}>
        <Gate id={id}>{children}</Gate>
      </Suspense>
    </div>
  )
}
