/**
 * `npm run check:launch`: lists every example value still in content/owner.ts (and an unset or
 * local SITE_URL) and exits 1 while any remain, so nothing placeholder ships by accident.
 */
import * as ownerFile from '#content/owner.ts'
import { env } from '../server/env.ts'
import { checkSiteUrl, findExampleValues } from './check-launch/example-values.ts'

const found = [...findExampleValues({ ...ownerFile }), ...checkSiteUrl(env.SITE_URL)]

if (found.length === 0) {
  console.log('check:launch: no example values left in content/owner.ts, and SITE_URL is set. Ready to go live.')
} else {
  console.error(`check:launch: ${found.length} example value(s) to replace before going live (content/owner.ts):`)
  for (const item of found) console.error(`  ${item.path}: ${item.value}  (${item.why})`)
  process.exitCode = 1
}
