import { hasRealPhotos, missingPhotosMessage } from '../images/fixture.ts'
import { buildPhotoSite, photoSitePath, startPhotoServer } from '../images/photo-site.ts'
import { runLighthouse } from './lighthouse-run.ts'
import { measurePhotoFigures, photoFiguresLine, type PhotoFigures } from './photo-figures.ts'
import type { Teardown } from './teardown.ts'
import type { LighthouseRow } from './types.ts'

/** How the photo page is named in the table, beside the artwork pages. */
export const PHOTO_ROW_SUFFIX = ' (real photos)'

/**
 * Lighthouse on the photography page with real photographs: the site built with the photos
 * overlay of scripts/images/photo-site.ts (eight 3840 px pictures in its gallery), served by the
 * production server on a free port, then its phone and lightbox figures (photo-figures.ts).
 * Skipped, with a note, when the pictures are not installed.
 */
export async function benchPhotoPage(
  chromePath: string,
  runs: number,
  teardown: Teardown,
): Promise<{ rows: LighthouseRow[]; figures?: PhotoFigures }> {
  if (!hasRealPhotos()) {
    console.log(`Skipping the photo page: ${missingPhotosMessage()}`)
    return { rows: [] }
  }
  const started = Date.now()
  const log = await buildPhotoSite()
  const pipeline = log.split('\n').find((line) => line.startsWith('photo pipeline:'))
  console.log(`Built the photo site in ${Math.round((Date.now() - started) / 1000)} s (${pipeline ?? 'no pipeline line'}).`)
  const server = await startPhotoServer()
  const untrack = teardown.add({ stop: () => server.stop(), killNow: () => void server.stop() })
  try {
    const rows = await runLighthouse(server.origin, chromePath, runs, teardown, [photoSitePath])
    const figures = await measurePhotoFigures(server.origin, photoSitePath, chromePath)
    console.log(photoFiguresLine(figures))
    return { rows: rows.map((row) => ({ ...row, path: `${row.path}${PHOTO_ROW_SUFFIX}` })), figures }
  } finally {
    await server.stop()
    untrack()
  }
}
