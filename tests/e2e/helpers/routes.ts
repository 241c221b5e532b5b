import { statSync } from 'node:fs'
import { join } from 'node:path'
import { pagePaths } from '#content/lib/routes.ts'

/** Every canonical page of the route registry, in registry order. */
export const registryPaths: readonly string[] = pagePaths

/**
 * A page with no running animation, for tests of what every page shares (header, menu, theme,
 * footer, floating buttons, chat): /home's particle canvas and tool carousel would keep a core busy
 * while those tests wait, which on a 2-core machine slows every test running beside them.
 */
export const stillPage = '/contact'

/** A path no route answers: it renders the not-found page with a 404 status. */
export const notFoundPath = '/portfolio/no-such-page-for-qa'

/** The origin the build used for canonical URLs (SITE_URL at build time; tests run in the same environment). */

/** A readable test-title slug for a path. */
export const label = (path: string) => (path === '/' ? '/ (landing)' : path)

/** The year the served build was made (the footer's copyright year), from its prerendered home page. */
export const builtInYear = () => statSync(join(process.env.BUILD_OUT_DIR || 'dist', 'client', 'index.html')).mtime.getUTCFullYear()
