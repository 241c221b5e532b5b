import { AnswererError, type Answerer } from './answerer.ts'
import { sourcesFor, toChatMarkdown } from './anthropic-answerer.ts'
import { askOutputSchema, streamEventSchema, type AskInput, type AskOutput, type StreamEvent } from './schema.ts'

export type AnsweredBy = Answerer['name'] | 'apology'

export interface FallbackResult {
  output: AskOutput
  answeredBy: AnsweredBy
  /** Why the primary answerer was not used; a short code, never upstream text. */
  fallbackReason?: string
}

export const APOLOGY: AskOutput = {
  answer: "Sorry, I couldn't put an answer together just now. Please try again in a moment, or browse my portfolio while I catch up.",
  sources: [{ title: 'Portfolio', href: '/portfolio' }],
}

/** An answer that would fail the output schema is treated like a failure, never sent as a 500. */
async function checked(answerer: Answerer, input: AskInput, signal?: AbortSignal): Promise<AskOutput> {
  const parsed = askOutputSchema.safeParse(await answerer.answer(input, { signal }))
  if (!parsed.success) throw new AnswererError('empty', `the ${answerer.name} answer did not match the output schema`)
  return parsed.data
}

const reasonOf = (error: unknown) =>
  error instanceof AnswererError ? error.reason : error instanceof Error && error.name === 'AbortError' ? 'aborted' : 'error'

/**
 * Asks the primary answerer; if it fails for any reason the embedded one answers; if even
 * that throws, a friendly apology does. Never rejects, so no question can cause a 5xx.
 */
export async function answerWithFallback(
  input: AskInput,
  answerers: { primary: Answerer; fallback: Answerer },
  signal?: AbortSignal,
): Promise<FallbackResult> {
  const { primary, fallback } = answerers
  let fallbackReason: string | undefined
  try {
    return { output: await checked(primary, input, signal), answeredBy: primary.name }
  } catch (error) {
    fallbackReason = reasonOf(error)
  }
  if (fallback !== primary) {
    try {
      return { output: await checked(fallback, input), answeredBy: fallback.name, fallbackReason }
    } catch (error) {
      fallbackReason = `${fallbackReason}+${reasonOf(error)}`
    }
  }
  return { output: APOLOGY, answeredBy: 'apology', fallbackReason }
}

/**
 * The streaming form of `answerWithFallback`: the primary answerer's text as it arrives, then a
 * final answer. If the primary fails at any point (deadline included) the final answer is the
 * fallback's, which replaces whatever text was already sent. Never throws.
 */
export async function* streamWithFallback(
  input: AskInput,
  answerers: { primary: Answerer; fallback: Answerer },
  signal?: AbortSignal,
): AsyncGenerator<StreamEvent, Omit<FallbackResult, 'output'>> {
  const { primary, fallback } = answerers
  if (!primary.stream) {
    const { output, ...meta } = await answerWithFallback(input, answerers, signal)
    yield streamEventSchema.parse({ type: 'final', ...output })
    return meta
  }
  let raw = ''
  let fallbackReason: string | undefined
  try {
    for await (const text of primary.stream(input, { signal })) {
      raw += text
      yield streamEventSchema.parse({ type: 'delta', text })
    }
    const answer = toChatMarkdown(raw)
    if (!answer) throw new AnswererError('empty', 'the AI provider returned no text')
    yield streamEventSchema.parse({ type: 'final', answer, sources: sourcesFor(input, answer) })
    return { answeredBy: primary.name }
  } catch (error) {
    fallbackReason = reasonOf(error)
  }
  const { output, answeredBy, fallbackReason: second } = await answerWithFallback(input, { primary: fallback, fallback })
  yield streamEventSchema.parse({ type: 'final', ...output })
  return { answeredBy, fallbackReason: second ? `${fallbackReason}+${second}` : fallbackReason }
}
