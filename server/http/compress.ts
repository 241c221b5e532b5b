import { Duplex } from 'node:stream'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

export type Encoding = 'br' | 'gzip'

/** Bodies below this size are sent as they are: compressing them saves next to nothing. */
export const minCompressibleBytes = 1024

const preference: readonly Encoding[] = ['br', 'gzip']

function parseAcceptEncoding(header: string | null): Map<string, number> {
  const qualities = new Map<string, number>()
  for (const part of (header ?? '').split(',')) {
    const [token = '', ...params] = part.split(';')
    const name = token.trim().toLowerCase()
    if (!name) continue
    let quality = 1
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param)
      if (match) quality = Number(match[1]) || 0
    }
    qualities.set(name, quality)
  }
  return qualities
}

/** The best encoding the client accepts (br before gzip), or null for identity. `q=0` refuses an encoding. */
export function chooseEncoding(acceptEncoding: string | null, isAvailable: (encoding: Encoding) => boolean = () => true): Encoding | null {
  const qualities = parseAcceptEncoding(acceptEncoding)
  for (const encoding of preference) {
    const quality = qualities.get(encoding) ?? qualities.get('*') ?? 0
    if (quality > 0 && isAvailable(encoding)) return encoding
  }
  return null
}

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/**
 * How hard to compress: `'max'` for the hashed scripts and styles every first visit downloads
 * (compressed once at start-up, the smallest files brotli can make), `'thorough'` for the other
 * files compressed at start-up, `'fast'` for bodies compressed per request.
 */
export type Effort = 'max' | 'thorough' | 'fast'

const brotliQuality: Record<Effort, number> = {
  max: zlib.constants.BROTLI_MAX_QUALITY,
  // 10, not 11: within about 2% of the size at a third of the time, which keeps start-up short.
  thorough: 10,
  fast: 5,
}

/** Compresses a whole body. */
export async function compressBuffer(body: Uint8Array, encoding: Encoding, effort: Effort): Promise<Uint8Array<ArrayBuffer>> {
  if (encoding === 'br') {
    return await brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality[effort],
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    })
  }
  return await gzip(body, { level: effort === 'fast' ? 6 : zlib.constants.Z_BEST_COMPRESSION })
}

/**
 * Compresses a body as it streams. Every chunk is flushed as soon as it is written, so a
 * streamed response (SSR, streamed JSON) reaches the client as promptly as without compression.
 */
export function compressStream(body: ReadableStream<Uint8Array>, encoding: Encoding): ReadableStream<Uint8Array<ArrayBuffer>> {
  const compressor =
    encoding === 'br'
      ? zlib.createBrotliCompress({
          flush: zlib.constants.BROTLI_OPERATION_FLUSH,
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
        })
      : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH })
  return body.pipeThrough(Duplex.toWeb(compressor) as unknown as ReadableWritablePair<Uint8Array<ArrayBuffer>, Uint8Array>)
}
