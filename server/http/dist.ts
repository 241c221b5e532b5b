import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { AppHandler } from './app.ts'

export class MissingBuildError extends Error {}

/** Checks the build output is there and loads the app's fetch handler from `server/server.js`. */
export async function loadAppHandler(distDir: string): Promise<AppHandler> {
  const serverEntry = join(distDir, 'server', 'server.js')
  if (!existsSync(join(distDir, 'client')) || !existsSync(serverEntry)) {
    throw new MissingBuildError(`No production build in ${distDir} (expected client/ and server/server.js): run npm run build first.`)
  }
  const module = (await import(pathToFileURL(serverEntry).href)) as { default?: Partial<AppHandler> }
  const handler = module.default
  if (typeof handler?.fetch !== 'function') {
    throw new MissingBuildError(`${serverEntry} has no default export with a fetch function: run npm run build again.`)
  }
  return handler as AppHandler
}
