/**
 * CI's second unit run: the whole unit suite again with real photographs in place, added the way the
 * README's "Real photographs" section tells a photographer to (a folder named after a page, with its
 * photos.json; a folder with a title that becomes a page of its own). It works on a temporary copy of
 * content/photos (PHOTOS_DIR) and builds into a temporary dist (BUILD_OUT_DIR), so content/ and dist/
 * stay as they are: `npx node scripts/images/test-with-photos.ts` (needs the ukui-wallpapers package; .ci/run runs it after `npm test`).
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { writePhotoOverlay, writePhotoPageFolder } from './fixture.ts'

const root = join(import.meta.dirname, '..', '..')
const scratch = mkdtempSync(join(tmpdir(), 'portfolio-photos-'))
const photosDir = join(scratch, 'photos')
// Inside the project, so the built server resolves its packages from node_modules.
const distDir = join(root, 'node_modules', '.cache', 'photos-ci', 'dist')
const env = { ...process.env, PHOTOS_DIR: photosDir, BUILD_OUT_DIR: distDir }
const cleanUp = () => {
  rmSync(scratch, { recursive: true, force: true })
  rmSync(distDir, { recursive: true, force: true })
}

const step = (what: string, args: string[]) => {
  console.log(`\n== with photos: ${what}`)
  const result = spawnSync(process.execPath, args, { cwd: root, env, stdio: 'inherit' })
  if (result.status !== 0) {
    cleanUp()
    process.exit(result.status ?? 1)
  }
}

cpSync(join(root, 'content', 'photos'), photosDir, { recursive: true })
// A gallery: eight 3840 px photographs (one with GPS and a sideways orientation) fill the wedding page.
await writePhotoOverlay(photosDir, 'wedding-photography')
// A page of its own: a new folder with a title, a description and three photographs.
await writePhotoPageFolder(photosDir)
console.log(`photos in ${photosDir}`)
step('build', [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', 'app.config.ts'])
step('unit tests', [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--config', 'app.config.ts'])
cleanUp()
