/**
 * The shortest prompt prefix each model caches (Anthropic's prompt-caching docs): below it the
 * request still works but nothing is cached, silently, and every question pays for the whole
 * system prompt again. Matched by model-name prefix; a model not listed gets the largest minimum.
 */
const MINIMUM_CACHEABLE_TOKENS: readonly [prefix: string, tokens: number][] = [
  ['claude-haiku-4-5', 4096],
  ['claude-opus-4-6', 4096],
  ['claude-opus-4-5', 4096],
  ['claude-sonnet-4-6', 2048],
  ['claude-3-5-haiku', 2048],
  ['claude-3-haiku', 2048],
  ['claude-sonnet-4-5', 1024],
  ['claude-opus-4-1', 1024],
  ['claude-opus-4', 1024],
  ['claude-sonnet-4', 1024],
  ['claude-3-7-sonnet', 1024],
]
const LARGEST_MINIMUM = 4096

export function minimumCacheableTokens(model: string): number {
  return MINIMUM_CACHEABLE_TOKENS.find(([prefix]) => model.startsWith(prefix))?.[1] ?? LARGEST_MINIMUM
}

/** A low estimate of a text's tokens: English runs about 4 characters a token; 5 undercounts on purpose. */
export const tokensAtLeast = (text: string) => Math.floor(text.length / 5)
