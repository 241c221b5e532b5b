import { retrieve, toQuery } from './retrieve.ts'

/** Pages most related to a question, best first; used to cite sources for an AI-written answer. */
export const relatedPaths = (query: string, limit = 3) =>
  [...new Set(retrieve(toQuery(query), { limit: 8 }).map((hit) => hit.passage.href))].slice(0, limit)
