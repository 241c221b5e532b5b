import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send } from '../unit/fixtures/prod-dist/http-client.ts'
import { createAppDist, isListening, jsonLines, removeDist, spawnNpm } from '../helpers/prod-app.ts'

let distDir: string
beforeAll(async () => {
  distDir = await createAppDist()
})
afterAll(() => removeDist(distDir))

describe('npm run serve stops cleanly on a signal sent to npm itself', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    '%s to the npm process: in-flight requests finish, then the port is free',
    async (signal) => {
      const npm = spawnNpm('serve', { DIST_DIR: distDir, SHUTDOWN_GRACE_MS: '5000', ANTHROPIC_API_KEY: '', REDIS_URL: '' })
      let stdout = ''
      npm.stdout.on('data', (chunk) => (stdout += chunk))
      npm.stderr.resume()
      const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)))
      try {
        await expect.poll(() => /Listening on (http:\/\/\S+)/.exec(stdout)?.[1], { timeout: 20_000 }).toBeDefined()
        const url = /Listening on (http:\/\/\S+)/.exec(stdout)![1]!
        const port = Number(new URL(url).port)

        // A request the server is still working on when the signal arrives.
        const inFlight = send(url, '/slow')
        await expect.poll(() => jsonLines(stdout).some((l) => l.event === 'slow_started')).toBe(true)
        npm.kill(signal)

        const res = await inFlight
        expect(res.status).toBe(200)
        expect(res.body.toString()).toBe('done after a moment\n')
        await exited
        expect(jsonLines(stdout)).toContainEqual(expect.objectContaining({ event: 'shutdown', signal }))
        expect(await isListening(port)).toBe(false)
      } finally {
        if (npm.exitCode === null && npm.signalCode === null) npm.kill('SIGKILL')
      }
    },
    40_000,
  )
})
