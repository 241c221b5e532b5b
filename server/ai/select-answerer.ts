import type { Answerer } from './answerer.ts'
import { createAnthropicAnswerer } from './anthropic-answerer.ts'
import { createEmbeddedAnswerer } from './embedded-answerer.ts'

type Env = Record<string, string | undefined>

/** A current fast model; override with ANTHROPIC_MODEL. */
export const DEFAULT_MODEL = 'claude-haiku-4-5'
export const DEFAULT_TIMEOUT_MS = 15_000
export const MAX_TOKENS = 600

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
    timeoutMs: positive(env.ANTHROPIC_TIMEOUT_MS, DEFAULT_TIMEOUT_MS),
    maxTokens: MAX_TOKENS,
  })
  return { answerer, fallback }
}
