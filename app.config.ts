import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { prerenderPaths } from '#content/lib/routes.ts'
import { contentCheck } from './scripts/check-content/vite-plugin.ts'
import { photoPageSlugs, photoPipeline } from './scripts/images/vite-plugin.ts'
import { env } from './server/env.ts'

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number)
if (major < 22 || (major === 22 && minor < 12)) {
  throw new Error(
    `Node ${process.versions.node} is too old: this project needs Node >= 22.12. ` +
      'Run it through npm scripts (they use the pinned Node 24 from devDependencies) ' +
      'and install with `npm ci` without --ignore-scripts so that pin is set up.',
  )
}

const photos = { photosDir: 'content/photos', cacheDir: 'node_modules/.cache/photo-pipeline' }
/** Pages made from a folder of photos (content/photos/<slug>/photos.json with a title): prerendered like the others. */
const pagesToPrerender = new Set([...prerenderPaths, ...photoPageSlugs(photos.photosDir).map((slug) => `/portfolio/${slug}`)])

/** The footer's copyright year: the build's date (SOURCE_DATE_EPOCH for a reproducible build). */
const buildYear = new Date(env.SOURCE_DATE_EPOCH === undefined ? Date.now() : env.SOURCE_DATE_EPOCH * 1000).getUTCFullYear()

export default defineConfig({
  server: { port: 3000 },
  define: { __BUILD_YEAR__: JSON.stringify(buildYear) },
  // The icon sprite is always a file: its views are addressed by fragment (icons.svg#i3), which a
  // data URI inlined for a small sprite would not keep apart.
  build: {
    // BUILD_OUT_DIR: a second build (e.g. the real-photo fixture of tests/e2e/photos.spec.ts) beside dist/.
    outDir: env.BUILD_OUT_DIR,
    assetsInlineLimit: (file) => (file.endsWith('/site-icons/icons.svg') ? false : undefined),
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // Everything the entry needs stays in the entry (React, the router, the site facts) instead
                // of side chunks that every page would fetch anyway: each script costs a request and
                // about 0.8 KB of response headers on top of its bytes.
                { name: 'framework', tags: ['$initial'], priority: 10 },
                // Small page helpers shared by several pages (ui pieces, motion hooks, the image component, content paths, the copy template filler) as one file.
                {
                  name: 'shared',
                  test: /[\\/](app[\\/]components[\\/]ui|app[\\/]lib[\\/]motion|app[\\/]components[\\/]media[\\/](ContentImage|PhotoPicture|loading)|content[\\/]lib[\\/](media|routes|photo-library|template))\b/,
                  minShareCount: 2,
                  includeDependenciesRecursively: false,
                },
                // The hero particles and the home/about figures: one file for the landing and home pages.
                {
                  name: 'decor',
                  test: /[\\/](app[\\/]components[\\/]decor|content[\\/]lib[\\/]facts)\b/,
                  minShareCount: 2,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    },
  },
  /** SITE_URL (canonical origin for links in meta tags, sitemap and JSON-LD) is read at build time. */
  envPrefix: ['VITE_', 'SITE_URL'],
  resolve: { tsconfigPaths: true },
  plugins: [
    // Every content value against its schema (content/lib/validate.ts): a build stops on the first bad edit, naming file and field.
    contentCheck(),
    // Photographs under content/photos/ (or PHOTOS_DIR): measured, encoded and cached before content loads.
    photoPipeline(photos),
    // Unit tests run plain modules; the Start plugin (route generation, prerendering) is for app builds.
    !process.env.VITEST &&
      tanstackStart({
        srcDirectory: 'app',
        // Loaders get their own chunks too, so the content tables load with the pages that use them.
        router: {
          codeSplittingOptions: {
            defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
          },
        },
        importProtection: {
          behavior: 'error',
          include: ['app/**', 'content/**', 'server/**'],
          client: {
            files: ['**/*.server.*', '**/server/**'],
            specifiers: ['@anthropic-ai/sdk', 'ioredis', 'rate-limiter-flexible', 'minisearch'],
          },
        },
        prerender: {
          enabled: true,
          crawlLinks: true,
          autoStaticPathsDiscovery: true,
          failOnError: true,
          filter: ({ path }) => pagesToPrerender.has(path) && !env.NO_PRERENDER,
        },
        pages: [...pagesToPrerender].map((path) => ({ path })),
      }),
    !process.env.VITEST && viteReact(),
  ],
  test: {
    include: ['tests/unit/**/*.test.ts', 'server/**/*.test.ts', 'content/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
})
