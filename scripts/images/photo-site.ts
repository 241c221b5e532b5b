/**
 * The site with real photographs: the default content plus a photos overlay that fills the wedding
 * page's gallery (3:4 tiles) with the eight ukui-wallpapers pictures (full size, landscape, one with
 * GPS and orientation 6) and adds a page made from a folder alone (`light-studies/`), built into its
 * own dist directory and served by the production server on a free loopback port. The committed
 * content is untouched. Used by tests/e2e/photos.spec.ts and `npm run bench`.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { photoPageFixture, writePhotoOverlay, writePhotoPageFolder } from './fixture.ts'

const root = join(import.meta.dirname, '..', '..')
export const photoSiteDir = join(root, 'node_modules', '.cache', 'photo-site')
export const photoSitePhotos = join(photoSiteDir, 'photos')
export const photoSiteDist = join(photoSiteDir, 'dist')
/** The page whose eight gallery images become photographs. */
export const photoSitePage = 'wedding-photography'
export const photoSitePath = `/portfolio/${photoSitePage}`
/** The page made from a folder with a title (no TypeScript). */
export const photoFolderPagePath = `/portfolio/${photoPageFixture.slug}`

function run(child: ChildProcess, what: string): Promise<string> {
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${what} failed (${code}):\n${output.slice(-4000)}`))))
  })
}

/** Writes the overlay and builds the site with it; returns the build's output (it reports the pipeline's time). */
export async function buildPhotoSite(): Promise<string> {
  rmSync(photoSitePhotos, { recursive: true, force: true })
  await writePhotoOverlay(photoSitePhotos, photoSitePage)
  await writePhotoPageFolder(photoSitePhotos)
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js')
  const child = spawn(process.execPath, [vite, 'build', '--config', 'app.config.ts'], {
    cwd: root,
    env: { ...process.env, PHOTOS_DIR: photoSitePhotos, BUILD_OUT_DIR: photoSiteDist },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return run(child, 'the photo-site build')
}

export type PhotoServer = { origin: string; stop(): Promise<void> }

/** `node server/http/serve.ts` on the photo build, port 0; resolves once it prints where it listens. */
export async function startPhotoServer(distDir = photoSiteDist): Promise<PhotoServer> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DIST_DIR: distDir, RATE_LIMIT_POINTS: '1000' }
  for (const name of ['ANTHROPIC_API_KEY', 'ANTHROPIC_BASE_URL', 'REDIS_URL', 'TRUST_PROXY']) delete env[name]
  const child = spawn(process.execPath, [join('server', 'http', 'serve.ts')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the photo-site server did not start within 30 s:\n${output}`)), 30_000)
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Listening on (http:\/\/\S+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    })
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`the photo-site server exited (${code}):\n${output}`))
    })
  })
  return {
    origin,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
