import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../unit/fixtures/prod-dist/http-client.ts'
import { startFakeAnthropic, type FakeAnthropic } from '../helpers/fake-anthropic.ts'
import { createAppDist, jsonLines, removeDist, startApp, stopApp } from '../helpers/prod-app.ts'

const STREAM_PATH = '/api/trpc/ai-agent-stream'

/** The widget's call as httpBatchStreamLink sends it (a batch of one, JSON Lines), on its own connection. */
function openStream(server: RunningServer) {
  const { port } = new URL(server.url)
  let received = ''
  let ended = false
  const req = request({
    host: '127.0.0.1',
    port,
    path: `${STREAM_PATH}?batch=1`,
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'trpc-accept': 'application/jsonl' },
  })
  const response = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => {
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (received += chunk))
      res.on('end', () => (ended = true))
      res.on('error', () => (ended = true))
      resolve(res.statusCode ?? 0)
    })
    req.on('error', reject)
  })
  req.end(JSON.stringify({ 0: { query: 'What tools do you use?' } }))
  return { response, received: () => received, ended: () => ended, abort: () => req.destroy() }
}

const streamLines = (server: RunningServer) => jsonLines(server.stdout()).filter((l) => l.path === STREAM_PATH)

let distDir: string
let fake: FakeAnthropic
/** Claude's answer stops after its first words and goes on only when released (never, here). */
let release: () => void
beforeAll(async () => {
  distDir = await createAppDist()
  fake = await startFakeAnthropic()
})
afterAll(async () => {
  release?.()
  await fake?.close()
  await removeDist(distDir)
})

const claudeEnv = () => ({
  ANTHROPIC_API_KEY: 'sk-ant-test',
  ANTHROPIC_BASE_URL: fake.url,
  ANTHROPIC_DEADLINE_MS: '60000',
  API_DEADLINE_MS: '60000',
})
const holdAfterFirstWords = () => {
  fake.mode = { kind: 'chunks', chunks: ['Alex works ', 'with Photoshop.'], release: new Promise<void>((resolve) => (release = resolve)) }
}

describe('one JSON line per streamed request, with how it really ended', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startApp(distDir, { ...claudeEnv(), RATE_LIMIT_POINTS: '2', RATE_LIMIT_BURST_POINTS: '1' })
  }, 30_000)
  afterAll(() => stopApp(server))

  it('a stream that runs to its end: ok, complete', async () => {
    fake.mode = { kind: 'reply', text: 'Alex works with Photoshop.' }
    const stream = openStream(server)
    expect(await stream.response).toBe(200)
    await expect.poll(stream.ended).toBe(true)
    await expect
      .poll(() => streamLines(server))
      .toEqual([expect.objectContaining({ status: 200, outcome: 'ok', stream: 'complete', answerer: 'anthropic' })])
  })

  it('the client leaves mid-stream: client_aborted, not "200 ok"', async () => {
    holdAfterFirstWords()
    const stream = openStream(server)
    expect(await stream.response).toBe(200)
    await expect.poll(stream.received).toContain('Alex works')
    stream.abort()
    await expect.poll(() => streamLines(server).length).toBe(2)
    expect(streamLines(server)[1]).toMatchObject({ status: 200, outcome: 'client_aborted', stream: 'client_aborted' })
    release()
  })

  it('over the limit, the stream answers 200 with the error inside: rate_limited', async () => {
    fake.mode = { kind: 'reply', text: 'Alex works with Photoshop.' }
    // Two questions were asked above; the third is the burst's, the fourth is over.
    for (const expected of ['ok', 'rate_limited']) {
      const stream = openStream(server)
      expect(await stream.response).toBe(200)
      await expect.poll(stream.ended).toBe(true)
      if (expected === 'rate_limited') expect(stream.received()).toContain('TOO_MANY_REQUESTS')
    }
    await expect.poll(() => streamLines(server).length).toBe(4)
    expect(streamLines(server).slice(2)).toEqual([
      expect.objectContaining({ outcome: 'ok', stream: 'complete' }),
      expect.objectContaining({ status: 200, outcome: 'rate_limited', stream: 'complete', error: 'TOO_MANY_REQUESTS' }),
    ])
  })
})

describe('a stream still open when the server stops', () => {
  it('is logged once, as shutdown, before the process exits', async () => {
    const server = await startApp(distDir, { ...claudeEnv(), SHUTDOWN_GRACE_MS: '300' })
    try {
      holdAfterFirstWords()
      const stream = openStream(server)
      expect(await stream.response).toBe(200)
      await expect.poll(stream.received).toContain('Alex works')
      server.child.kill('SIGTERM')
      expect(await server.exited).toEqual({ code: 0, signal: null })
      expect(streamLines(server)).toEqual([expect.objectContaining({ status: 200, outcome: 'shutdown', stream: 'shutdown' })])
    } finally {
      release()
      await stopApp(server)
    }
  }, 30_000)
})
