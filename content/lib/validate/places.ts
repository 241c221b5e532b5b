/**
 * Where a content value is written: the owner's file and the path inside it (`webDesignCards[2]`).
 * Objects keep their identity when one file builds on another (`cards: webDesignCards`), so the
 * first file that reaches an object, in the order of contentFiles, is the one that writes it.
 */

export type Key = string | number
export type Place = { file: string; path: readonly Key[] }

const isObject = (value: unknown): value is object => value !== null && typeof value === 'object'

/** Every object and array reachable from the files' exports, with the first place that reaches it. */
export function placesOf(files: Readonly<Record<string, object>>): Map<object, Place> {
  const places = new Map<object, Place>()
  const visit = (value: unknown, place: Place) => {
    if (!isObject(value) || places.has(value)) return
    places.set(value, place)
    for (const [key, child] of Object.entries(value))
      visit(child, { file: place.file, path: [...place.path, Array.isArray(value) ? Number(key) : key] })
  }
  for (const [file, exports] of Object.entries(files))
    for (const [name, value] of Object.entries(exports)) visit(value, { file, path: [name] })
  return places
}

/**
 * The object that `node` was spread from, when `key` came from it: written in another place, with
 * fewer keys, every one of them in `node` with the same value (`{ ...categorySummaries.graphics, cards }`).
 */
function spreadSource(node: object, key: Key, places: Map<object, Place>): Place | undefined {
  const own = Object.keys(node)
  for (const [candidate, place] of places) {
    if (candidate === node || Array.isArray(candidate) || !Object.hasOwn(candidate, key)) continue
    const keys = Object.keys(candidate)
    if (
      keys.length < own.length &&
      keys.every((k) => Object.hasOwn(node, k) && (node as Record<string, unknown>)[k] === (candidate as Record<string, unknown>)[k])
    )
      return place
  }
  return undefined
}

/** The place of the field at `path` inside `root`: from the deepest object on the way that a file writes. */
export function locate(root: unknown, path: readonly Key[], places: Map<object, Place>): Place | undefined {
  const nodes: unknown[] = [root]
  for (const key of path) nodes.push(isObject(nodes.at(-1)) ? (nodes.at(-1) as Record<Key, unknown>)[key] : undefined)
  for (let depth = path.length; depth >= 0; depth--) {
    const node = nodes[depth]
    const place = isObject(node) ? places.get(node) : undefined
    if (!place) continue
    const rest = path.slice(depth)
    const from = rest.length > 0 ? spreadSource(node as object, rest[0]!, places) : undefined
    return { file: (from ?? place).file, path: [...(from ?? place).path, ...rest] }
  }
  return undefined
}

/** `webDesignCards[2].title`, `categories.web-design.cards`. */
export const formatPath = (path: readonly Key[]) =>
  path.map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? key : `.${key}`)).join('')
