import type { AskInput, AskOutput } from './schema.ts'

/** Anything that can answer a visitor's question about the site. Chosen once at start-up. */
export interface Answerer {
  readonly name: 'anthropic' | 'embedded'
  answer(input: AskInput, opts?: { signal?: AbortSignal }): Promise<AskOutput>
  /** The answer's raw text as it arrives, when the answerer can stream. */
  stream?(input: AskInput, opts?: { signal?: AbortSignal }): AsyncIterable<string>
}

/** Raised by an answerer when its upstream fails or gives nothing usable; the caller falls back. */
export class AnswererError extends Error {
  override readonly name = 'AnswererError'
  readonly reason: 'upstream' | 'timeout' | 'empty' | 'aborted'

  constructor(reason: AnswererError['reason'], message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.reason = reason
  }
}
