import Anthropic, { APIConnectionTimeoutError, APIUserAbortError } from '@anthropic-ai/sdk'
import type { MessageParam, TextBlockParam } from '@anthropic-ai/sdk/resources/messages'
import { AnswererError, type Answerer } from './answerer.ts'
import { relatedPaths } from './embedded/search.ts'
import { buildSystemPrompt } from './prompts.ts'
import type { AskInput, AskOutput } from './schema.ts'
import { pathsMentioned, toSources } from './sources.ts'

export interface AnthropicSettings {
  apiKey: string
  model: string
  baseURL?: string
  /** One attempt, start to last byte, including any wait the upstream asks for. */
  deadlineMs: number
  maxTokens: number
  /** The longest answer passed on; the rest of a runaway stream is dropped. */
  maxChars: number
}

/** History as the Messages API wants it: starting with the visitor, roles alternating, the question last. */
export function toMessages({ query, history = [] }: AskInput): MessageParam[] {
  const messages: (MessageParam & { content: string })[] = []
  for (const turn of [...history, { role: 'user' as const, content: query }]) {
    const last = messages.at(-1)
    if (!last && turn.role === 'assistant') continue
    if (last && last.role === turn.role) last.content = `${last.content}\n\n${turn.content}`
    else messages.push({ role: turn.role, content: turn.content })
  }
  return messages
}

/**
 * Answers are light Markdown (emphasis, lists, links), which the widget renders safely and
 * checks every link of; headings and HTML a model sometimes adds anyway are dropped.
 */
export const toChatMarkdown = (text: string) =>
  text
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/<[^>]+>/g, '')
    .trim()

const failure = (error: unknown, deadline: AbortSignal) =>
  error instanceof APIConnectionTimeoutError || deadline.aborted
    ? new AnswererError('timeout', 'the AI provider did not finish within the deadline', { cause: error })
    : error instanceof APIUserAbortError
      ? new AnswererError('aborted', 'the request was aborted', { cause: error })
      : new AnswererError('upstream', 'the AI provider failed', { cause: error })

/** Claude through the Messages API, grounded by a cached system prompt built from content/. */
export function createAnthropicAnswerer(settings: AnthropicSettings): Answerer {
  // No SDK retries: a retry would sleep for whatever Retry-After the upstream sends. One attempt, one deadline.
  const client = new Anthropic({ apiKey: settings.apiKey, baseURL: settings.baseURL, timeout: settings.deadlineMs, maxRetries: 0 })
  const system: TextBlockParam[] = [{ type: 'text', text: buildSystemPrompt(), cache_control: { type: 'ephemeral' } }]

  /** The answer's text as it arrives, capped, within the deadline. */
  async function* stream(input: AskInput, opts?: { signal?: AbortSignal }): AsyncGenerator<string> {
    const deadline = AbortSignal.timeout(settings.deadlineMs)
    const signal = opts?.signal ? AbortSignal.any([opts.signal, deadline]) : deadline
    let sent = 0
    try {
      const events = await client.messages.create(
        { model: settings.model, max_tokens: settings.maxTokens, system, messages: toMessages(input), stream: true },
        { signal, maxRetries: 0, timeout: settings.deadlineMs },
      )
      let complete = false
      for await (const event of events) {
        if (signal.aborted) throw signal.reason
        if (event.type === 'message_stop') complete = true
        if (event.type !== 'content_block_delta' || event.delta.type !== 'text_delta') continue
        const text = event.delta.text.slice(0, settings.maxChars - sent)
        if (text) {
          sent += text.length
          yield text
        }
        if (sent >= settings.maxChars) {
          events.controller.abort()
          return
        }
      }
      // The SDK ends an aborted stream quietly: without its last event, the text is a fragment, not an answer.
      if (signal.aborted) throw signal.reason
      if (!complete) throw new AnswererError('upstream', 'the AI provider stream ended before its last event')
    } catch (error) {
      if (error instanceof AnswererError) throw error
      throw failure(error, deadline)
    }
  }

  return {
    name: 'anthropic',
    stream,
    async answer(input, opts): Promise<AskOutput> {
      let raw = ''
      for await (const part of stream(input, opts)) raw += part
      const text = toChatMarkdown(raw)
      if (!text) throw new AnswererError('empty', 'the AI provider returned no text')
      return { answer: text, sources: sourcesFor(input, text) }
    },
  }
}

export const sourcesFor = (input: AskInput, text: string) => toSources([...pathsMentioned(text), ...relatedPaths(input.query)])
