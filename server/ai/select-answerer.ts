import type { Env } from '../env.ts'
import type { Answerer } from './answerer.ts'
import { createAnthropicAnswerer } from './anthropic-answerer.ts'
import { createEmbeddedAnswerer } from './embedded-answerer.ts'

export const MAX_TOKENS = 600
/** A reply is meant to be about 120 words; this is several times that, never a wall of text. */
export const MAX_ANSWER_CHARS = 2_000

/**
 * Chosen once at start-up: Claude when ANTHROPIC_API_KEY is set, otherwise the embedded
 * assistant. The embedded one is always the fallback, so the site answers without a network.
 */
export function selectAnswerer(env: Env): { answerer: Answerer; fallback: Answerer } {
  const fallback = createEmbeddedAnswerer()
  if (!env.ANTHROPIC_API_KEY) return { answerer: fallback, fallback }
  const answerer = createAnthropicAnswerer({
    apiKey: env.ANTHROPIC_API_KEY,
    model: env.ANTHROPIC_MODEL,
    baseURL: env.ANTHROPIC_BASE_URL,
    deadlineMs: env.ANTHROPIC_DEADLINE_MS,
    maxTokens: MAX_TOKENS,
    maxChars: MAX_ANSWER_CHARS,
  })
  return { answerer, fallback }
}
