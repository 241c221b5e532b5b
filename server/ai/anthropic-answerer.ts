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
  timeoutMs: number
  maxTokens: number
}

/** History as the Messages API wants it: starting with the visitor, roles alternating, the question last. */
export function toMessages({ query, history = [] }: AskInput): MessageParam[] {
  const messages: MessageParam[] = []
  for (const turn of [...history, { role: 'user' as const, content: query }]) {
    const last = messages.at(-1)
    if (!last && turn.role === 'assistant') continue
    if (last && last.role === turn.role) last.content = `${last.content}\n\n${turn.content}`
    else messages.push({ role: turn.role, content: turn.content })
  }
  return messages
}

/** The widget shows plain text: drop the Markdown a model sometimes adds anyway. */
export const toPlainText = (text: string) =>
  text
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, '$1 ($2)')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/<[^>]+>/g, '')
    .trim()

const failure = (error: unknown) =>
  error instanceof APIConnectionTimeoutError
    ? new AnswererError('timeout', 'the AI provider timed out', { cause: error })
    : error instanceof APIUserAbortError
      ? new AnswererError('aborted', 'the request was aborted', { cause: error })
      : new AnswererError('upstream', 'the AI provider failed', { cause: error })

/** Claude through the Messages API, grounded by a cached system prompt built from content/. */
export function createAnthropicAnswerer(settings: AnthropicSettings): Answerer {
  const client = new Anthropic({
    apiKey: settings.apiKey,
    baseURL: settings.baseURL,
    timeout: settings.timeoutMs,
    maxRetries: 1,
  })
  const system: TextBlockParam[] = [{ type: 'text', text: buildSystemPrompt(), cache_control: { type: 'ephemeral' } }]

  return {
    name: 'anthropic',
    async answer(input, opts): Promise<AskOutput> {
      let message: Anthropic.Message
      try {
        message = await client.messages.create(
          { model: settings.model, max_tokens: settings.maxTokens, system, messages: toMessages(input) },
          { signal: opts?.signal },
        )
      } catch (error) {
        throw failure(error)
      }
      const text = toPlainText(message.content.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('\n'))
      if (!text) throw new AnswererError('empty', 'the AI provider returned no text')
      return { answer: text, sources: toSources([...pathsMentioned(text), ...relatedPaths(input.query)]) }
    },
  }
}
