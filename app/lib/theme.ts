import { useSyncExternalStore } from 'react'

export type Theme = 'light' | 'dark'
export const THEME_STORAGE_KEY = 'theme'

/**
 * Runs in <head> before the body is parsed, so the first paint already has the stored
 * theme. Kept tiny and constant: the production server allows it by its CSP hash.
 */
export const themeBootScript = `try{if(localStorage.getItem('${THEME_STORAGE_KEY}')==='dark')document.documentElement.classList.add('dark')}catch(e){}`

const listeners = new Set<() => void>()

function readTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light'
}

export function setTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark')
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme)
  } catch {
    // Storage can be unavailable (private mode, quota): the theme still applies for this visit.
  }
  listeners.forEach((notify) => notify())
}

function subscribe(notify: () => void) {
  listeners.add(notify)
  return () => listeners.delete(notify)
}

/** The theme on <html>; 'light' during server rendering, the real one after hydration. */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(subscribe, readTheme, () => 'light' as const)
  return [theme, setTheme]
}
