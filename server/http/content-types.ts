import { extname } from 'node:path'

const typesByExtension: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.wasm': 'application/wasm',
}

export function contentTypeFor(filePath: string): string {
  return typesByExtension[extname(filePath).toLowerCase()] ?? 'application/octet-stream'
}

/** The media type without parameters, lower-cased: `text/html; charset=utf-8` -> `text/html`. */
export function mediaType(contentType: string | null): string {
  return (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase()
}

export const isHtml = (contentType: string | null) => mediaType(contentType) === 'text/html'

/** Text formats worth compressing. Event streams are left alone so every event reaches the client at once. */
export function isCompressible(contentType: string | null): boolean {
  const type = mediaType(contentType)
  if (type === 'text/event-stream') return false
  return (
    type.startsWith('text/') ||
    type.endsWith('+json') ||
    type.endsWith('+xml') ||
    type === 'application/json' ||
    type === 'application/javascript' ||
    type === 'application/xml'
  )
}
