import { test } from '@playwright/test'
import { startFakeAnthropic, type FakeAnthropic } from '../../helpers/fake-anthropic'
import { startServer, type RunningServer } from '../../unit/fixtures/prod-dist/http-client'

/**
 * The production server answering through Claude, against a local Messages API, for the tests of one
 * describe block (started before them, stopped after). Set `claude.fake.mode` to choose the upstream's reply.
 */
export function useClaudeServer(): { fake: FakeAnthropic; server: RunningServer } {
  const claude = {} as { fake: FakeAnthropic; server: RunningServer }
  test.beforeAll(async () => {
    claude.fake = await startFakeAnthropic()
    claude.server = await startServer({
      ANTHROPIC_API_KEY: 'sk-ant-e2e-test',
      ANTHROPIC_BASE_URL: claude.fake.url,
      RATE_LIMIT_POINTS: '1000',
      REDIS_URL: '',
      TRUST_PROXY: '',
    })
  })
  test.afterAll(async () => {
    const { server, fake } = claude as Partial<typeof claude>
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM')
      await server.exited
    }
    await fake?.close()
  })
  return claude
}
