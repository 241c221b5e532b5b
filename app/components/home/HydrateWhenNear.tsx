import { Suspense, use, type ReactNode } from 'react'

type Pending = { element: Element | null; near: Promise<void> }
const pending = new Map<string, Pending>()

/** A quarter screen ahead: static sections are hydrated before the visitor reaches them. */
const AHEAD = '0px 0px 25% 0px'

/**
 * Resolves once `element` comes within `rootMargin` of the viewport. With nothing server-rendered
 * to keep (a client-side navigation), it resolves at once.
 */
function nearViewport(id: string, element: Element | null, rootMargin: string): Promise<void> {
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
            { rootMargin },
          )
          observer.observe(element)
        })
      : Promise.resolve()
  pending.set(id, { element, near })
  return near
}

type Props = {
  id: string
  children: ReactNode
  /** A selector inside the section whose nearness counts (by default the whole section). */
  watch?: string
  /** How far ahead of the viewport (IntersectionObserver rootMargin); a quarter screen below by default. */
  rootMargin?: string
}

function Gate({ id, watch, rootMargin = AHEAD, children }: Props) {
  if (typeof document !== 'undefined') {
    const wrapper = document.getElementById(id)
    const element = watch && wrapper ? wrapper.querySelector(watch) : wrapper
    use(nearViewport(id, element, rootMargin))
  }
  return children
}

/**
 * Server-renders its children in full (the page works without JavaScript), but in the browser
 * leaves that HTML as it is until it comes near the viewport: only then do the children's code
 * (lazy components) download and hydrate. React keeps a suspended boundary's server HTML untouched
 * while it waits.
 */
export function HydrateWhenNear({ id, children, ...when }: Props) {
  return (
    <div id={id}>
      <Suspense fallback={null}>
        <Gate id={id} {...when}>
          {children}
        </Gate>
      </Suspense>
    </div>
  )
}
