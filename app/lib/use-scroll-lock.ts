import { useEffect } from 'react'

/** Stops the page behind a modal layer (the lightbox, the chat sheet on a phone) from scrolling while `active`. */
export function useScrollLock(active = true) {
  useEffect(() => {
    if (!active) return
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
    }
  }, [active])
}
