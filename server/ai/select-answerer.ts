import type { Answerer } from './answerer.ts'
import { createAnthropicAnswerer } from './anthropic-answerer.ts'
import { createEmbeddedAnswerer } from './embedded-answerer.ts'

type Env = Record<string, string | undefined>

/** A current fast model; override with ANTHROPIC_MODEL. */
export const DEFAULT_MODEL = 'claude-haiku-4-5'
/** One attempt with this total deadline, then the embedded answer (ANTHROPIC_DEADLINE_MS). */
export const DEFAULT_DEADLINE_MS = 8_000
export const MAX_TOKENS = 600
/** A reply is meant to be about 120 words; this is several times that, never a wall of text. */
export const MAX_ANSWER_CHARS = 2_000

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value)
  return Number.isFinite(n) && n > 0 ? n : fallback
}

/**
 * Chosen once at start-up: Claude when ANTHROPIC_API_KEY is set, otherwise the embedded
 * assistant. The embedded one is always the fallback, so the site answers without a network.
 */
export function selectAnswerer(env: Env = process.env): { answerer: Answerer; fallback: Answerer } {
  const fallback = createEmbeddedAnswerer()
  const apiKey = env.ANTHROPIC_API_KEY?.trim()
  if (!apiKey) return { answerer: fallback, fallback }
  const answerer = createAnthropicAnswerer({
    apiKey,
    model: env.ANTHROPIC_MODEL?.trim() || DEFAULT_MODEL,
    baseURL: env.ANTHROPIC_BASE_URL?.trim() || undefined,
    deadlineMs: positive(env.ANTHROPIC_DEADLINE_MS, DEFAULT_DEADLINE_MS),
    maxTokens: MAX_TOKENS,
    maxChars: MAX_ANSWER_CHARS,
  })
  return { answerer, fallback }
}
