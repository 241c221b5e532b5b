import type { Answerer } from './answerer.ts'
import { compose } from './embedded/compose.ts'
import type { AskOutput } from './schema.ts'
import { toSources } from './sources.ts'

/**
 * The assistant that needs no network: rules and facts from content/. It speaks as the owner's
 * AI assistant, quotes what the site states and says plainly when something is not stated.
 */
export function createEmbeddedAnswerer(): Answerer {
  return {
    name: 'embedded',
    async answer(input): Promise<AskOutput> {
      const { text, paths } = compose(input.query, input.history)
      return { answer: text, sources: toSources([...paths, '/portfolio']) }
    },
  }
}
