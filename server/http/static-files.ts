import { readdir, readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { chooseEncoding, compressBuffer, type Effort, type Encoding } from './compress.ts'
import { contentTypeFor, isCompressible, isHtml } from './content-types.ts'
import { contentEtag, matchesIfNoneMatch } from './etag.ts'
import { urlPathsForFile } from './paths.ts'
import { applySecurityHeaders, cspForNonHtml, pageCsp } from './security-headers.ts'

interface Representation {
  body: Uint8Array<ArrayBuffer>
  etag: string
}

export interface StaticFile {
  contentType: string
  cacheControl: string
  csp: string
  identity: Representation
  encoded: Partial<Record<Encoding, Representation>>
}

/** URL path (decoded) -> file, built once at start-up. */
export type StaticIndex = ReadonlyMap<string, StaticFile>

const cacheControlPolicy = {
  /** Vite puts a content hash in every file name under /assets/. */
  hashed: 'public, max-age=31536000, immutable',
  /** Pages change with every deploy: always revalidate (cheap, thanks to the ETag). */
  page: 'no-cache',
  /** Unhashed public files (icons, manifest, robots, images): an hour, then revalidate. */
  other: 'public, max-age=3600, must-revalidate',
} as const

function cacheControlFor(urlPath: string, contentType: string): string {
  if (urlPath.startsWith('/assets/')) return cacheControlPolicy.hashed
  return isHtml(contentType) ? cacheControlPolicy.page : cacheControlPolicy.other
}

/** Files to serve: regular files only (no symlinks), and no dot-files except under `.well-known`. */
async function listFiles(clientDir: string): Promise<string[]> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(clientDir, join(entry.parentPath, entry.name)))
    .filter((path) => path.split(sep).every((part) => !part.startsWith('.') || part === '.well-known'))
}

async function encodedVersions(body: Uint8Array<ArrayBuffer>, etag: string, effort: Effort): Promise<StaticFile['encoded']> {
  const encoded: StaticFile['encoded'] = {}
  for (const encoding of ['br', 'gzip'] as const) {
    const compressed = await compressBuffer(body, encoding, effort)
    // Tiny files can grow when compressed; those are only sent as they are.
    if (compressed.byteLength < body.byteLength) {
      encoded[encoding] = { body: compressed, etag: etag.replace(/"$/, `-${encoding}"`) }
    }
  }
  return encoded
}

async function loadFile(absolutePath: string, urlPath: string): Promise<StaticFile> {
  const body: Uint8Array<ArrayBuffer> = await readFile(absolutePath)
  const contentType = contentTypeFor(absolutePath)
  const etag = contentEtag(body)
  const cacheControl = cacheControlFor(urlPath, contentType)
  // Hashed assets (the scripts and styles of every first visit) get brotli's best; the rest a quicker 10.
  const effort: Effort = cacheControl === cacheControlPolicy.hashed ? 'max' : 'thorough'
  return {
    contentType,
    cacheControl,
    csp: isHtml(contentType) ? pageCsp(body) : cspForNonHtml(contentType),
    identity: { body, etag },
    encoded: isCompressible(contentType) ? await encodedVersions(body, etag, effort) : {},
  }
}

/** Files read at once at start-up: enough to keep the disk and the compressor busy, far below any descriptor limit. */
export const LOAD_CONCURRENCY = 8

/** Runs `task` over `items`, at most `limit` at a time. */
async function forEachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await task(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/** Reads, hashes and precompresses every file under `clientDir`, a few at a time. */
export async function loadStaticFiles(clientDir: string, concurrency = LOAD_CONCURRENCY): Promise<StaticIndex> {
  const index = new Map<string, StaticFile>()
  const files = await listFiles(clientDir)
  await forEachLimited(files, concurrency, async (path) => {
    const urlPaths = urlPathsForFile(path)
    const file = await loadFile(join(clientDir, path), urlPaths[0]!)
    for (const urlPath of urlPaths) index.set(urlPath, file)
  })
  return index
}

/** Answers a GET or HEAD for a static file: best encoding, ETag revalidation, cache policy. */
export function serveStaticFile(file: StaticFile, request: Request): Response {
  const encoding = chooseEncoding(request.headers.get('accept-encoding'), (name) => name in file.encoded)
  const representation = (encoding && file.encoded[encoding]) || file.identity
  const headers = applySecurityHeaders(new Headers({ etag: representation.etag, 'cache-control': file.cacheControl }), file.csp)
  if (Object.keys(file.encoded).length > 0) headers.set('vary', 'Accept-Encoding')

  if (matchesIfNoneMatch(request.headers.get('if-none-match'), representation.etag)) {
    return new Response(null, { status: 304, headers })
  }
  headers.set('content-type', file.contentType)
  headers.set('content-length', String(representation.body.byteLength))
  if (encoding && representation !== file.identity) headers.set('content-encoding', encoding)
  return new Response(request.method === 'HEAD' ? null : representation.body, { status: 200, headers })
}
