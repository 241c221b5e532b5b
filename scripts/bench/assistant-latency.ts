/**
 * The embedded assistant's latency on long messages: p50, p99 and max of `answerMessage()` for
 * 1,000-character visitor messages (the longest the API accepts), in-process, after a warm-up. One of
 * them shares no word with the site, so the sentence encoder is asked too (the slowest path).
 * Target: p99 under 50 ms. Part of `npm run bench`; alone: `node scripts/bench/assistant-latency.ts`.
 */
import { performance } from 'node:perf_hooks'
import { answerMessage } from '../../server/ai/embedded/answer.ts'
import { warmMeaning } from '../../server/ai/embedded/meaning.ts'
import { respond } from '../../server/ai/embedded/respond.ts'
import { MAX_QUERY_LENGTH } from '../../server/ai/schema.ts'

export const ASSISTANT_P99_TARGET_MS = 50

const SEEDS = [
  "Hello! I run a small flower shop and I'm not sure I can afford a big agency, so I'm looking at freelancers first. My website is old and doesn't work on phones. Could you redesign it, and do you also make business cards and matching letterheads? How long would photos of our bouquets take, and where are you based? ",
  'Hi, we are opening a gym next spring. Do you design logos, can you make our website with class timetables, and could you shoot product photos of our protein drinks? Also which tools do you use, what is your strongest skill, how many websites have you made, and how do I book you? Thanks a lot for your help. ',
  "So here's the thing, my grandmother kept every letter my grandfather ever sent her during the war and we found the whole box in the attic last winter. Some of them are falling apart, and my cousins keep arguing about who gets to keep which one. ",
  'Bonjour! I need Instagram carousels for Ramadan, a short clip for our product launch, retouching with background removal for 200 photos, and maybe drone footage of our hotel. Do you work remotely, what does it cost, and can I reuse the images on my blog after? Also tell me about the second website you made. ',
]

const message = (seed: string) => seed.repeat(Math.ceil(MAX_QUERY_LENGTH / seed.length)).slice(0, MAX_QUERY_LENGTH)

export interface AssistantLatency {
  messages: number
  characters: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  withinTarget: boolean
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

export async function benchAssistantLatency(runs = 300): Promise<AssistantLatency> {
  await warmMeaning()
  const messages = SEEDS.map(message)
  const history = [
    { role: 'user' as const, content: 'What websites have you designed?' },
    { role: 'assistant' as const, content: respond('What websites have you designed?').text },
  ]
  // The message the site's words miss is asked first in a conversation, where nothing before it can be what it means.
  const histories = messages.map((m) => (respond(m).kinds.every((k) => k === 'not-on-site') ? [] : history))
  const ask = (i: number) => answerMessage(messages[i % messages.length]!, histories[i % messages.length])
  if (!histories.some((h) => h.length === 0)) throw new Error('no message of the benchmark reaches the sentence encoder')
  for (let i = 0; i < 30; i += 1) await ask(i)
  const times: number[] = []
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now()
    await ask(i)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const p99Ms = percentile(times, 99)
  return {
    messages: runs,
    characters: MAX_QUERY_LENGTH,
    p50Ms: percentile(times, 50),
    p99Ms,
    maxMs: times.at(-1)!,
    withinTarget: p99Ms < ASSISTANT_P99_TARGET_MS,
  }
}

export const assistantLatencyLine = (r: AssistantLatency) =>
  `Embedded assistant, ${r.characters}-character messages, ${r.messages} runs: p50 ${r.p50Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms, max ${r.maxMs.toFixed(1)} ms (target p99 < ${ASSISTANT_P99_TARGET_MS} ms: ${r.withinTarget ? 'met' : 'NOT met'})`

if (import.meta.main) console.log(assistantLatencyLine(await benchAssistantLatency()))
