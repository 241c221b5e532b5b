import { createEmbeddedAnswerer } from '../../server/ai/embedded-answerer.ts'
import type { ChatTurn } from '../../server/ai/schema.ts'
import type { Answered } from './grade.ts'

const answerer = createEmbeddedAnswerer()

/** BASELINE adapter: the old answerer has no structured kind, so it is read from the wording. */
function kindsOf(answer: string): string[] {
  const kinds: string[] = []
  if (/can't help|cannot help|won't help/i.test(answer)) kinds.push('refusal')
  if (/not (stated|mentioned|listed)|isn't on the site|not among/i.test(answer)) kinds.push('not-on-site')
  return kinds
}

/** Plays the visitor's turns against the embedded answerer, its own replies as the history; returns the last answer. */
export async function askTurns(turns: readonly string[]): Promise<Answered> {
  const history: ChatTurn[] = []
  let last: Answered = { answer: '', sources: [], kinds: [] }
  for (const query of turns) {
    const out = await answerer.answer({ query, history: history.slice(-10) })
    last = { answer: out.answer, sources: (out.sources ?? []).map((s) => s.href), kinds: kindsOf(out.answer) }
    history.push({ role: 'user', content: query }, { role: 'assistant', content: out.answer })
  }
  return last
}
