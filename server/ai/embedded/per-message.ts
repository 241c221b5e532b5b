/**
 * Results kept while one message is answered. Its rules ask the same things of the same texts many times (a
 * 1,000-character message asked 49 times for the names in 11 texts); `respond()` forgets them all when the next
 * message comes, so nothing is kept from one visitor's message to another's.
 */
const caches: Map<string, unknown>[] = []

export function keptPerMessage<T>(find: (text: string) => T): (text: string) => T {
  const cache = new Map<string, T>()
  caches.push(cache)
  return (text) => {
    if (cache.has(text)) return cache.get(text)!
    // Callers outside `respond()` never forget; a bound keeps them small.
    if (cache.size > 500) cache.clear()
    const found = find(text)
    cache.set(text, found)
    return found
  }
}

export const forgetMessage = () => {
  for (const cache of caches) cache.clear()
}
