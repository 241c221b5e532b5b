import type { Answerer } from './answerer.ts'
import { compose } from './embedded/compose.ts'
import type { AskOutput } from './schema.ts'
import { toSources } from './sources.ts'

/**
 * The assistant that needs no network: intent rules and full-text search over content/.
 * Answers in the designer's own voice, in plain text, with 1-4 pages of this site as sources.
 */
export function createEmbeddedAnswerer(): Answerer {
  return {
    name: 'embedded',
    async answer(input): Promise<AskOutput> {
      const previous = input.history?.findLast((turn) => turn.role === 'user')?.content
      const { text, paths } = compose(input.query, previous)
      const sources = toSources([...paths, '/portfolio'])
      return { answer: text, sources }
    },
  }
}
