import { answerMessage } from '../ai/embedded/answer.ts'
import { defaultDeps } from './deps.ts'
import './handler.ts'

/** Questions that take the embedded answerer's main paths: retrieval, a computed list, a follow-up. */
const WARM_UP = [
  { query: 'What kind of work do you do?', history: [] },
  { query: 'How many projects are in the portfolio?', history: [] },
  {
    query: 'and the second one?',
    history: [
      { role: 'user', content: 'Which websites have you made?' },
      { role: 'assistant', content: 'Several websites are on the portfolio.' },
    ],
  },
] as const

/**
 * Loads the API's modules (router, knowledge base, word vectors, harm model) and answers a few
 * questions with the embedded answerer, so the first visitor's question costs what any other does.
 * Nothing is counted, logged or sent upstream: it never goes through the request pipeline.
 */
export async function warmApi(): Promise<void> {
  defaultDeps()
  for (const { query, history } of WARM_UP) await answerMessage(query, history)
}
