/**
 * `npm run bench`: Lighthouse (mobile) and load benchmarks of the production build, on loopback
 * only. Builds, starts `server/http/serve.ts`, measures, prints one table and the budget check,
 * writes bench-results/latest.json, and always stops the server and every browser it started.
 * Options: `--no-build`, `--runs N`, `--duration SECONDS`, `--connections N`, `--skip-lighthouse`, `--skip-load`,
 * `--only heap` (just the heap per remembered client, scripts/bench/heap.ts).
 */
import { assertNodeVersion } from './bench/node-version.ts'

assertNodeVersion()
await import('./bench/main.ts')
