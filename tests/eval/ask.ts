import { answerMessage } from '../../server/ai/embedded/answer.ts'
import type { ChatTurn } from '../../server/ai/schema.ts'
import { toSources } from '../../server/ai/sources.ts'
import type { Answered } from './grade.ts'

/**
 * Plays the visitor's turns against the embedded answerer, its own replies as the history (as the
 * widget sends them); returns the last answer with the answerer's own record of its kinds of reply.
 */
export async function askTurns(turns: readonly string[]): Promise<Answered> {
  const history: ChatTurn[] = []
  let last: Answered = { answer: '', sources: [], kinds: [] }
  for (const query of turns) {
    const r = await answerMessage(query, history.slice(-10))
    last = { answer: r.text, sources: toSources([...r.paths, '/portfolio']).map((s) => s.href), kinds: r.kinds }
    history.push({ role: 'user', content: query }, { role: 'assistant', content: r.text })
  }
  return last
}
