import { createHash } from 'node:crypto'

/** A strong ETag from the content itself, so it survives rebuilds that do not change the file. */
export function contentEtag(body: Uint8Array, suffix = ''): string {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27)
  return `"${hash}${suffix}"`
}

/**
 * Whether `If-None-Match` names the representation about to be sent (weak comparison, as
 * RFC 9110 asks for this header; `*` matches anything).
 */
export function matchesIfNoneMatch(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  const wanted = etag.replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '')
    return candidate === '*' || candidate === wanted
  })
}
