import { useEffect } from 'react'

/** Stops the page behind a modal from scrolling while the component is mounted. */
export function useBodyScrollLock() {
  useEffect(() => {
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
    }
  }, [])
}
