import { z } from 'zod'
import { MAX_HISTORY_TURNS, MAX_QUERY_LENGTH, MAX_TURN_LENGTH } from '#content/lib/chat-limits.ts'

export { MAX_HISTORY_TURNS, MAX_QUERY_LENGTH, MAX_TURN_LENGTH }

/*
 * The wire contract of the one backend call, `ai-agent-proxy`. Messages are written for
 * people: the API answers a schema violation with 400 and these texts.
 */

export const chatTurnSchema = z.object({
  role: z.enum(['user', 'assistant'], { error: "history role must be 'user' or 'assistant'" }),
  content: z
    .string({ error: 'history content must be a string' })
    .trim()
    .min(1, 'history content must not be empty')
    .max(MAX_TURN_LENGTH, `history content must be at most ${MAX_TURN_LENGTH} characters`),
})

export const askInputSchema = z.object(
  {
    query: z
      .string({ error: (issue) => (issue.input === undefined ? 'query is required' : 'query must be a string') })
      .trim()
      .min(1, 'query must not be empty')
      .max(MAX_QUERY_LENGTH, `query must be at most ${MAX_QUERY_LENGTH} characters`),
    history: z
      .array(chatTurnSchema, { error: 'history must be an array of {role, content} turns' })
      .max(MAX_HISTORY_TURNS, `history holds at most ${MAX_HISTORY_TURNS} turns`)
      .optional(),
  },
  { error: 'the body must be a JSON object like {"query": "..."}' },
)

export const sourceSchema = z.object({
  title: z.string().min(1),
  href: z.string().regex(/^\/[a-z0-9\-/]*$/, 'sources link to pages of this site'),
})

export const askOutputSchema = z.object({
  answer: z.string().min(1),
  sources: z.array(sourceSchema).optional(),
})

export type ChatTurn = z.infer<typeof chatTurnSchema>
export type AskInput = z.infer<typeof askInputSchema>
export type AskOutput = z.infer<typeof askOutputSchema>
export type Source = z.infer<typeof sourceSchema>

/**
 * What the streaming call `ai-agent-stream` sends, one event at a time: text as it arrives, then
 * the final answer, which replaces the streamed text (it may be the embedded answer after a failure).
 */
export const streamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string().min(1) }),
  z.object({ type: z.literal('final'), answer: z.string().min(1), sources: z.array(sourceSchema).optional() }),
])

export type StreamEvent = z.infer<typeof streamEventSchema>
