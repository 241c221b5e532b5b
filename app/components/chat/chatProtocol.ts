import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server'
import type { AppRouter } from '@server/router'
import { MAX_HISTORY_TURNS, MAX_TURN_LENGTH } from '#content/lib/chat-limits.ts'
import type { ChatMessage, ChatSource } from './types'

/** The question the widget sends, and the events the server streams back: the router's own types. */
export type StreamInput = inferRouterInputs<AppRouter>['ai-agent-stream']
export type StreamEvent = inferRouterOutputs<AppRouter>['ai-agent-stream'] extends AsyncIterable<infer E> ? E : never
export type ChatTurn = NonNullable<StreamInput['history']>[number]
export type ChatReply = { answer: string; sources: ChatSource[] }

/** The longest a visitor waits for a whole answer (the server gives up on Claude after about 8 s). */
export const CLIENT_TIMEOUT_MS = 20_000

/** The last turns of the conversation, oldest first, as the server expects them (the greeting is not a turn). */
export function toHistory(messages: readonly ChatMessage[], greetingId: string): ChatTurn[] {
  return messages
    .filter((message) => message.id !== greetingId && message.content.trim() !== '')
    .slice(-MAX_HISTORY_TURNS)
    .map((message) => ({
      role: message.isUser ? 'user' : 'assistant',
      content: message.content.slice(0, MAX_TURN_LENGTH),
    }))
}
