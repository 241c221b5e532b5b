import { createReadStream } from 'node:fs'
import { copyFile, mkdir } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { projectIds } from '#content/ids.ts'
import { photoAssetDir } from '#content/lib/photo-library.ts'
import { env } from '../../server/env.ts'
import { contentTypeFor } from '../../server/http/content-types.ts'
import { buildPhotoLibrary, PhotoProblems, type BuiltLibrary } from './library.ts'
import { scanPhotos } from './scan.ts'
import { coverAspects, tileAspects } from './tiles.ts'

export type PhotoPipelineOptions = {
  /** Originals; `PHOTOS_DIR` replaces it (tests and the benchmark point it at an overlay of real photographs). */
  photosDir: string
  cacheDir: string
}

/** The photos folder a build reads: `PHOTOS_DIR`, or the configured one. */
export const photosDirOf = (configured: string) => resolve(env.PHOTOS_DIR ?? configured)

/**
 * Slugs of the pages made from folders (a photos.json with a title, in a folder that is not already a
 * project page): read once, synchronously, so app.config.ts can prerender them before any plugin runs.
 */
export function photoPageSlugs(photosDir: string): string[] {
  return Object.keys(scanPhotos(photosDirOf(photosDir)).pages).filter((slug) => !(projectIds as readonly string[]).includes(slug))
}

/** One library per photos folder and process: a build resolves the config more than once (client, server, prerender). */
const builds = new Map<string, Promise<BuiltLibrary>>()

/**
 * The image pipeline as a Vite plugin: before anything is bundled it encodes the photographs
 * (from the cache where it can), hands content their measured sizes through
 * `__PHOTO_LIBRARY__`, and publishes every variant under /assets/photos/ (the dev server serves
 * them from the cache; a build copies them next to the other hashed assets).
 */
export function photoPipeline(options: PhotoPipelineOptions): Plugin {
  const photosDir = photosDirOf(options.photosDir)
  const build = (log: (line: string) => void) => {
    const known = builds.get(photosDir)
    if (known) return known
    const started = buildPhotoLibrary({ photosDir, cacheDir: options.cacheDir, log, tileAspects, coverAspects }).then(
      (result) => {
        const { photos, encoded, reused, ms } = result.stats
        log(`photo pipeline: ${photos} originals, ${encoded} encoded, ${reused} from cache, ${(ms / 1000).toFixed(1)} s`)
        return result
      },
      (error: unknown) => {
        if (!(error instanceof PhotoProblems)) throw error
        // The photographer's list, printed plainly once; the error that stops the build only points at it.
        console.error(`\n${error.message}\n`)
        const stop = new Error(
          `photo pipeline: ${error.problems.length} photo${error.problems.length === 1 ? '' : 's'} to fix, listed above`,
        )
        stop.stack = stop.message
        throw stop
      },
    )
    builds.set(photosDir, started)
    return started
  }

  return {
    name: 'photo-pipeline',
    async config() {
      const { library } = await build((line) => console.log(line))
      const pages = Object.keys(library.pages).filter((slug) => !(projectIds as readonly string[]).includes(slug))
      // The slugs alone are what the route registry needs (it ships to the browser); the library stays with the content tables.
      return { define: { __PHOTO_LIBRARY__: JSON.stringify(library), __PHOTO_PAGES__: JSON.stringify(pages) } }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0]
        if (!path?.startsWith(`${photoAssetDir}/`)) return next()
        build(() => {})
          .then(({ outputs }) => {
            const file = outputs.get(path)
            if (!file) return next()
            res.setHeader('content-type', contentTypeFor(path))
            createReadStream(file).pipe(res)
          })
          .catch(next)
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
