/**
 * Limits of a chat question, shared by the server's input schema (server/ai/schema.ts) and the
 * widget's input, so the two can never disagree.
 */
export const MAX_QUERY_LENGTH = 1000
export const MAX_HISTORY_TURNS = 10
export const MAX_TURN_LENGTH = 4000
