/**
 * Measures a first (uncached) pipeline run over N large originals, the figure the README quotes:
 * `npx node scripts/images/measure-first-build.ts [N]` (default 50). The originals are distinct
 * 3600x2350 crops of the ukui-wallpapers pictures (so no two share a content hash), written as
 * camera-like JPEGs into a scratch folder; the cache starts empty. Prints wall time, CPU time
 * and the machine's load, since the machine may be shared.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { realPhotos, wallpaperDir } from './fixture.ts'
import { buildPhotoLibrary } from './library.ts'
import { coverAspects, tileAspects } from './tiles.ts'

const count = Number(process.argv[2] ?? 50)
const scratch = join(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'photo-first-build')
const photosDir = join(scratch, 'photos')
const cacheDir = join(scratch, 'cache')
rmSync(scratch, { recursive: true, force: true })
// Named after the wedding page, so each original also gets its 3:4 tile crops (and the first its 4:3 card crops), as on the site.
const folder = 'wedding-photography'
mkdirSync(join(photosDir, folder), { recursive: true })

const meta: Record<string, { alt: string }> = {}
for (let i = 0; i < count; i++) {
  const source = realPhotos[i % realPhotos.length]!
  const step = Math.floor(i / realPhotos.length)
  // 3640 to 3840 px sources: each copy is another 3600x2350 window, so every original is different.
  const left = (step * 6) % 40
  const top = (step * 7) % 50
  const name = `${String(i + 1).padStart(2, '0')}.jpg`
  const jpeg = await sharp(join(wallpaperDir, source.file))
    .extract({ left, top, width: 3600, height: 2350 })
    .jpeg({ quality: 92 })
    .toBuffer()
  writeFileSync(join(photosDir, folder, name), jpeg)
  meta[name] = { alt: source.alt }
}
writeFileSync(join(photosDir, folder, 'photos.json'), JSON.stringify(meta, null, 2))

const cpuBefore = process.cpuUsage()
const load = loadavg()[0]!.toFixed(1)
const { stats } = await buildPhotoLibrary({ photosDir, cacheDir, tileAspects, coverAspects })
const cpu = process.cpuUsage(cpuBefore)
const again = await buildPhotoLibrary({ photosDir, cacheDir, tileAspects, coverAspects })
console.log(
  `first build of ${stats.photos} originals (3600x2350 JPEG): ${(stats.ms / 1000).toFixed(0)} s wall, ` +
    `${((cpu.user + cpu.system) / 1e6).toFixed(0)} s CPU on ${cpus().length} cores (load average ${load} at the start, ` +
    `${loadavg()[0]!.toFixed(1)} at the end); the cached rebuild: ${again.stats.encoded} encoded in ${(again.stats.ms / 1000).toFixed(1)} s`,
)
rmSync(scratch, { recursive: true, force: true })
