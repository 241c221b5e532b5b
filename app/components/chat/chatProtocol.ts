import type { ChatMessage, ChatSource } from './types'

/*
 * Client side of the `ai-agent-proxy` contract (server/ai/schema.ts). The limits are
 * repeated here because client code may not import values from server/, and zod stays
 * out of the browser bundle; the server validates again either way.
 */
export const MAX_QUERY_LENGTH = 1000
export const MAX_HISTORY_TURNS = 10
const MAX_TURN_LENGTH = 4000
/** The longest a visitor waits for a whole answer (the server gives up on Claude after about 8 s). */
export const CLIENT_TIMEOUT_MS = 20_000
const INTERNAL_PATH = /^\/[a-z0-9\-/]*$/

export type ChatTurn = { role: 'user' | 'assistant'; content: string }
export type ChatReply = { answer: string; sources: ChatSource[] }

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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

function readSource(value: unknown): ChatSource | null {
  if (!isRecord(value)) return null
  const { title, href } = value
  if (typeof title !== 'string' || title.trim() === '') return null
  if (typeof href !== 'string' || !INTERNAL_PATH.test(href)) return null
  return { title, href }
}

/**
 * A reply must carry a non-empty `answer` string, otherwise it is an invalid response
 * (spec §5). Sources that are not pages of this site are dropped, never rendered.
 */
export function readReply(data: unknown): ChatReply | null {
  if (!isRecord(data) || typeof data.answer !== 'string' || data.answer.trim() === '') return null
  const sources = new Map<string, ChatSource>()
  for (const value of Array.isArray(data.sources) ? data.sources : []) {
    const source = readSource(value)
    if (source && !sources.has(source.href)) sources.set(source.href, source)
  }
  return { answer: data.answer, sources: [...sources.values()] }
}
