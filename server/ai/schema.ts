import { z } from 'zod'

/** The wire contract of the one backend call, `ai-agent-proxy`. */
export const MAX_QUERY_LENGTH = 1000
export const MAX_HISTORY_TURNS = 10

export const chatTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().trim().min(1).max(4000),
})

export const askInputSchema = z.object({
  query: z
    .string({ error: 'query must be a string' })
    .trim()
    .min(1, 'query must not be empty')
    .max(MAX_QUERY_LENGTH, `query must be at most ${MAX_QUERY_LENGTH} characters`),
  history: z.array(chatTurnSchema).max(MAX_HISTORY_TURNS, `history holds at most ${MAX_HISTORY_TURNS} turns`).optional(),
})

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
