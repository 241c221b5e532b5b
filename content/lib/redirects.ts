import { redirects } from '../ids.ts'

/**
 * The canonical path an old path redirects to, if any (trailing slashes ignored).
 * Kept apart from the content tables: the root route runs it on every navigation.
 */
export function redirectFor(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return Object.hasOwn(redirects, path) ? redirects[path as keyof typeof redirects] : undefined
}
