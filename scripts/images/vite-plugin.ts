import { createReadStream } from 'node:fs'
import { copyFile, mkdir } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { photoAssetDir } from '../../content/photo-library.ts'
import { buildPhotoLibrary, type BuiltLibrary } from './library.ts'

export type PhotoPipelineOptions = {
  /** Originals; `PHOTOS_DIR` replaces it (tests and the benchmark point it at an overlay of real photographs). */
  photosDir: string
  cacheDir: string
}

const mime: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }

/** One library per photos folder and process: a build resolves the config more than once (client, server, prerender). */
const builds = new Map<string, Promise<BuiltLibrary>>()

/**
 * The image pipeline as a Vite plugin: before anything is bundled it encodes the photographs
 * (from the cache where it can), hands content their measured sizes through
 * `__PHOTO_LIBRARY__`, and publishes every variant under /assets/photos/ (the dev server serves
 * them from the cache; a build copies them next to the other hashed assets).
 */
export function photoPipeline(options: PhotoPipelineOptions): Plugin {
  const photosDir = resolve(process.env.PHOTOS_DIR || options.photosDir)
  const build = (log: (line: string) => void) => {
    const known = builds.get(photosDir)
    if (known) return known
    const started = buildPhotoLibrary({ photosDir, cacheDir: options.cacheDir, log }).then((result) => {
      const { photos, encoded, reused, ms } = result.stats
      log(`photo pipeline: ${photos} originals, ${encoded} encoded, ${reused} from cache, ${(ms / 1000).toFixed(1)} s`)
      return result
    })
    builds.set(photosDir, started)
    return started
  }

  return {
    name: 'photo-pipeline',
    async config() {
      const { library } = await build((line) => console.log(line))
      return { define: { __PHOTO_LIBRARY__: JSON.stringify(library) } }
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const path = req.url?.split('?')[0]
        if (!path?.startsWith(`${photoAssetDir}/`)) return next()
        const file = (await build(() => {})).outputs.get(path)
        if (!file) return next()
        res.setHeader('content-type', mime[path.split('.').pop()!] ?? 'application/octet-stream')
        createReadStream(file).pipe(res)
      })
    },
    async writeBundle(outputOptions) {
      if (this.environment.name !== 'client') return
      const outDir = outputOptions.dir
      if (!outDir) return
      const { outputs } = await build(() => {})
      await Promise.all(
        [...outputs].map(async ([urlPath, file]) => {
          const target = join(outDir, urlPath)
          await mkdir(dirname(target), { recursive: true })
          await copyFile(file, target)
        }),
      )
    },
  }
}
